import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsList } from '../../src/contracts/news.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { unprepared } from '../../src/server/db/prepared.js';
import { createFeedRepository, type FeedFilter, type FeedRow, type PageStart } from '../../src/server/modules/news/feed-repository.js';

// The feed's sentiment filter beside a ticker (docs/product.md#feed-filters) reads that asset's own
// sentiment: "BTC rallies as ETH slumps" is bullish BTC news and bearish ETH news, whatever the
// article's one sentiment says. Without a ticker it is the article's sentiment as before.
let app: TestApp;
const ids: Record<string, number> = {};
let wire: number;

beforeAll(async () => {
  app = await startTestApp();
  const knex = app.ctx.knex;
  [wire] = (await knex('sources').insert([{ name: 'Wire', url: 'https://wire.example/rss' }]).returning('id')).map((r: { id: number }) => r.id) as [number];
  const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
  ids.split = await insertArticle(knex, { title: 'BTC rallies as ETH slumps after the exploit', tickers: ['BTC', 'ETH'], sentiment: 'bearish', ticker_sentiments: { BTC: 'bullish' }, ai_score: 80, source_id: wire, published_at: at(12) });
  ids.btcBear = await insertArticle(knex, { title: 'Bitcoin miners sell', tickers: ['BTC'], sentiment: 'bearish', ai_score: 40, published_at: at(11) });
  ids.ethBull = await insertArticle(knex, { title: 'Ether upgrade lands', tickers: ['ETH'], sentiment: 'bullish', ai_score: 60, source_id: wire, published_at: at(10) });
  ids.unscored = await insertArticle(knex, { title: 'Bitcoin note', tickers: ['BTC'], sentiment: null, published_at: at(9) });
  for (let i = 0; i < 5; i += 1) ids[`btcBull${i}`] = await insertArticle(knex, { title: `Bitcoin buyers return ${i}`, tickers: ['BTC'], sentiment: 'bullish', ai_score: 50 + i, published_at: at(i) });
});
afterAll(async () => {
  await app.stop();
});

const get = (url: string) => createAgent(app.server).get<NewsList>(url);
async function idsOf(url: string): Promise<number[]> {
  const res = await get(url);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((item) => item.id);
}
const bulls = () => [4, 3, 2, 1, 0].map((i) => ids[`btcBull${i}`]);

