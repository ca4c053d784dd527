import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../../migrations/20261127_0240_create_asset_rollups.js';
import * as daily from '../../../migrations/20261128_0280_create_asset_daily.js';
import type { Enrichment } from '../../../src/plugins/sdk/index.js';
import { createEnrichmentRepository, type EnrichmentRepository } from '../../../src/server/modules/news/enrichment-repository.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { insertArticle } from '../../helpers/articles.js';

// The hourly and daily rollups of article_assets (migrations 0240 and 0280) must always equal what
// article_assets says, however its rows change: enrichment, re-enrichment, deletion with the
// article, backfill.
let app: TestApp;
let knex: Knex;
let repository: EnrichmentRepository;

const result = (fields: Partial<Enrichment> = {}): Enrichment => ({
  sentiment: 'bullish',
  sentimentScore: 0.4,
  importance: { value: 70, reasons: [] },
  popularity: { value: 10, reasons: [] },
  relevance: { value: 50, reasons: [] },
  impact: { value: 30, reasons: [] },
  categories: ['crypto'],
  tickers: ['BTC', 'ETH'],
  summary: '',
  tweet: 'tweet',
  ...fields,
});

const save = (id: number, fields: Partial<Enrichment> = {}) => repository.saveMany([{ id, result: result(fields), enrichedBy: 'local', error: null }]);

/** The stored sums, leaving out those brought back to 0. */
async function stored() {
  const hourly = await knex('asset_hourly').where('mentions', '<>', 0).orderBy(['symbol', 'hour', 'sentiment']).select('symbol', 'hour', 'sentiment', 'mentions', 'weight');
  const pairs = await knex('asset_pairs_hourly').where('mentions', '<>', 0).orderBy(['symbol', 'hour', 'other']).select('symbol', 'hour', 'other', 'mentions');
  const days = await knex('asset_daily').where('mentions', '<>', 0).orderBy(['symbol', 'day', 'sentiment']).select('symbol', 'day', 'sentiment', 'mentions', 'weight');
  return { hourly, pairs, days };
}

/** The same sums counted afresh from article_assets. */
async function counted() {
  const hourly = await knex.raw(`
    select symbol, date_trunc('hour', published_at, 'UTC') as hour, sentiment, count(*)::int as mentions,
           sum(greatest(coalesce(ai_score, 1), 1))::int as weight
    from article_assets group by 1, 2, 3 order by 1, 2, 3`);
  const pairs = await knex.raw(`
    select s.symbol, date_trunc('hour', s.published_at, 'UTC') as hour, x.symbol as other, count(*)::int as mentions
    from article_assets s join article_assets x on x.article_id = s.article_id and x.symbol <> s.symbol
    group by 1, 2, 3 order by 1, 2, 3`);
  const days = await knex.raw(`
    select symbol, date_trunc('day', published_at, 'UTC') as day, sentiment, count(*)::int as mentions,
           sum(greatest(coalesce(ai_score, 1), 1))::int as weight
    from article_assets group by 1, 2, 3 order by 1, 2, 3`);
  return { hourly: hourly.rows, pairs: pairs.rows, days: days.rows };
}

const AT = new Date('2026-11-20T10:15:00Z');
const HOUR = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  app = await startTestApp();
  knex = app.ctx.knex;
  repository = createEnrichmentRepository(knex);
});
afterAll(async () => {
  await app.stop();
});

