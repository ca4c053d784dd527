import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssetDetail, assetDetailSchema, type AssetList, assetListSchema } from '../../src/contracts/assets.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// The asset board and asset pages (docs/product.md#assets, docs/asset-data.md): counts of each
// asset's own sentiment over a window ending at the app clock's now, the importance-weighted index,
// the trend's buckets beside the stored price history, top stories and related assets.
const NOW = new Date('2026-11-20T12:30:00Z');
const at = (iso: string) => new Date(iso);
let app: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp({ clock: () => NOW });
  const knex = app.ctx.knex;
  // In the last 24 hours (this hour and the 23 before: from 2026-11-19T13:00Z).
  ids.split = await insertArticle(knex, { title: 'BTC rallies as ETH slumps', tickers: ['BTC', 'ETH'], sentiment: 'bearish', ticker_sentiments: { BTC: 'bullish' }, ai_score: 80, published_at: at('2026-11-20T11:10:00Z') });
  ids.btcBear = await insertArticle(knex, { title: 'Bitcoin miners sell', tickers: ['BTC'], sentiment: 'bearish', ai_score: 20, published_at: at('2026-11-20T12:05:00Z') });
  ids.btcFirstHour = await insertArticle(knex, { title: 'Bitcoin flat', tickers: ['BTC'], sentiment: 'neutral', published_at: at('2026-11-19T13:00:00Z') });
  ids.sol = await insertArticle(knex, { title: 'Solana upgrade', tickers: ['SOL'], sentiment: 'bullish', ai_score: 30, published_at: at('2026-11-20T10:00:00Z') });
  // Outside the 24 hours, inside 7 days (from 2026-11-14T00:00Z) and 30 days (from 2026-10-22T00:00Z).
  ids.btcBefore = await insertArticle(knex, { title: 'Bitcoin ETF inflows', tickers: ['BTC'], sentiment: 'bullish', ai_score: 50, published_at: at('2026-11-19T12:59:59Z') });
  ids.btcSol = await insertArticle(knex, { title: 'BTC and SOL lead', tickers: ['BTC', 'SOL'], sentiment: 'bullish', ai_score: 10, published_at: at('2026-11-15T08:00:00Z') });
  ids.btcMonth = await insertArticle(knex, { title: 'Bitcoin slides', tickers: ['BTC', 'BCH'], sentiment: 'bearish', ai_score: 60, published_at: at('2026-10-22T00:00:00Z') });
  // In a language the enricher does not read for sentiment: its mention counts, with no index.
  const unread = await insertArticle(knex, { title: '仮想通貨ニュース', tickers: ['JPQ'], language: 'ja', ai_score: 40, published_at: at('2026-11-18T06:00:00Z') });
  await knex('article_assets').insert({ article_id: unread, symbol: 'JPQ', sentiment: 'unassessed', published_at: at('2026-11-18T06:00:00Z'), ai_score: 40 });
  // Outside every window: after now (in this hour, and later today: the hour's and the day's sums
  // hold them), before 30 days, and not enriched.
  await insertArticle(knex, { title: 'Bitcoin tomorrow', tickers: ['BTC'], sentiment: 'bullish', published_at: at('2026-11-20T12:30:01Z') });
  await insertArticle(knex, { title: 'Bitcoin tonight', tickers: ['BTC', 'ETH'], sentiment: 'bearish', ai_score: 90, published_at: at('2026-11-20T23:59:59Z') });
  await insertArticle(knex, { title: 'Old coin news', tickers: ['BTC', 'OLDC'], sentiment: 'bullish', published_at: at('2026-10-21T23:59:59Z') });
  await insertArticle(knex, { title: 'Bitcoin note', tickers: ['BTC', 'ZZZ'], sentiment: null, published_at: at('2026-11-20T09:00:00Z') });
  await insertArticle(knex, { title: 'Unlisted coin', tickers: ['QQX'], sentiment: 'neutral', published_at: at('2026-11-20T09:00:00Z') });
  await knex('market_quotes').insert([
    { symbol: 'BTC', name: 'Bitcoin', type: 'crypto', market_group: 'crypto', price: 70_000, change_percent: -1.5, currency: 'USD', data_source: 'sample' },
    { symbol: 'QUOTEONLY', name: 'Quoted Only Inc', type: 'equity', market_group: 'stocks', price: 12.5, change_percent: 0, currency: 'USD', data_source: 'sample' },
  ]);
  await knex('quote_history').insert([
    { symbol: 'BTC', hour: at('2026-11-19T10:00:00Z'), price: 68_000, quoted_at: at('2026-11-19T10:05:00Z') },
    { symbol: 'BTC', hour: at('2026-11-19T20:00:00Z'), price: 68_500, quoted_at: at('2026-11-19T20:55:00Z') },
    { symbol: 'BTC', hour: at('2026-11-20T11:00:00Z'), price: 69_000, quoted_at: at('2026-11-20T11:55:00Z') },
    { symbol: 'BTC', hour: at('2026-11-20T12:00:00Z'), price: 70_000, quoted_at: at('2026-11-20T12:25:00Z') },
  ]);
});
afterAll(async () => {
  await app.stop();
});

