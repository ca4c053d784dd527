// News in other languages through the whole product (docs/languages.md): an RSS feed on loopback
// with a crash and a rally in Spanish, French and German, and a Japanese and an Arabic story,
// fetched, normalised (language told), stored, enriched and read back from /api/news.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsItem, NewsList } from '../../src/contracts/news.js';
import { localEnricher } from '../../src/plugins/enrichers/local/index.js';
import { type FixtureServer, startFixtureServer } from '../../src/plugins/sdk/testing/index.js';
import { rssSource } from '../../src/plugins/sources/rss/index.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

interface Fixture {
  title: string;
  paragraphs: string[];
  expected?: { sentiment: string; tickers: string[]; topics: string[] };
}

const NOW = new Date('2026-03-10T12:00:00Z');
const FIXTURES = ['es-crash', 'es-rally', 'fr-crash', 'fr-rally', 'de-crash', 'de-rally', 'ja-crash', 'ar-rally'];
const read = (name: string): Fixture =>
  JSON.parse(readFileSync(new URL(`../../src/plugins/enrichers/local/__fixtures__/articles/${name}.json`, import.meta.url), 'utf8')) as Fixture;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One RSS feed of the fixtures; the channel declares English, as many feeds do whatever they carry. */
function feed(): string {
  const items = FIXTURES.map((name, i) => {
    const f = read(name);
    const body = f.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('');
    const published = new Date(NOW.getTime() - (i + 1) * 600_000).toUTCString();
    return `<item><title>${escape(f.title)}</title><link>https://news.example.org/${name}</link><guid>${name}</guid><pubDate>${published}</pubDate><description>${escape(body)}</description></item>`;
  });
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>World Wire</title><link>https://news.example.org/</link><language>en-us</language>${items.join('')}</channel></rss>`;
}

let app: TestApp;
let server: FixtureServer;
let items: Map<string, NewsItem>;

beforeAll(async () => {
  server = await startFixtureServer({ '/feed.xml': { body: feed(), headers: { 'content-type': 'application/rss+xml' } } });
  app = await startTestApp({ plugins: [rssSource, localEnricher], env: { FETCH_ALLOW_PRIVATE: 'true', ENRICH_THREAD: 'false' }, clock: () => NOW });
  const [source] = await app.ctx.knex('sources').insert({ name: 'World Wire', plugin: 'rss', url: `${server.url}/feed.xml` }).returning('id');
  expect((await app.ctx.services.scheduler.fetchNow((source as { id: number }).id))?.error).toBeNull();
  await app.ctx.services.enrichment.onIdle();
  const { body } = await createAgent(app.server).get<NewsList>('/api/news?limit=20');
  items = new Map(body.items.map((item) => [item.url?.split('/').at(-1) ?? '', item]));
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await server?.stop();
});

describe('news in Spanish, French and German', () => {
  it.each(FIXTURES.slice(0, 6))('%s: its language, sentiment, ticker, topics and a summary in its own words', (name) => {
    const fixture = read(name);
    const item = items.get(name);
    expect(item?.language).toBe(name.slice(0, 2));
    expect(item?.sentiment).toBe(fixture.expected?.sentiment);
    expect(item?.sentiment_note).toBeNull();
    expect(item?.tickers).toEqual(expect.arrayContaining(fixture.expected?.tickers ?? []));
    for (const topic of fixture.expected?.topics ?? []) expect(item?.categories).toContain(topic);
    const summary = item?.one_minute_summary ?? '';
    expect(summary.split(/\s+/).length).toBeGreaterThanOrEqual(50);
    // Extractive: every sentence of the summary is the article's own.
    const text = fixture.paragraphs.join(' ');
    for (const sentence of summary.split(/(?<=[.!?])\s+/).filter(Boolean)) expect(text).toContain(sentence);
  });
});

describe('news in languages the enricher does not read', () => {
  it.each(['ja-crash', 'ar-rally'])('%s: not assessed, never neutral, still scored and listed', (name) => {
    const item = items.get(name);
    expect(item?.language).toBe(name.slice(0, 2));
    expect(item?.sentiment).toBeNull();
    expect(item?.sentiment_note).toMatch(/^not assessed for (Japanese|Arabic)$/);
    expect(item?.aiScore).toEqual(expect.any(Number));
  });

  it('leaves them out of a sentiment filter and keeps them in a language filter', async () => {
    const agent = createAgent(app.server);
    for (const sentiment of ['bullish', 'bearish', 'neutral']) {
      const { body } = await agent.get<NewsList>(`/api/news?limit=50&sentiment=${sentiment}`);
      expect(body.items.map((item) => item.language)).not.toContain('ja');
    }
    const { body } = await agent.get<NewsList>('/api/news?language=ja,ar');
    expect(body.items.map((item) => item.language).sort()).toEqual(['ar', 'ja']);
  });
});