describe('GET /api/news?ticker=…&sentiment=…', () => {
  it('matches an article on the asset’s own sentiment, not the article’s', async () => {
    expect(await idsOf('/api/news?ticker=BTC&sentiment=bullish&limit=50')).toEqual([ids.split, ...bulls()]);
    expect(await idsOf('/api/news?ticker=BTC&sentiment=bearish')).toEqual([ids.btcBear]);
    expect(await idsOf('/api/news?ticker=ETH&sentiment=bearish')).toEqual([ids.split]);
    expect(await idsOf('/api/news?ticker=ETH&sentiment=bullish')).toEqual([ids.ethBull]);
    expect(await idsOf('/api/news?ticker=BTC&sentiment=neutral')).toEqual([]);
  });

  it('matches any of several symbols on its own sentiment, each article once', async () => {
    expect(await idsOf('/api/news?ticker=ETH,%24btc&sentiment=bearish')).toEqual([ids.split, ids.btcBear]);
    expect(await idsOf('/api/news?ticker=BTC,ETH&sentiment=bullish&limit=3')).toEqual([ids.split, ids.ethBull, ids.btcBull4]);
  });

  it('keeps the article’s sentiment without a ticker, and every ticker’s article with no sentiment given', async () => {
    expect(await idsOf('/api/news?sentiment=bearish')).toEqual([ids.split, ids.btcBear]);
    expect(await idsOf('/api/news?sentiment=bullish&limit=50')).toEqual([ids.ethBull, ...bulls()]);
    expect(await idsOf('/api/news?ticker=BTC&limit=50')).toEqual([ids.split, ids.btcBear, ids.unscored, ...bulls()]);
  });

  it('counts and pages the per-asset match right, with the other filters and sorts', async () => {
    const pages = await Promise.all([1, 2].map((page) => get(`/api/news?ticker=BTC&sentiment=bullish&limit=4&page=${page}`)));
    expect(pages.map((p) => [p.body.items.length, p.body.totalCount, p.body.hasMore])).toEqual([[4, 6, true], [2, 6, false]]);
    expect(pages.flatMap((p) => p.body.items.map((item) => item.id))).toEqual([ids.split, ...bulls()]);
    expect(await idsOf(`/api/news?ticker=BTC&sentiment=bullish&source=${wire}`)).toEqual([ids.split]);
    expect(await idsOf('/api/news?ticker=BTC&sentiment=bullish&minImportance=53')).toEqual([ids.split, ids.btcBull4, ids.btcBull3]);
    expect(await idsOf('/api/news?ticker=BTC&sentiment=bullish&q=exploit&sort=impact')).toEqual([ids.split]);
    expect(await idsOf('/api/news?ticker=ETH&sentiment=bearish&since=2026-11-20T12:00:01Z')).toEqual([]);
    expect((await get('/api/news?ticker=BTC&sentiment=bullish&minImportance=53&since=2026-11-20T03:00:00Z')).body.totalCount).toBe(3);
  });

  it('starts a deep page after a remembered row of the asset’s own news, skipping as asked', async () => {
    const feed = createFeedRepository(app.ctx.knex);
    const filter = { tickers: ['BTC'], sentiment: 'bullish' as const };
    const after = await feed.keyAt(filter, 'latest', 0);
    const page = await feed.page(filter, 'latest', 2, { after, skip: 1 });
    expect(page.map((row) => row.id)).toEqual([ids.btcBull3, ids.btcBull2]);
    expect(await feed.page({ ...filter, minImportance: 52 }, 'latest', 5, { after, skip: 0 })).toMatchObject([{ id: ids.btcBull4 }, { id: ids.btcBull3 }, { id: ids.btcBull2 }]);
  });

  it('counts an article naming two of the symbols with that sentiment once', async () => {
    const both = await insertArticle(app.ctx.knex, { title: 'BTC and ETH both climb', tickers: ['BTC', 'ETH'], sentiment: 'bullish', published_at: new Date(Date.UTC(2026, 10, 20, 13)) });
    const res = await get('/api/news?ticker=BTC,ETH&sentiment=bullish&since=2026-11-20T00:00:00Z&limit=3');
    expect([res.body.items.map((item) => item.id), res.body.totalCount, res.body.hasMore]).toEqual([[both, ids.split, ids.ethBull], 8, true]);
  });

  it('answers as a named statement as unnamed, once the connection keeps its plan, for any asset, limit and start', async () => {
    const asked: [FeedFilter, number, PageStart][] = [
      [{ tickers: ['BTC'], sentiment: 'bullish' }, 3, { after: null, skip: 0 }],
      [{ tickers: ['ETH'], sentiment: 'bearish' }, 3, { after: null, skip: 0 }],
      [{ tickers: ['BTC'], sentiment: 'bullish', minImportance: 51 }, 2, { after: null, skip: 1 }],
      [{ tickers: ['BTC'], sentiment: 'bearish' }, 20, { after: null, skip: 0 }],
    ];
    const unnamed = createFeedRepository(app.ctx.knex, unprepared);
    const expected: FeedRow[][] = [];
    for (const [filter, limit, start] of asked) expected.push(await unnamed.page(filter, 'latest', limit, start));
    // The 'both' article of the test before is the newest bullish BTC news.
    expect(expected.map((rows) => rows.map((row) => row.id)).slice(1)).toEqual([[ids.split], [ids.btcBull4, ids.btcBull3], [ids.btcBear]]);
    // Over one connection, past the five runs after which PostgreSQL may keep a generic plan.
    const { answers, named } = await app.ctx.knex.transaction(async (trx) => {
      const feed = createFeedRepository(trx);
      const answers = [];
      for (let i = 0; i < 7; i++) for (const [filter, limit, start] of asked) answers.push(await feed.page(filter, 'latest', limit, start));
      const named = await trx.raw<{ rows: { statement: string }[] }>("select statement from pg_prepared_statements where statement like '%from article_assets where symbol = $1 and sentiment = $2%'");
      return { answers, named: named.rows.map((row) => row.statement) };
    });
    expect(answers).toEqual(Array.from({ length: 7 }, () => expected).flat());
    // A statement per shape, the next of a few limits in its text (3 and 2 read 11, 20 reads 21, and keep theirs).
    for (const shape of [/sentiment = \$2\s+order by .* limit 11\) t/, /ai_score >= \$3\s+order by .* limit 11 offset \$4\) t/, /sentiment = \$2\s+order by .* limit 21\) t/]) {
      expect(named.some((statement) => shape.test(statement)), String(shape)).toBe(true);
    }
  });

  it('keeps a few statements per filter shape whatever limits are asked, each page its own length', async () => {
    const { lengths, limits } = await app.ctx.knex.transaction(async (trx) => {
      const feed = createFeedRepository(trx);
      const lengths = [];
      for (let limit = 1; limit <= 30; limit++) lengths.push((await feed.page({ tickers: ['BTC'], sentiment: 'bullish' }, 'latest', limit, { after: null, skip: 0 })).length);
      const named = await trx.raw<{ rows: { statement: string }[] }>("select statement from pg_prepared_statements where statement like '%from article_assets where symbol = $1 and sentiment = $2\n%'");
      return { lengths, limits: [...new Set(named.rows.map((row) => /limit (\d+)( offset \$\d+)?\) t/.exec(row.statement)?.[1]))].sort() };
    });
    // Seven bullish BTC articles by now.
    expect(lengths).toEqual(Array.from({ length: 30 }, (_, i) => Math.min(i + 1, 7)));
    expect(limits).toEqual(['11', '21', '51']);
  });
});
