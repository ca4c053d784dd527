import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidResponseError, RateLimitedError, TransientError } from '../../sdk/index.js';
import type { SymbolSpec } from '../../sdk/index.js';
import { createRecordingLogger, createTestContext } from '../../sdk/testing/index.js';
import { loadDays, startFakeFrankfurter, type FakeFrankfurter } from './__fixtures__/fake-frankfurter.js';
import { dayBefore } from './client.js';
import { frankfurterMarket } from './index.js';
import { frankfurterSettingsSchema } from './settings.js';

const pair = (symbol: string): SymbolSpec => ({ symbol, name: symbol, type: 'currency' });
const PAIRS = ['EUR/USD', 'GBP/USD', 'USD/JPY', 'AUD/USD'].map(pair);

let fake: FakeFrankfurter;

beforeAll(async () => {
  fake = await startFakeFrankfurter();
});

afterEach(() => {
  fake.failWith = null;
  fake.failPastDates = null;
  fake.days = loadDays();
  fake.asked.length = 0;
});

afterAll(() => fake.stop());

function quotes(symbols: SymbolSpec[], logger = createRecordingLogger()) {
  const settings = frankfurterSettingsSchema.parse({ baseUrl: fake.baseUrl });
  return frankfurterMarket.create(createTestContext({ logger }), settings).quotes(symbols);
}

const change = (now: number, before: number) => ((now - before) / before) * 100;

describe('frankfurter market plugin', () => {
  it('crosses the EUR reference rates into each pair, changed since the working day before', async () => {
    const [eurUsd, gbpUsd, usdJpy, audUsd] = await quotes(PAIRS);
    expect(eurUsd).toEqual({ symbol: 'EUR/USD', price: 1.0479, changePercent: expect.closeTo(change(1.0479, 1.0412), 10), currency: 'USD' });
    expect(gbpUsd?.price).toBeCloseTo(1.0479 / 0.83413, 10);
    expect(usdJpy).toMatchObject({ price: expect.closeTo(161.48 / 1.0479, 10), currency: 'JPY' });
    expect(audUsd?.changePercent).toBeCloseTo(change(1.0479 / 1.6072, 1.0412 / 1.6009), 10);
  });

  it('asks for the latest rates, then the calendar day before, which a Monday answers with Friday', async () => {
    await quotes(PAIRS);
    // 2024-11-25 is a Monday: the 24th is a Sunday, answered with Friday the 22nd.
    expect(fake.asked).toEqual(['/v1/latest', '/v1/2024-11-24']);
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
  });

  it('gives no data for a currency the ECB does not publish and for a symbol that is not a pair', async () => {
    const answer = await quotes([pair('XAU/USD'), { symbol: '^GSPC', name: 'S&P 500', type: 'index' }]);
    expect(answer).toEqual([
      { symbol: 'XAU/USD', price: null, changePercent: null, currency: 'USD' },
      { symbol: '^GSPC', price: null, changePercent: null },
    ]);
  });

  it('keeps the prices without a change when the previous day fails or is missing', async () => {
    fake.failPastDates = 'server-error';
    const logger = createRecordingLogger();
    expect((await quotes(PAIRS.slice(0, 1), logger))[0]).toMatchObject({ price: 1.0479, changePercent: null });
    expect(logger.entries.map((entry) => entry.level)).toEqual(['warn']);
    fake.failPastDates = null;
    fake.days = { '2024-11-25': loadDays()['2024-11-25']! };
    expect((await quotes(PAIRS.slice(0, 1)))[0]).toMatchObject({ price: 1.0479, changePercent: null });
  });

  it('reports 429 as a rate limit and a 5xx or an unreachable server as passing faults', async () => {
    fake.failWith = 'rate-limit';
    await expect(quotes(PAIRS)).rejects.toBeInstanceOf(RateLimitedError);
    fake.failWith = 'server-error';
    await expect(quotes(PAIRS)).rejects.toBeInstanceOf(TransientError);
    const offline = frankfurterMarket.create(createTestContext(), frankfurterSettingsSchema.parse({ baseUrl: 'http://127.0.0.1:9/v1' }));
    await expect(offline.quotes(PAIRS)).rejects.toBeInstanceOf(TransientError);
  });

  it('refuses JSON nested a hundred thousand deep before parsing it', async () => {
    fake.failWith = 'deep';
    await expect(quotes(PAIRS)).rejects.toThrow(new InvalidResponseError('Frankfurter answered with something other than JSON'));
  });

  it.each(['malformed', 'no-rates'] as const)('reports a %s answer as invalid', async (failure) => {
    fake.failWith = failure;
    await expect(quotes(PAIRS)).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('makes no call for no symbols', async () => {
    expect(await quotes([])).toEqual([]);
    expect(fake.asked).toEqual([]);
  });
});
