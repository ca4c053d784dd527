import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineEnricher, type Enrichment, TransientError } from '../../../src/plugins/sdk/index.js';
import { startFixtureServer, type FixtureServer } from '../../../src/plugins/sdk/testing/index.js';
import { rssSource } from '../../../src/plugins/sources/rss/index.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { LONG_TEXT, rssFeed } from '../ingestion/fixtures/feed.js';

// These enrichers stand in for real ones so the host's rules can be seen: which one ran, what was
// stored, and what happens when the configured one fails. The real local enricher has its own tests.
const result = (label: string): Enrichment => ({
  sentiment: 'bullish',
  sentimentScore: 0.6,
  importance: { value: 81, reasons: [`by:${label}`] },
  popularity: { value: 40, reasons: ['cluster:1_source'] },
  relevance: { value: 70, reasons: ['topic:markets'] },
  impact: { value: 55, reasons: ['move:+5%'] },
  categories: ['markets', 'stocks'],
  tickers: ['AAPL'],
  summary: `A summary written by ${label}. It has two sentences.`,
  tweet: `Tweet by ${label}`,
});

const calls = { flaky: 0 };
const localStandIn = defineEnricher({ id: 'local', displayName: 'local stand-in', create: () => ({ enrich: async () => result('local') }) });
const flaky = defineEnricher({
  id: 'flaky',
  displayName: 'fails twice, then works',
  create: () => ({
    enrich: async () => {
      calls.flaky += 1;
      if (calls.flaky % 3 !== 0) throw new TransientError('model busy');
      return result('flaky');
    },
  }),
});
const broken = defineEnricher({
  id: 'broken',
  displayName: 'always fails',
  create: () => ({ enrich: async () => { throw new Error('The language model endpoint refused the API key'); } }),
});

// Writes symbols as a language model may: a cashtag, lower case, an alias, one twice.
const sloppy = defineEnricher({
  id: 'sloppy',
  displayName: 'writes symbols loosely',
  create: () => ({
    enrich: async () => ({ ...result('sloppy'), tickers: ['BTC', 'btc', 'XBT', '$eth', 'GOOG', 'BTC'], tickerSentiments: { xbt: 'bearish', $eth: 'bullish' } }),
  }),
});

// Answers from the article itself, so a batch's results can be seen to land on the right rows.
const echoLocal = defineEnricher({
  id: 'local',
  displayName: 'echoes the title',
  create: () => ({
    enrich: async (article) => {
      if (article.title.includes('unreadable')) throw new Error('Text could not be read');
      return { ...result('local'), tweet: `About: ${article.title}`, summary: `Summary of ${article.title}.` };
    },
  }),
});
// Summarises only while `summarising.on` holds, as the local enricher gives no summary of a one-sentence teaser.
const summarising = { on: true };
const summariesOnCue = defineEnricher({
  id: 'local',
  displayName: 'summarises on cue',
  create: () => ({ enrich: async () => ({ ...result('local'), summary: summarising.on ? 'A summary. It has two sentences.' : '' }) }),
});
// Holds the thread as a CPU-bound enricher does, and notes when it ran.
const timeline: string[] = [];
const busyLocal = defineEnricher({
  id: 'local',
  displayName: 'busy for 5 ms per article',
  create: () => ({
    enrich: async () => {
      timeline.push('article');
      const until = Date.now() + 5;
      while (Date.now() < until);
      return result('local');
    },
  }),
});
const WIRE_TITLES = ['Gold climbs to a record', 'Oil slides on supply', 'An unreadable item', 'Yen weakens past 150'];

let feeds: FixtureServer;
const apps: TestApp[] = [];

async function appWith(enricher: string) {
  const app = await startTestApp({ plugins: [rssSource, localStandIn, flaky, broken, sloppy], env: { FETCH_ALLOW_PRIVATE: 'true', ENRICHER: enricher } });
  apps.push(app);
  const source = await app.ctx.services.sources.create({ name: 'Wire', url: `${feeds.url}/feed.xml`, type: 'rss', categories: [], enabled: false }, null);
  await app.ctx.knex('sources').where({ id: source.id }).update({ enabled: true });
  await app.ctx.services.scheduler.fetchNow(source.id);
  await app.ctx.services.enrichment.onIdle();
  return app;
}