describe('asset rollups kept as article_assets changes', () => {
  it('adds an enriched article’s mentions and pairs to its UTC hour', async () => {
    const id = await insertArticle(knex, { published_at: AT });
    await save(id, { tickers: ['BTC', 'ETH', 'SOL'], tickerSentiments: { ETH: 'bearish' } });
    const { hourly, pairs } = await stored();
    expect(hourly).toEqual([
      { symbol: 'BTC', hour: HOUR, sentiment: 'bullish', mentions: 1, weight: 70 },
      { symbol: 'ETH', hour: HOUR, sentiment: 'bearish', mentions: 1, weight: 70 },
      { symbol: 'SOL', hour: HOUR, sentiment: 'bullish', mentions: 1, weight: 70 },
    ]);
    expect(pairs.filter((p) => p.symbol === 'BTC')).toEqual([
      { symbol: 'BTC', hour: HOUR, other: 'ETH', mentions: 1 },
      { symbol: 'BTC', hour: HOUR, other: 'SOL', mentions: 1 },
    ]);
    expect(await stored()).toEqual(await counted());
  });

  it('adds each mention to its UTC day: the day’s last second and the next day’s first apart', async () => {
    const late = await insertArticle(knex, { published_at: new Date('2026-11-22T23:59:59Z') });
    const early = await insertArticle(knex, { published_at: new Date('2026-11-23T00:00:00Z') });
    await save(late, { tickers: ['LINK'] });
    await save(early, { tickers: ['LINK'], sentiment: 'bearish', importance: { value: 20, reasons: [] } });
    await save(early, { tickers: ['LINK'], sentiment: 'neutral', importance: { value: 20, reasons: [] } });
    expect((await stored()).days.filter((d) => d.symbol === 'LINK')).toEqual([
      { symbol: 'LINK', day: new Date('2026-11-22T00:00:00Z'), sentiment: 'bullish', mentions: 1, weight: 70 },
      { symbol: 'LINK', day: new Date('2026-11-23T00:00:00Z'), sentiment: 'neutral', mentions: 1, weight: 20 },
    ]);
    expect(await stored()).toEqual(await counted());
  });

  it('takes off the old rows and adds the new when an article is enriched again with other symbols, sentiments and importance', async () => {
    const id = await insertArticle(knex, { published_at: AT });
    const other = await insertArticle(knex, { published_at: AT });
    await save(other);
    await save(id);
    await save(id, { sentiment: 'bearish', tickers: ['ETH', 'DOGE'], importance: { value: 0, reasons: [] } });
    const { hourly } = await stored();
    expect(hourly.filter((h) => h.symbol === 'DOGE')).toEqual([{ symbol: 'DOGE', hour: HOUR, sentiment: 'bearish', mentions: 1, weight: 1 }]);
    expect(await stored()).toEqual(await counted());
    // Enriched again unchanged, twice in one batch: still counted once.
    await repository.saveMany([
      { id, result: result(), enrichedBy: 'local', error: null },
      { id: other, result: result({ tickers: [] }), enrichedBy: 'local', error: null },
    ]);
    expect(await stored()).toEqual(await counted());
  });

  it('takes off an article’s rows when it is deleted, and keeps those of the other articles of its hour', async () => {
    const gone = await insertArticle(knex, { published_at: AT });
    await save(gone, { tickers: ['BTC', 'XRP'] });
    await knex('articles').where({ id: gone }).delete();
    expect((await stored()).hourly.filter((h) => h.symbol === 'XRP')).toEqual([]);
    expect(await stored()).toEqual(await counted());
  });

  it('counts rows written straight to article_assets, one symbol of an article at a time', async () => {
    const id = await insertArticle(knex, { published_at: new Date('2026-11-21T23:59:59Z') });
    for (const symbol of ['ADA', 'LINK', 'BTC']) await knex('article_assets').insert({ article_id: id, symbol, sentiment: 'neutral', published_at: new Date('2026-11-21T23:59:59Z'), ai_score: null });
    await knex('article_assets').where({ article_id: id, symbol: 'LINK' }).delete();
    expect((await stored()).pairs.filter((p) => p.symbol === 'ADA')).toEqual([{ symbol: 'ADA', hour: new Date('2026-11-21T23:00:00Z'), other: 'BTC', mentions: 1 }]);
    expect(await stored()).toEqual(await counted());
  });
});

describe('migration 0240: rollups backfilled', () => {
  it('sums every stored row, and keeps the sums from then on', async () => {
    await down(knex);
    const id = await insertArticle(knex, { tickers: ['BTC', 'AAPL'], sentiment: 'bearish', ai_score: 44, published_at: AT });
    await up(knex);
    expect((await stored()).hourly.filter((h) => h.symbol === 'AAPL')).toEqual([{ symbol: 'AAPL', hour: HOUR, sentiment: 'bearish', mentions: 1, weight: 44 }]);
    expect(await stored()).toEqual(await counted());
    await save(id, { tickers: ['AAPL'] });
    expect(await stored()).toEqual(await counted());
  });
});

describe('migration 0280: daily sums backfilled', () => {
  it('sums every stored row by UTC day, and keeps the sums from then on', async () => {
    await daily.down(knex);
    const id = await insertArticle(knex, { tickers: ['BTC', 'MSFT'], sentiment: 'bullish', ai_score: 12, published_at: AT });
    await daily.up(knex);
    expect((await stored()).days.filter((d) => d.symbol === 'MSFT')).toEqual([{ symbol: 'MSFT', day: new Date('2026-11-20T00:00:00Z'), sentiment: 'bullish', mentions: 1, weight: 12 }]);
    expect(await stored()).toEqual(await counted());
    await save(id, { tickers: ['MSFT'], sentiment: 'bearish' });
    await knex('articles').where({ id }).delete();
    expect(await stored()).toEqual(await counted());
  });
});
