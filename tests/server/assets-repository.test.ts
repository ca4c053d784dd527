import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssetsRepository } from '../../src/server/modules/assets/repository.js';
import { windowSpan } from '../../src/server/modules/assets/windows.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// The asset pages' reads that the API answers only in part: each trend bucket's price is the last
// stored point within it, picked in SQL (docs/asset-data.md#quote-history); the top stories are
// the window's most important, then newest, read as the feed reads articles in one statement.
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

describe('bucket prices', () => {
  it('gives each hourly bucket with a point its price, from the window’s first hour to now', async () => {
    const prices = await createAssetsRepository(app.ctx.knex).bucketPrices('ETH', windowSpan('24h', NOW));
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
    expect(await createAssetsRepository(app.ctx.knex).bucketPrices('ETH', week)).toEqual([
      { bucket: 5, price: 4 },
      { bucket: 6, price: 6 },
    ]);
  });

  it('gives none for a symbol without points in the window', async () => {
    const week = windowSpan('7d', NOW);
    expect(await createAssetsRepository(app.ctx.knex).bucketPrices('SOL', week)).toEqual([]);
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
    const rows = await createAssetsRepository(knex).topStories('DOT', windowSpan('24h', NOW), 3);
    expect(rows.map((row) => [row.id, row.title, row.ai_score])).toEqual([[top, 'Polkadot top', 90], [newer, 'Polkadot newer', 50], [older, 'Polkadot older', 50]]);
    expect(rows[0]).toMatchObject({ tickers: ['DOT'], cluster_size: null, summary: null });
  });
});
