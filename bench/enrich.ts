// Throughput of the local enricher (sentiment, scores, topics, tickers, summary, tweet) on one
// core over the bundled sample feeds' items, full-text-sized articles and the ingest bench's
// generated items, and the summary length distribution. Goal: p95 under 20 ms per article.
// Run: npm run bench:enrich [-- --enrichments 2000]
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { ArticleText } from '../src/plugins/sdk/index.js';
import { createTestContext } from '../src/plugins/sdk/testing/index.js';
import { FIXTURE_NAMES, fixtureArticle } from '../src/plugins/enrichers/local/__fixtures__/articles.js';
import { sampleArticles } from '../src/plugins/enrichers/local/__fixtures__/sample-feeds.js';
import { localEnricher, SUMMARY_MAX_WORDS, SUMMARY_MIN_WORDS } from '../src/plugins/enrichers/local/index.js';
import { countWords } from '../src/plugins/enrichers/local/text-cleanup.js';
import { parseFeedBody } from '../src/plugins/sources/rss/index.js';
import { loadLanguageDetector } from '../src/server/ingestion/language.js';
import { normaliseItem } from '../src/server/ingestion/normalise.js';
import { generateFeed } from './news-feeds.js';

const GOAL_P95_MS = 20;
const PACK_LANGUAGES: readonly string[] = ['es', 'fr', 'de'];
const WARM_UP_ROUNDS = 2;
const ITEMS_PER_GENERATED_FEED = 20;
// A fixed clock, so every run enriches the same articles with the same ages.
const GENERATED_NOW = Date.parse('2025-06-10T12:00:00Z');

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Timings {
  /** Wall-clock ms per enrichment. */
  perArticle: number[];
  /** CPU ms per enrichment (this process's user + system time): what the work costs when other processes share the cores. */
  cpuPerArticle: number[];
  wallMs: number;
}

async function timeEnrichments(articles: readonly ArticleText[], total: number, warmUpRounds = WARM_UP_ROUNDS): Promise<Timings> {
  const enricher = localEnricher.create(createTestContext({ pluginId: 'local', now: new Date() }), {});
  for (let round = 0; round < warmUpRounds; round += 1) for (const article of articles) await enricher.enrich(article);
  const perArticle: number[] = [];
  const cpuPerArticle: number[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const article = articles[i % articles.length];
    if (!article) continue;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await enricher.enrich(article);
    perArticle.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    cpuPerArticle.push((cpu.user + cpu.system) / 1000);
  }
  return { perArticle, cpuPerArticle, wallMs: performance.now() - start };
}

async function summaryLengths(articles: readonly ArticleText[]): Promise<{ source: number; summary: number }[]> {
  const enricher = localEnricher.create(createTestContext({ pluginId: 'local' }), {});
  const rows = [];
  for (const article of articles) rows.push({ source: countWords(article.text), summary: countWords((await enricher.enrich(article)).summary) });
  return rows;
}

function describeLengths(rows: readonly { source: number; summary: number }[]): string[] {
  const words = rows.map((r) => r.summary).sort((a, b) => a - b);
  const long = rows.filter((r) => r.source >= 2 * SUMMARY_MIN_WORDS);
  const longInBand = long.filter((r) => r.summary >= SUMMARY_MIN_WORDS && r.summary <= SUMMARY_MAX_WORDS).length;
  const withText = rows.filter((r) => r.source >= SUMMARY_MIN_WORDS);
  const shares = withText.map((r) => r.summary / r.source).sort((a, b) => a - b);
  const share = (value: number | undefined) => (value ?? Number.NaN).toFixed(2);
  return [
    `summary words over ${rows.length} sample items: min ${words[0]}, median ${percentile(words, 50)}, max ${words.at(-1)}; none for ${words.filter((w) => w === 0).length} (one-sentence teasers)`,
    `  summary words / article words over the ${withText.length} items of ≥ ${SUMMARY_MIN_WORDS} words: min ${share(shares[0])}, median ${share(percentile(shares, 50))}, max ${share(shares.at(-1))}`,
    `  over half the article: ${rows.filter((r) => r.summary > r.source / 2).length}; over ${SUMMARY_MAX_WORDS}: ${words.filter((w) => w > SUMMARY_MAX_WORDS).length}; of the ${long.length} items of ≥ ${2 * SUMMARY_MIN_WORDS} words, in ${SUMMARY_MIN_WORDS}–${SUMMARY_MAX_WORDS}: ${longInBand}`,
  ];
}

/** Full-text-sized articles (about 1,500 words): six long sample stories run together. */
function longArticles(articles: readonly ArticleText[]): ArticleText[] {
  const long = articles.filter((a) => countWords(a.text) >= 150);
  return long.map((article, i) => ({
    ...article,
    text: Array.from({ length: 6 }, (_, k) => long[(i + k) % long.length]?.text ?? '').join('\n'),
  }));
}