beforeAll(async () => {
  feeds = await startFixtureServer({
    '/feed.xml': { body: rssFeed('Wire', [{ title: 'Apple shares climb after results', link: 'https://news.example.org/apple', description: LONG_TEXT }]) },
    '/wire.xml': { body: rssFeed('Wire', WIRE_TITLES.map((title, i) => ({ title, link: `https://news.example.org/wire-${i}`, description: LONG_TEXT }))) },
  });
});
afterAll(async () => {
  for (const app of apps) await app.stop();
  await feeds.stop();
});

describe('enrichment after ingest', () => {
  it('stores scores, reasons, topics, tickers, tweet and the one-minute summary', async () => {
    const app = await appWith('local');
    const article = await app.ctx.knex('articles').first();
    expect(article).toMatchObject({
      sentiment: 'bullish',
      ai_score: 81,
      popularity_score: 40,
      relevance_score: 70,
      impact_score: 55,
      categories: ['markets', 'stocks'],
      tickers: ['AAPL'],
      tweet: 'Tweet by local',
      enrichment_status: 'done',
      enriched_by: 'local',
      enrichment_error: null,
    });
    expect(article.score_reasons).toEqual({ sentiment: [], importance: ['by:local'], popularity: ['cluster:1_source'], relevance: ['topic:markets'], impact: ['move:+5%'] });
    const summary = await app.ctx.knex('summaries').where({ article_id: article.id }).first();
    expect(summary).toMatchObject({ type: 'one_minute', summary: 'A summary written by local. It has two sentences.', word_count: 9, model: 'local' });
  });

  it("stores an enricher's symbols as the asset list writes them: upper case, aliases folded, each once, with their own sentiments", async () => {
    const app = await appWith('sloppy');
    const article = await app.ctx.knex('articles').first();
    expect(article).toMatchObject({ tickers: ['BTC', 'ETH', 'GOOGL'], ticker_sentiments: { BTC: 'bearish' } });
    const mentions = await app.ctx.knex('article_assets').where({ article_id: article.id }).orderBy('symbol').select('symbol', 'sentiment');
    expect(mentions).toEqual([
      { symbol: 'BTC', sentiment: 'bearish' },
      { symbol: 'ETH', sentiment: 'bullish' },
      { symbol: 'GOOGL', sentiment: 'bullish' },
    ]);
    // So the filter and the asset page find it by any spelling.
    const ids = async (url: string) => (JSON.parse((await app.server.inject(url)).payload) as { items: { id: number }[] }).items.map((item) => item.id);
    expect(await ids('/api/news?ticker=XBT')).toEqual([article.id]);
    expect(await ids('/api/news?ticker=GOOG')).toEqual([article.id]);
  });

  it('stores a fetch enriched together with each result on its own article, and a failure apart', async () => {
    const app = await startTestApp({ plugins: [rssSource, echoLocal], env: { FETCH_ALLOW_PRIVATE: 'true' } });
    apps.push(app);
    const source = await app.ctx.services.sources.create({ name: 'Wire', url: `${feeds.url}/wire.xml`, type: 'rss', categories: [], enabled: false }, null);
    await app.ctx.knex('sources').where({ id: source.id }).update({ enabled: true });
    expect(await app.ctx.services.scheduler.fetchNow(source.id)).toMatchObject({ added: 4 });
    await app.ctx.services.enrichment.onIdle();
    const rows = await app.ctx.knex('articles as a').leftJoin('summaries as s', 's.article_id', 'a.id').where('a.source_id', source.id).orderBy('a.title')
      .select('a.title', 'a.tweet', 'a.enrichment_status', 'a.enrichment_error', 's.summary');
    expect(rows).toEqual([
      { title: 'An unreadable item', tweet: null, enrichment_status: 'failed', enrichment_error: 'Unexpected error: Text could not be read', summary: null },
      ...['Gold climbs to a record', 'Oil slides on supply', 'Yen weakens past 150'].map((title) => ({
        title, tweet: `About: ${title}`, enrichment_status: 'done', enrichment_error: null, summary: `Summary of ${title}.`,
      })),
    ]);
  });

  it('lets timers and requests run between the articles of a batch', async () => {
    const app = await startTestApp({ plugins: [rssSource, busyLocal], env: { FETCH_ALLOW_PRIVATE: 'true' } });
    apps.push(app);
    const source = await app.ctx.services.sources.create({ name: 'Wire', url: `${feeds.url}/wire.xml`, type: 'rss', categories: [], enabled: false }, null);
    await app.ctx.knex('sources').where({ id: source.id }).update({ enabled: true });
    const ticker = setInterval(() => timeline.push('tick'), 1);
    try {
      await app.ctx.services.scheduler.fetchNow(source.id);
      await app.ctx.services.enrichment.onIdle();
    } finally {
      clearInterval(ticker);
    }
    const articles = timeline.flatMap((entry, i) => (entry === 'article' ? [i] : []));
    expect(articles).toHaveLength(WIRE_TITLES.length);
    // The timer got its turn between each article and the next.
    const adjacent = articles.filter((at, k) => k > 0 && at === articles[k - 1]! + 1);
    expect(adjacent).toEqual([]);
  });

  it('retries the configured enricher on passing faults', async () => {
    const app = await appWith('flaky');
    const article = await app.ctx.knex('articles').first();
    expect(article).toMatchObject({ enriched_by: 'flaky', enrichment_error: null, tweet: 'Tweet by flaky' });
  });

  it('falls back to the local enricher when the configured one fails, keeping the reason', async () => {
    const app = await appWith('broken');
    const article = await app.ctx.knex('articles').first();
    expect(article).toMatchObject({
      enriched_by: 'local',
      enrichment_status: 'done',
      enrichment_error: 'Unexpected error: The language model endpoint refused the API key',
    });
  });

  it('re-enriches one article or all on request, replacing the summary rather than adding one', async () => {
    const app = apps[0]!;
    const article = await app.ctx.knex('articles').first();
    expect(await app.ctx.services.enrichment.enrichNow(article.id)).toBe(true);
    expect(await app.ctx.services.enrichment.enrichNow(999_999)).toBe(false);
    expect(await app.ctx.services.enrichment.enrichAll(false)).toBe(1);
    expect(await app.ctx.knex('summaries').where({ article_id: article.id }).count('* as n').first()).toMatchObject({ n: 1 });
  });

  it('stores no summary for an article its enricher cannot summarise, and drops the old one when it no longer can', async () => {
    const app = await startTestApp({ plugins: [rssSource, summariesOnCue], env: { FETCH_ALLOW_PRIVATE: 'true' } });
    apps.push(app);
    const source = await app.ctx.services.sources.create({ name: 'Wire', url: `${feeds.url}/wire.xml`, type: 'rss', categories: [], enabled: false }, null);
    await app.ctx.knex('sources').where({ id: source.id }).update({ enabled: true });
    summarising.on = true;
    await app.ctx.services.scheduler.fetchNow(source.id);
    await app.ctx.services.enrichment.onIdle();
    const [first, second] = await app.ctx.knex('articles').orderBy('id').limit(2);
    summarising.on = false;
    expect(await app.ctx.services.enrichment.enrichNow(first.id)).toBe(true);
    const stored = await app.ctx.knex('summaries').whereIn('article_id', [first.id, second.id]).orderBy('article_id').select('article_id', 'summary');
    expect(stored).toEqual([{ article_id: second.id, summary: 'A summary. It has two sentences.' }]);
    expect(await app.ctx.knex('articles').where({ id: first.id }).first()).toMatchObject({ enrichment_status: 'done', tweet: 'Tweet by local' });
  });

  it('refuses an unknown enricher at start-up', async () => {
    await expect(startTestApp({ plugins: [localStandIn], env: { ENRICHER: 'nope' } })).rejects.toThrow("ENRICHER: no enricher plugin named 'nope' is installed (installed: local)");
  });

  it('picks up articles left pending by an earlier run', async () => {
    const app = apps[0]!;
    await app.ctx.knex('articles').update({ enrichment_status: 'pending', tweet: null });
    await app.ctx.services.enrichment.resume();
    await vi.waitFor(async () => expect((await app.ctx.knex('articles').first()).tweet).toBe('Tweet by local'));
  });
});
