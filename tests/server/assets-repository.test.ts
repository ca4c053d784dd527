import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { unprepared } from '../../src/server/db/prepared.js';
import { type AssetsRepository, createAssetsRepository } from '../../src/server/modules/assets/repository.js';
import { type WindowSpan, windowSpan } from '../../src/server/modules/assets/windows.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// The asset page's read (asset_page, migration 0300, and the statement around it) where the API
// answers only in part: each trend bucket's price is the last stored point within it
// (docs/asset-data.md#quote-history); the top stories are the window's most important, then
// newest, read as the feed reads articles. And the plans PostgreSQL keeps for it answer as the
// first call does.
const NOW = new Date('2026-11-20T12:30:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const point = (iso: string, price: number) => ({ symbol: 'ETH', hour: new Date(iso), price, quoted_at: new Date(iso) });
  await app.ctx.knex('quote_history').insert([
    // Before the 24-hour window (it starts at 2026-11-19T13:00Z), and the window's first hour.
    point('2026-11-19T12:00:00Z', 1),
    point('2026-11-19T13:00:00Z', 2),
    // Three hours of one day: the day's bucket takes the last.
    point('2026-11-19T20:00:00Z', 3),
    point('2026-11-19T23:00:00Z', 4),
    point('2026-11-19T21:00:00Z', 5),
    // This hour, and one after now.
    point('2026-11-20T12:00:00Z', 6),
    point('2026-11-20T13:00:00Z', 7),
    { symbol: 'BTC', hour: new Date('2026-11-20T12:00:00Z'), price: 99, quoted_at: NOW },
  ]);
});
afterAll(async () => {
  await app.stop();
});

const LIMITS = { stories: 10, related: 8 };
const pricesOf = async (symbol: string, span: WindowSpan) => (await createAssetsRepository(app.ctx.knex).detail(symbol, span, LIMITS)).prices;

describe('bucket prices', () => {
  it('gives each hourly bucket with a point its price, from the window’s first hour to now', async () => {
    const prices = await pricesOf('ETH', windowSpan('24h', NOW));
    expect(prices).toEqual([
      { bucket: 0, price: 2 },
      { bucket: 7, price: 3 },
      { bucket: 8, price: 5 },
      { bucket: 10, price: 4 },
      { bucket: 23, price: 6 },
    ]);
  });

  it('gives each daily bucket the price of its last hour with a point', async () => {
    const week = windowSpan('7d', NOW);
    expect(await pricesOf('ETH', week)).toEqual([
      { bucket: 5, price: 4 },
      { bucket: 6, price: 6 },
    ]);
  });

  it('gives none for a symbol without points in the window', async () => {
    const week = windowSpan('7d', NOW);
    expect(await pricesOf('SOL', week)).toEqual([]);
  });
});

describe('top stories', () => {
  it('reads the window’s most important articles about the symbol, then the newest, as feed rows', async () => {
    const knex = app.ctx.knex;
    const article = (title: string, ai_score: number | null, iso: string) => insertArticle(knex, { title, tickers: ['DOT'], sentiment: 'bullish', ai_score, published_at: new Date(iso) });
    const older = await article('Polkadot older', 50, '2026-11-20T08:00:00Z');
    const newer = await article('Polkadot newer', 50, '2026-11-20T09:00:00Z');
    const top = await article('Polkadot top', 90, '2026-11-19T14:00:00Z');
    await article('Polkadot unscored', null, '2026-11-20T10:00:00Z');
    await article('Polkadot before the window', 99, '2026-11-19T12:59:59Z');
    const { stories: rows } = await createAssetsRepository(knex).detail('DOT', windowSpan('24h', NOW), { stories: 3, related: 8 });
    expect(rows.map((row) => [row.id, row.title, row.ai_score])).toEqual([[top, 'Polkadot top', 90], [newer, 'Polkadot newer', 50], [older, 'Polkadot older', 50]]);
    expect(rows[0]).toMatchObject({ tickers: ['DOT'], cluster_size: null, summary: null });
  });
});

