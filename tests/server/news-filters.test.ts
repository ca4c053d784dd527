import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsList } from '../../src/contracts/news.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// The feed's filters (docs/product.md#feed-filters): each alone, together, with topic, search,
// sort and paging, and every bad value refused with a message naming its parameter. The page
// cache is on (the app's default), so two filters sharing an answer would show here.
let app: TestApp;
const ids: Record<string, number> = {};
const filler: number[] = [];
let wire: number;
let desk: number;

beforeAll(async () => {
  app = await startTestApp();
  const knex = app.ctx.knex;
  [wire, desk] = (await knex('sources').insert([{ name: 'Wire', url: 'https://wire.example/rss' }, { name: 'Desk', url: 'https://desk.example/rss' }]).returning('id')).map((r: { id: number }) => r.id) as [number, number];
  const at = (iso: string) => new Date(iso);
  ids.btcRally = await insertArticle(knex, { title: 'Bitcoin rallies to a record', tickers: ['BTC'], sentiment: 'bullish', ai_score: 90, source_id: wire, categories: ['crypto'], published_at: at('2026-11-20T10:00:00Z') });
  ids.pair = await insertArticle(knex, { title: 'BTC and ETH slide on exchange outage', tickers: ['BTC', 'ETH'], sentiment: 'bearish', ai_score: 40, source_id: desk, categories: ['crypto'], published_at: at('2026-11-20T12:00:00Z') });
  ids.ethExploit = await insertArticle(knex, { title: 'Ether slumps after exploit', tickers: ['ETH'], sentiment: 'bearish', ai_score: 75, source_id: wire, categories: ['crypto'], published_at: at('2026-11-21T08:00:00Z') });
  ids.apple = await insertArticle(knex, { title: 'Apple earnings in line', tickers: ['AAPL'], sentiment: 'neutral', ai_score: 60, source_id: desk, categories: ['stocks'], published_at: at('2026-11-19T09:00:00Z') });
  ids.berkshire = await insertArticle(knex, { title: 'Berkshire adds to cash pile', tickers: ['BRK.B'], sentiment: 'bullish', source_id: wire, categories: ['stocks'], published_at: at('2026-11-18T09:00:00Z') });
  ids.fed = await insertArticle(knex, { title: 'Fed holds rates', sentiment: null, ai_score: 100, source_id: desk, categories: ['economy'], published_at: at('2026-11-21T09:00:00Z') });
  // Seven more bearish BTC stories from the desk, for pages of a combined filter.
  for (let i = 0; i < 7; i += 1) {
    filler.push(await insertArticle(knex, { title: `Bitcoin miners sell ${i}`, tickers: ['BTC'], sentiment: 'bearish', ai_score: 50 + i, source_id: desk, categories: ['crypto'], published_at: new Date(Date.UTC(2026, 10, 10, i)) }));
  }
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
const newestFirst = (...list: number[]) => list;

describe('GET /api/news filters', () => {
  it('filters by ticker, any case, with or without $, several symbols matching any', async () => {
    const btc = newestFirst(ids.pair!, ids.btcRally!, ...[...filler].reverse());
    expect(await idsOf('/api/news?ticker=BTC&limit=50')).toEqual(btc);
    expect(await idsOf('/api/news?ticker=%24btc&limit=50')).toEqual(btc);
    expect(await idsOf('/api/news?ticker=ETH,%24aapl&limit=50')).toEqual([ids.ethExploit, ids.pair, ids.apple]);
    expect(await idsOf('/api/news?ticker=brk.b')).toEqual([ids.berkshire]);
    expect(await get('/api/news?ticker=DOGE')).toMatchObject({ body: { items: [], totalCount: 0, hasMore: false } });
  });

  it('filters by sentiment', async () => {
    expect(await idsOf('/api/news?sentiment=bullish')).toEqual([ids.btcRally, ids.berkshire]);
    expect(await idsOf('/api/news?sentiment=neutral')).toEqual([ids.apple]);
    expect((await get('/api/news?sentiment=bearish')).body.totalCount).toBe(9);
  });

  it('filters by the least importance, leaving unscored articles out', async () => {
    expect(await idsOf('/api/news?minImportance=75')).toEqual([ids.fed, ids.ethExploit, ids.btcRally]);
    expect(await idsOf('/api/news?minImportance=100')).toEqual([ids.fed]);
    expect((await get('/api/news?minImportance=0')).body.totalCount).toBe(12);
  });

  it('filters by source id; an unknown one is an empty list', async () => {
    expect(await idsOf(`/api/news?source=${wire}`)).toEqual([ids.ethExploit, ids.btcRally, ids.berkshire]);
    expect((await get(`/api/news?source=${desk}`)).body.totalCount).toBe(10);
    expect((await get('/api/news?source=999999')).body).toEqual({ items: [], totalCount: 0, hasMore: false });
  });

  it('filters by publication time, a day or a time with its offset', async () => {
    expect(await idsOf('/api/news?since=2026-11-21')).toEqual([ids.fed, ids.ethExploit]);
    expect(await idsOf('/api/news?since=2026-11-20T12:00:00Z')).toEqual([ids.fed, ids.ethExploit, ids.pair]);
    // 13:30 in UTC+2 is 11:30 UTC: the noon article is in, the ten o'clock one out.
    expect(await idsOf('/api/news?since=2026-11-20T13:30:00%2B02:00')).toEqual([ids.fed, ids.ethExploit, ids.pair]);
    expect(await idsOf('/api/news?since=2026-11-20T11:59:59.999Z')).toEqual([ids.fed, ids.ethExploit, ids.pair]);
  });

  it('combines every filter with each other, topic, search and sort', async () => {
    const base = `ticker=BTC&sentiment=bearish&minImportance=52&source=${desk}&since=2026-11-10T02:00:00Z`;
    // Filler 2…6 (importance 52…56, from 02:00) and the pair are out on importance (40).
    expect(await idsOf(`/api/news?${base}`)).toEqual(filler.slice(2).reverse());
    expect(await idsOf(`/api/news?${base}&sort=impact`)).toEqual(filler.slice(2).reverse());
    expect(await idsOf(`/api/news?${base}&topic=crypto&q=miners`)).toEqual(filler.slice(2).reverse());
    expect((await get(`/api/news?${base}&topic=stocks`)).body.totalCount).toBe(0);
    expect(await idsOf('/api/news?ticker=ETH&sentiment=bearish&q=exploit')).toEqual([ids.ethExploit]);
  });

  it('pages a filtered list with the right totals', async () => {
    const query = `ticker=BTC&sentiment=bearish&source=${desk}&limit=3`;
    const pages = await Promise.all([1, 2, 3].map((page) => get(`/api/news?${query}&page=${page}`)));
    expect(pages.map((p) => [p.body.items.length, p.body.totalCount, p.body.hasMore])).toEqual([[3, 8, true], [3, 8, true], [2, 8, false]]);
    expect(pages.flatMap((p) => p.body.items.map((i) => i.id))).toEqual([ids.pair, ...[...filler].reverse()]);
  });

  it.each([
    ['ticker=', 'ticker must name at least one symbol'],
    ['ticker=,%20,', 'ticker must name at least one symbol'],
    [`ticker=${Array.from({ length: 21 }, (_, i) => `S${i}`).join(',')}`, 'ticker must name at most 20 symbols'],
    ['ticker=BTC,B%20TC', 'ticker must be symbols such as BTC or $ETH, comma separated'],
    ['ticker=BTC;DROP', 'ticker must be symbols such as BTC or $ETH, comma separated'],
    ['ticker=%24%24BTC', 'ticker must be symbols such as BTC or $ETH, comma separated'],
    [`ticker=${'A'.repeat(30)}`, 'ticker must be symbols such as BTC or $ETH, comma separated'],
    ['ticker=BTC&ticker=ETH', 'ticker may be given only once'],
    ['sentiment=maybe', 'sentiment must be one of: bullish, bearish, neutral'],
    ['sentiment=', 'sentiment must be one of: bullish, bearish, neutral'],
    ['minImportance=101', 'minImportance must be between 0 and 100'],
    ['minImportance=-1', 'minImportance must be between 0 and 100'],
    ['minImportance=abc', 'minImportance must be a whole number'],
    ['q=a&q=b', 'q may be given only once'],
    ['sort=latest&sort=popular', 'sort may be given only once'],
    ['minImportance=50.5', 'minImportance must be a whole number'],
    // Read as numbers by a plain coercion: '' as 0, the rest as hex, exponent, signed or padded.
    ['minImportance=', 'minImportance must be a whole number'],
    ['minImportance=0x3C', 'minImportance must be a whole number'],
    ['minImportance=1e1', 'minImportance must be a whole number'],
    ['minImportance=%2B5', 'minImportance must be a whole number'],
    ['minImportance=%205', 'minImportance must be a whole number'],
    ['minImportance=50.0', 'minImportance must be a whole number'],
    ['source=0x5', 'source must be a whole number from 1 to 2147483647'],
    ['ticker=%C3%9F', 'ticker must be symbols such as BTC or $ETH, comma separated'],
    ['ticker=%C4%B1', 'ticker must be symbols such as BTC or $ETH, comma separated'],
    ['page=', 'page must be a whole number'],
    ['source=abc', 'source must be a whole number from 1 to 2147483647'],
    ['source=0', 'source must be a whole number from 1 to 2147483647'],
    ['source=2147483648', 'source must be a whole number from 1 to 2147483647'],
    ['since=yesterday', 'since must be an ISO 8601 time, such as 2026-11-20T10:00:00Z'],
    ['since=2026-11-20T10:00:00', 'since must be an ISO 8601 time, such as 2026-11-20T10:00:00Z'],
    ['since=2026-02-30', 'since must be an ISO 8601 time, such as 2026-11-20T10:00:00Z'],
    ['since=0001-01-01T00:00:00Z', 'since must be 1970 or later'],
  ])('refuses ?%s with 400 "%s"', async (query, message) => {
    const res = await get(`/api/news?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});