/**
 * A string as the database driver hands it back: decoded from UTF-8, so ASCII text is a one-byte
 * string again. (A slice of the parsed feed is two-byte if the feed has any wider character, and
 * V8 lower-cases and searches two-byte strings on slower paths.)
 */
function fromDatabase(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * The ingest bench's items (bench/news-feeds.ts, ~300 words each) as the pipeline hands them to
 * the enricher: parsed by the RSS plugin, normalised (sanitised HTML to plain text) by the host,
 * stored, and read back from the database.
 */
function generatedArticles(count: number): ArticleText[] {
  const articles: ArticleText[] = [];
  const now = new Date(GENERATED_NOW);
  for (let feed = 0; articles.length < count; feed += 1) {
    const { items } = parseFeedBody(Buffer.from(generateFeed(feed, ITEMS_PER_GENERATED_FEED, GENERATED_NOW)), { url: `https://news-${feed}.example/feed` });
    for (const item of items) {
      const normalised = normaliseItem(item, { sourceId: feed + 1, sourceName: `Market News ${feed}`, sourceCategories: [], ownHost: 'alphawire.test', now });
      if (!normalised || articles.length >= count) continue;
      articles.push({
        id: articles.length + 1,
        title: fromDatabase(normalised.title),
        text: fromDatabase(normalised.contentText ?? ''),
        url: normalised.url,
        source: normalised.sourceName,
        sourceWeight: 50,
        publishedAt: normalised.publishedAt,
        categories: normalised.categories,
        entities: normalised.entities ?? [],
        providerSentiment: normalised.providerSentiment,
        votes: normalised.votes,
        clusterSize: 1,
        language: 'en',
      });
    }
  }
  return articles;
}

function describeTimes(label: string, total: number, { perArticle, cpuPerArticle, wallMs }: Timings): number {
  const sorted = [...perArticle].sort((a, b) => a - b);
  const cpu = [...cpuPerArticle].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(`${label}: ${total} enrichments`);
  console.log(`  wall: ${Math.round((total / wallMs) * 1000)} articles/s; p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${sorted.at(-1)?.toFixed(2)} ms per article`);
  const meanCpu = cpu.reduce((sum, ms) => sum + ms, 0) / Math.max(1, cpu.length);
  console.log(`  cpu:  p50 ${percentile(cpu, 50).toFixed(2)} ms, p95 ${percentile(cpu, 95).toFixed(2)} ms, mean ${meanCpu.toFixed(3)} ms per article (user + system of this process)`);
  return p95;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { enrichments: { type: 'string', default: '2000' } } });
  const total = Number(values.enrichments);
  await loadLanguageDetector();
  const articles = sampleArticles(new Date());
  console.log(`local enricher on one core (node ${process.version}; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`);
  const p95 = describeTimes(`sample feed items (${articles.length}, as fed)`, total, await timeEnrichments(articles, total));
  const long = longArticles(articles);
  const longWords = countWords(long[0]?.text ?? '');
  describeTimes(`full-text-sized articles (${long.length}, ~${longWords} words each)`, Math.round(total / 4), await timeEnrichments(long, Math.round(total / 4)));
  const generated = generatedArticles(total);
  const generatedWords = Math.round(generated.reduce((sum, a) => sum + countWords(a.text), 0) / Math.max(1, generated.length));
  // Each generated article is enriched once after one warm-up pass, as the ingest enriches each item once.
  describeTimes(`ingest bench's generated items (${generated.length}, ~${generatedWords} words each)`, generated.length, await timeEnrichments(generated, generated.length, 1));
  // The fixture articles of the other languages (docs/languages.md): read with their packs, or not read at all.
  const byLanguage = (read: boolean) => FIXTURE_NAMES.map((name) => fixtureArticle(name, new Date(GENERATED_NOW))).filter((a) => a.language !== 'en' && PACK_LANGUAGES.includes(a.language) === read);
  for (const [label, set] of [['Spanish, French and German fixtures', byLanguage(true)], ['fixtures in languages not read (ja, ar)', byLanguage(false)]] as const) {
    describeTimes(`${label} (${set.length}, ~${Math.round(set.reduce((sum, a) => sum + countWords(a.text), 0) / Math.max(1, set.length))} words each)`, Math.round(total / 4), await timeEnrichments(set, Math.round(total / 4)));
  }
  console.log(`  goal p95 ≤ ${GOAL_P95_MS} ms on the sample items: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`);
  for (const line of describeLengths(await summaryLengths(articles))) console.log(line);
}

await main();
