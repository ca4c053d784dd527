import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineMarket } from '../../src/plugins/sdk/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The hourly price points behind the asset pages' trend (docs/asset-data.md#quote-history): each
// refresh keeps the hour's last quote per priced symbol, and points older than 30 days go.
const prices: Record<string, number | null> = { BTC: 100, ETH: null };
const pricedMarket = defineMarket({
  id: 'sample',
  displayName: 'prices the test sets',
  create: () => ({ quotes: async (symbols) => symbols.map((s) => ({ symbol: s.symbol, price: prices[s.symbol] ?? null, changePercent: 1 })) }),
});

let app: TestApp;
let now = new Date('2026-11-01T10:05:00Z');

beforeAll(async () => {
  app = await startTestApp({ plugins: [pricedMarket], env: { MARKET_PROVIDERS: 'sample' }, clock: () => now });
});
afterAll(async () => {
  await app.stop();
});

async function refreshAt(iso: string, btc: number | null): Promise<void> {
  now = new Date(iso);
  prices.BTC = btc;
  await app.ctx.services.market.refresh();
}
const history = () => app.ctx.knex('quote_history').orderBy(['symbol', 'hour']).select('symbol', 'hour', 'price');

describe('quote history kept by the market refresh', () => {
  it('keeps one point per priced symbol and hour, the hour’s last quote, and none for a symbol without a price', async () => {
    await refreshAt('2026-11-01T10:05:00Z', 100);
    await refreshAt('2026-11-01T10:55:00Z', 110);
    await refreshAt('2026-11-01T11:00:00Z', 120);
    await refreshAt('2026-11-01T12:30:00Z', null);
    expect(await history()).toEqual([
      { symbol: 'BTC', hour: new Date('2026-11-01T10:00:00Z'), price: 110 },
      { symbol: 'BTC', hour: new Date('2026-11-01T11:00:00Z'), price: 120 },
    ]);
  });

  it('drops points of hours more than 30 days before the refresh, and keeps the rest', async () => {
    await refreshAt('2026-12-01T10:30:00Z', 130);
    expect(await history()).toEqual([
      { symbol: 'BTC', hour: new Date('2026-11-01T11:00:00Z'), price: 120 },
      { symbol: 'BTC', hour: new Date('2026-12-01T10:00:00Z'), price: 130 },
    ]);
    await refreshAt('2026-12-01T11:00:01Z', 140);
    expect((await history()).map((p) => p.hour.toISOString())).toEqual(['2026-12-01T10:00:00.000Z', '2026-12-01T11:00:00.000Z']);
  });
});
