// Fixture articles written for these tests, one JSON file each. Paragraphs are listed one per
// entry and joined with newlines, as the host's plain text has them.
import { readdirSync, readFileSync } from 'node:fs';
import type { ArticleText, RawEntity } from '../../../sdk/index.js';

const DIR = new URL('./articles/', import.meta.url);
const HOUR = 3_600_000;

interface ArticleFixture {
  title: string;
  paragraphs: string[];
  url?: string | null;
  source?: string;
  sourceWeight?: number;
  hoursAgo?: number;
  categories?: string[];
  entities?: RawEntity[];
  providerSentiment?: number | null;
  votes?: Record<string, number> | null;
  clusterSize?: number;
  /** ISO 639-1; English unless the fixture says. */
  language?: string;
  /** What the enricher should find in an article of another language. */
  expected?: FixtureExpectation;
}

export interface FixtureExpectation {
  sentiment: 'bullish' | 'bearish' | 'neutral';
  tickers: string[];
  topics: string[];
}

const readFixture = (name: string) => JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as ArticleFixture;

/** The names of every fixture article (file names less .json). */
export const FIXTURE_NAMES = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();

/** The English fixtures, for tests of what only English text gets (its sentiment classifier, its abbreviations). */
export const ENGLISH_FIXTURES = FIXTURE_NAMES.filter((name) => (readFixture(name).language ?? 'en') === 'en');

/** What a fixture says the enricher should find in it; undefined for one that says nothing. */
export function fixtureExpectation(name: string): FixtureExpectation | undefined {
  return readFixture(name).expected;
}

/** One fixture as the host would hand it over, dated relative to `now`. */
export function fixtureArticle(name: string, now = new Date('2025-06-10T12:00:00Z'), id = 1): ArticleText {
  const f = readFixture(name);
  return {
    id,
    title: f.title,
    text: f.paragraphs.join('\n'),
    url: f.url === undefined ? `https://news.example/${name}` : f.url,
    source: f.source ?? 'Fixture Wire',
    sourceWeight: f.sourceWeight ?? 50,
    publishedAt: new Date(now.getTime() - (f.hoursAgo ?? 1) * HOUR),
    categories: f.categories ?? [],
    entities: f.entities ?? [],
    providerSentiment: f.providerSentiment ?? null,
    votes: f.votes ?? null,
    clusterSize: f.clusterSize ?? 1,
    language: f.language ?? 'en',
  };
}