describe('the plans kept for the page', () => {
  /** The page of each asset and window, read `times` times over one connection (a transaction's). */
  async function pages(knex: Knex, asked: [symbol: string, span: WindowSpan][], times: number) {
    return knex.transaction(async (trx) => {
      const repository = createAssetsRepository(trx);
      const answers = [];
      for (let i = 0; i < times; i++) for (const [symbol, span] of asked) answers.push(await repository.detail(symbol, span, LIMITS));
      const named = await trx.raw<{ rows: { n: number }[] }>("select count(*)::int as n from pg_prepared_statements where statement like '%from asset_page(%'");
      return { answers, named: named.rows[0]!.n };
    });
  }

  it('answers as it did at first once the connection keeps its plans, for any asset and window', async () => {
    const knex = app.ctx.knex;
    const id = await insertArticle(knex, { title: 'ADA and DOT both up', tickers: ['ADA', 'DOT'], sentiment: 'bullish', ai_score: 70, published_at: new Date('2026-11-20T11:00:00Z') });
    // Published in the future: left out until its time, whichever plan reads it.
    await insertArticle(knex, { title: 'ADA later', tickers: ['ADA'], sentiment: 'bearish', ai_score: 40, published_at: new Date('2026-11-20T12:45:00Z') });
    const asked: [string, WindowSpan][] = [['ADA', windowSpan('24h', NOW)], ['ETH', windowSpan('7d', NOW)], ['ADA', windowSpan('30d', NOW)]];
    const first = await pages(knex, asked, 1);
    const { answers, named } = await pages(knex, asked, 7);
    expect(answers).toEqual(Array.from({ length: 7 }, () => first.answers).flat());
    const [day] = first.answers;
    expect(day).toMatchObject({ counts: [{ bucket: 22, sentiment: 'bullish', mentions: 1, weight: 70 }], related: ['DOT'] });
    expect(day!.stories.map((story) => story.id)).toEqual([id]);
    expect(first.answers[1]!.prices).toEqual([{ bucket: 5, price: 4 }, { bucket: 6, price: 6 }]);
    // One named statement for the page, whatever was asked.
    expect(named).toBe(1);
  });

  it('answers the same unnamed (DATABASE_PREPARED_STATEMENTS=false)', async () => {
    const knex = app.ctx.knex;
    const span = windowSpan('7d', NOW);
    const unnamed = await createAssetsRepository(knex, unprepared).detail('ETH', span, LIMITS);
    expect(unnamed).toEqual(await createAssetsRepository(knex).detail('ETH', span, LIMITS));
    expect(unnamed.prices).toEqual([{ bucket: 5, price: 4 }, { bucket: 6, price: 6 }]);
  });

  it('answers the asset list as it did at first once its plan is kept, for either rollup', async () => {
    const knex = app.ctx.knex;
    const windows = [windowSpan('24h', NOW), windowSpan('7d', NOW), windowSpan('30d', NOW)];
    const expected: Awaited<ReturnType<AssetsRepository['listing']>>[] = [];
    for (const span of windows) expected.push(await createAssetsRepository(knex, unprepared).listing(span));
    expect(expected[0]!.counts.find((count) => count.symbol === 'ADA')).toMatchObject({ sentiment: 'bullish', mentions: 1, weight: 70 });
    const { answers, named } = await knex.transaction(async (trx) => {
      const repository = createAssetsRepository(trx);
      const answers = [];
      for (let i = 0; i < 7; i++) for (const span of windows) answers.push(await repository.listing(span));
      const named = await trx.raw<{ rows: { statement: string }[] }>("select statement from pg_prepared_statements where statement like 'with c as (%'");
      return { answers, named: named.rows.map((row) => row.statement) };
    });
    expect(answers).toEqual(Array.from({ length: 7 }, () => expected).flat());
    // One named statement per rollup read.
    expect(named.filter((statement) => statement.includes('from asset_hourly')).length).toBe(1);
    expect(named.filter((statement) => statement.includes('from asset_daily')).length).toBe(1);
  });

  it('answers the same whatever the database session’s time zone', async () => {
    const knex = app.ctx.knex;
    // Later in this UTC hour than now: in the hour's sums, but not yet counted or related.
    await insertArticle(knex, { title: 'ADA and XRP later', tickers: ['ADA', 'XRP'], sentiment: 'bullish', ai_score: 10, published_at: new Date('2026-11-20T12:50:00Z') });
    const asked: [string, WindowSpan][] = [['ADA', windowSpan('24h', NOW)], ['ETH', windowSpan('7d', NOW)], ['ADA', windowSpan('30d', NOW)]];
    const inUtc = [];
    for (const [symbol, span] of asked) inUtc.push(await createAssetsRepository(knex).detail(symbol, span, LIMITS));
    // Days and hours are UTC's (docs/asset-data.md#windows-and-buckets), not the server's.
    const elsewhere = await knex.transaction(async (trx) => {
      await trx.raw("set local timezone = 'Pacific/Chatham'");
      const answers = [];
      for (const [symbol, span] of asked) answers.push(await createAssetsRepository(trx).detail(symbol, span, LIMITS));
      return answers;
    });
    expect(elsewhere).toEqual(inUtc);
    expect(inUtc[0]).toMatchObject({ counts: [{ bucket: 22, sentiment: 'bullish', mentions: 1 }], related: ['DOT'] });
  });
});