const get = <T>(url: string) => createAgent(app.server).get<T>(url);
async function list(query: string): Promise<AssetList> {
  const res = await get<AssetList>(`/api/assets${query}`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return assetListSchema.parse(res.body);
}
async function detail(path: string): Promise<AssetDetail> {
  const res = await get<AssetDetail>(`/api/assets/${path}`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return assetDetailSchema.parse(res.body);
}
const zero = { mentions: 0, bullish: 0, bearish: 0, neutral: 0, index: null, price: null };

describe('GET /api/assets', () => {
  it('ranks the last 24 hours’ assets by mentions, each symbol’s own sentiment counted, signed out', async () => {
    const body = await list('');
    expect(body.window).toBe('24h');
    expect(body.items.map((item) => [item.symbol, item.mentions])).toEqual([['BTC', 3], ['ETH', 1], ['QQX', 1], ['SOL', 1]]);
    // BTC: bullish (80) in the split article, bearish (20), neutral (unscored: 1) → (80 − 20) / 101.
    expect(body.items[0]).toEqual({
      symbol: 'BTC', name: 'Bitcoin', type: 'crypto', mentions: 3, bullish: 1, bearish: 1, neutral: 1, sentimentIndex: 59,
      price: 70_000, changePercentage: -1.5, currency: 'USD',
    });
    expect(body.items[1]).toMatchObject({ symbol: 'ETH', name: 'Ethereum', bearish: 1, sentimentIndex: -100, price: null, changePercentage: null, currency: null });
    expect(body.items[2]).toMatchObject({ symbol: 'QQX', name: 'QQX', type: 'other', neutral: 1, sentimentIndex: 0 });
  });

  it('ranks by sentiment, most bullish first, among the limit most mentioned', async () => {
    expect((await list('?sort=sentiment')).items.map((item) => [item.symbol, item.sentimentIndex])).toEqual([['SOL', 100], ['BTC', 59], ['QQX', 0], ['ETH', -100]]);
    // An asset with no index (its news not read for sentiment) comes after every one with an index, not as a 0.
    expect((await list('?window=7d&sort=sentiment')).items.map((item) => [item.symbol, item.sentimentIndex]).slice(-2)).toEqual([['ETH', -100], ['JPQ', null]]);
    expect((await list('?limit=1')).items.map((item) => item.symbol)).toEqual(['BTC']);
    // The limit takes the most mentioned, then orders them: the board's 30, not 30 one-off mentions at +100.
    expect((await list('?sort=sentiment&limit=2')).items.map((item) => [item.symbol, item.sentimentIndex])).toEqual([['BTC', 59], ['ETH', -100]]);
  });

  it('counts the 7 and 30 day windows by whole UTC days', async () => {
    const week = await list('?window=7d');
    expect(week.window).toBe('7d');
    expect(week.items.find((item) => item.symbol === 'BTC')).toMatchObject({ mentions: 5, bullish: 3, bearish: 1, neutral: 1 });
    expect(week.items.find((item) => item.symbol === 'SOL')).toMatchObject({ mentions: 2 });
    const month = await list('?window=30d&sort=mentions&limit=100');
    expect(month.items.find((item) => item.symbol === 'BTC')).toMatchObject({ mentions: 6, bearish: 2 });
    // The Bitcoin Cash name comes from the asset list, written in lower case there.
    expect(month.items.find((item) => item.symbol === 'BCH')).toMatchObject({ name: 'Bitcoin Cash', type: 'crypto', mentions: 1 });
    expect(month.items.some((item) => item.symbol === 'OLDC' || item.symbol === 'ZZZ')).toBe(false);
  });

  it.each([
    ['window=1h', 'window must be one of: 24h, 7d, 30d'],
    ['window=', 'window must be one of: 24h, 7d, 30d'],
    ['sort=price', 'sort must be one of: mentions, sentiment'],
    ['limit=0', 'limit must be between 1 and 100'],
    ['limit=101', 'limit must be between 1 and 100'],
    ['limit=abc', 'limit must be a whole number'],
    ['limit=2.5', 'limit must be a whole number'],
    ['ticker=BTC', 'Unknown query parameter: ticker'],
    ['=1', 'Unknown query parameter: (an empty name)'],
    ['window=24h&window=7d', 'window may be given only once'],
  ])('refuses ?%s with 400 "%s"', async (query, message) => {
    const res = await get(`/api/assets?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /api/assets/{symbol}', () => {
  it('answers 24 hourly buckets with counts, index and the hour’s last price, and the totals', async () => {
    const btc = await detail('BTC');
    expect(btc).toMatchObject({
      symbol: 'BTC', name: 'Bitcoin', type: 'crypto', price: 70_000, changePercentage: -1.5, currency: 'USD', isPositive: false,
      window: '24h', mentions: 3, sentiment: { bullish: 1, bearish: 1, neutral: 1, index: 59 },
    });
    expect(btc.trend).toHaveLength(24);
    expect(btc.trend[0]).toEqual({ at: '2026-11-19T13:00:00.000Z', mentions: 1, bullish: 0, bearish: 0, neutral: 1, index: 0, price: null });
    expect(btc.trend[1]).toEqual({ at: '2026-11-19T14:00:00.000Z', ...zero });
    expect(btc.trend[7]).toMatchObject({ at: '2026-11-19T20:00:00.000Z', mentions: 0, index: null, price: 68_500 });
    expect(btc.trend[22]).toEqual({ at: '2026-11-20T11:00:00.000Z', mentions: 1, bullish: 1, bearish: 0, neutral: 0, index: 100, price: 69_000 });
    expect(btc.trend[23]).toEqual({ at: '2026-11-20T12:00:00.000Z', mentions: 1, bullish: 0, bearish: 1, neutral: 0, index: -100, price: 70_000 });
    expect(btc.trend.reduce((sum, point) => sum + point.mentions, 0)).toBe(btc.mentions);
  });

  it('lists the window’s most important stories about it as news items, and the symbols named beside it', async () => {
    const btc = await detail('BTC');
    expect(btc.topStories.map((item) => item.id)).toEqual([ids.split, ids.btcBear, ids.btcFirstHour]);
    expect(btc.topStories[0]).toMatchObject({ title: 'BTC rallies as ETH slumps', sentiment: 'bearish', ticker_sentiments: { BTC: 'bullish' } });
    expect(btc.relatedSymbols).toEqual(['ETH']);
    expect((await detail('BTC?window=7d')).relatedSymbols).toEqual(['ETH', 'SOL']);
  });

  it('answers 7 and 30 daily buckets, each day’s price its last point', async () => {
    const week = await detail('BTC?window=7d');
    expect(week.trend.map((point) => point.at.slice(0, 10))).toEqual(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(week.trend.map((point) => point.mentions)).toEqual([0, 1, 0, 0, 0, 2, 2]);
    expect(week.trend.map((point) => point.price)).toEqual([null, null, null, null, null, 68_500, 70_000]);
    expect(week.trend[5]).toMatchObject({ bullish: 1, neutral: 1, index: 98 });
    expect(week).toMatchObject({ window: '7d', mentions: 5, sentiment: { bullish: 3, bearish: 1, neutral: 1 } });
    const month = await detail('BTC?window=30d');
    expect(month.trend).toHaveLength(30);
    expect(month.trend[0]).toMatchObject({ at: '2026-10-22T00:00:00.000Z', mentions: 1, bearish: 1, index: -100 });
    expect(month.mentions).toBe(6);
    expect(month.relatedSymbols).toEqual(['BCH', 'ETH', 'SOL']);
  });

  it('takes the symbol in any case, with or without $', async () => {
    expect(await detail('%24btc')).toEqual(await detail('BTC'));
    expect((await detail('sol')).symbol).toBe('SOL');
  });

  it('answers a listed asset, a quoted one and one mentioned long ago even with no mentions in the window', async () => {
    const apple = await detail('AAPL?window=7d');
    expect(apple).toMatchObject({ symbol: 'AAPL', name: 'Apple', type: 'equity', mentions: 0, price: null, isPositive: false, topStories: [], relatedSymbols: [] });
    expect(apple.sentiment).toEqual({ bullish: 0, bearish: 0, neutral: 0, index: null });
    expect(apple.trend).toEqual(week('2026-11-14').map((day) => ({ at: day, ...zero })));
    expect(await detail('QUOTEONLY')).toMatchObject({ name: 'Quoted Only Inc', type: 'other', price: 12.5, isPositive: true, mentions: 0 });
    expect(await detail('OLDC')).toMatchObject({ name: 'OLDC', type: 'other', mentions: 0 });
  });

  it('answers 404 for a symbol nothing names: no list, no quote, no enriched article', async () => {
    for (const symbol of ['NOPE', 'ZZZ']) {
      const res = await get(`/api/assets/${symbol}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Asset not found' });
    }
  });

  it.each([
    ['B%20TC', 'symbol must be a symbol such as BTC or $ETH'],
    ['BTC%3BDROP', 'symbol must be a symbol such as BTC or $ETH'],
    ['%24%24BTC', 'symbol must be a symbol such as BTC or $ETH'],
    ['A'.repeat(30), 'symbol must be a symbol such as BTC or $ETH'],
    ['BTC?window=2d', 'window must be one of: 24h, 7d, 30d'],
    ['BTC?limit=5', 'Unknown query parameter: limit'],
    ['BTC?sort=mentions', 'Unknown query parameter: sort'],
  ])('refuses /api/assets/%s with 400 "%s"', async (path, message) => {
    const res = await get(`/api/assets/${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('asset answers kept in memory', () => {
  it('serves a kept answer until articles change on any instance, then counts the new ones', async () => {
    expect((await detail('ETH')).mentions).toBe(1);
    await insertArticle(app.ctx.knex, { title: 'Ether rebounds', tickers: ['ETH'], sentiment: 'bullish', ai_score: 40, published_at: at('2026-11-20T12:10:00Z') });
    expect((await detail('ETH')).mentions).toBe(1);
    await app.ctx.services.live.publish({ event: 'articles', data: { kind: 'updated', ids: [1] } });
    await expect.poll(async () => (await detail('ETH')).mentions).toBe(2);
  });
});

function week(first: string): string[] {
  return Array.from({ length: 7 }, (_, i) => new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString());
}
