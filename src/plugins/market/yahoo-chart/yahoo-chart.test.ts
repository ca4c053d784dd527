import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidResponseError, RateLimitedError, TransientError } from '../../sdk/index.js';
import type { SymbolSpec } from '../../sdk/index.js';
import { createRecordingLogger, createTestContext } from '../../sdk/testing/index.js';
import { loadMetas, startFakeYahooChart, type FakeYahooChart } from './__fixtures__/fake-yahoo-chart.js';
import { yahooChartMarket, yahooSymbol } from './index.js';
import { yahooChartSettingsSchema } from './settings.js';

const index = (symbol: string, name = symbol): SymbolSpec => ({ symbol, name, type: 'index' });
const pair = (symbol: string): SymbolSpec => ({ symbol, name: symbol, type: 'currency' });

let fake: FakeYahooChart;

beforeAll(async () => {
  fake = await startFakeYahooChart();
});

afterEach(() => {
  fake.failWith = null;
  fake.failFor.clear();
  fake.metas = loadMetas();
  fake.asked.length = 0;
});

afterAll(() => fake.stop());

function quotes(symbols: SymbolSpec[], logger = createRecordingLogger()) {
  const settings = yahooChartSettingsSchema.parse({ baseUrl: fake.url });
  return yahooChartMarket.create(createTestContext({ logger }), settings).quotes(symbols);
}

describe('yahoo-chart market plugin', () => {
  it('prices an index from regularMarketPrice against the previous close, in its currency', async () => {
    const [sp500, ftse] = await quotes([index('^GSPC', 'S&P 500'), index('^FTSE', 'FTSE 100')]);
    expect(sp500).toEqual({ symbol: '^GSPC', price: 5969.34, changePercent: expect.closeTo(((5969.34 - 5948.71) / 5948.71) * 100, 10), currency: 'USD' });
    expect(ftse).toMatchObject({ symbol: '^FTSE', price: 8262.08, currency: 'GBP' });
    expect(fake.asked).toEqual(['^GSPC', '^FTSE']);
  });

  it('asks for currency pairs as EURUSD=X and prefers previousClose over chartPreviousClose', async () => {
    const [eurUsd] = await quotes([pair('EUR/USD')]);
    expect(fake.asked).toEqual(['EURUSD=X']);
    expect(eurUsd?.changePercent).toBeCloseTo(((1.0413 - 1.0471) / 1.0471) * 100, 10);
  });

  it('uses the provider symbol when the host gives one', () => {
    expect(yahooSymbol({ ...index('SPX'), providerSymbol: '^GSPC' })).toBe('^GSPC');
    expect(yahooSymbol(pair('USD/JPY'))).toBe('USDJPY=X');
    expect(yahooSymbol(index('000001.SS'))).toBe('000001.SS');
  });

  it('gives no data for a symbol Yahoo does not know and for a chart without a price', async () => {
    const answer = await quotes([index('^GSPC'), index('^NOSUCH'), index('^NOPRICE')]);
    expect(answer.slice(1)).toEqual([
      { symbol: '^NOSUCH', price: null, changePercent: null },
      { symbol: '^NOPRICE', price: null, changePercent: null, currency: 'USD' },
    ]);
  });

  it('gives no change when the chart has no previous close', async () => {
    delete fake.metas['^DJI']!.chartPreviousClose;
    expect((await quotes([index('^DJI')]))[0]).toMatchObject({ price: 44296.51, changePercent: null });
  });

  it('leaves one failing symbol without data and logs why, keeping the others', async () => {
    fake.failFor.set('^FCHI', 'server-error');
    const logger = createRecordingLogger();
    const answer = await quotes([index('^GDAXI'), index('^FCHI')], logger);
    expect(answer.map((q) => q.price)).toEqual([19322.59, null]);
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'warn', obj: expect.objectContaining({ symbol: '^FCHI' }) })]);
  });

  it('stops asking after a 429, and fails with the rate limit when nothing was priced', async () => {
    fake.failWith = 'rate-limit';
    const symbols = ['^GSPC', '^DJI', '^IXIC', '^FTSE', '^GDAXI', '^FCHI'].map((s) => index(s));
    await expect(quotes(symbols)).rejects.toBeInstanceOf(RateLimitedError);
    expect(fake.asked.length).toBeLessThan(symbols.length);
  });

  it('fails with a passing fault when every chart is a 5xx or the server is unreachable', async () => {
    fake.failWith = 'server-error';
    await expect(quotes([index('^GSPC')])).rejects.toBeInstanceOf(TransientError);
    const offline = yahooChartMarket.create(createTestContext(), yahooChartSettingsSchema.parse({ baseUrl: 'http://127.0.0.1:9' }));
    await expect(offline.quotes([index('^GSPC')])).rejects.toBeInstanceOf(TransientError);
  });

  it('refuses JSON nested a hundred thousand deep before parsing it', async () => {
    fake.failWith = 'deep';
    await expect(quotes([index('^GSPC')])).rejects.toThrow(new InvalidResponseError('Yahoo chart answered with something other than JSON'));
  });

  it.each(['malformed', 'no-chart'] as const)('fails on a %s answer as invalid', async (failure) => {
    fake.failWith = failure;
    await expect(quotes([index('^GSPC')])).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('makes no call for no symbols', async () => {
    expect(await quotes([])).toEqual([]);
    expect(fake.asked).toEqual([]);
  });
});
