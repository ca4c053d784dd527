import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthError, InvalidResponseError, RateLimitedError, TransientError } from '../../sdk/index.js';
import type { SymbolSpec } from '../../sdk/index.js';
import { createTestContext } from '../../sdk/testing/index.js';
import { FAKE_RETRY_AFTER, loadPrices, startFakeCoingecko, type FakeCoingecko } from './__fixtures__/fake-coingecko.js';
import { coingeckoMarket } from './index.js';
import { coingeckoSettingsSchema } from './settings.js';

const COINS: SymbolSpec[] = [
  { symbol: 'BTC', name: 'Bitcoin', type: 'crypto', providerSymbol: 'bitcoin' },
  { symbol: 'ETH', name: 'Ethereum', type: 'crypto', providerSymbol: 'ethereum' },
  { symbol: 'ADA', name: 'Cardano', type: 'crypto', providerSymbol: 'cardano' },
];

let fake: FakeCoingecko;

beforeAll(async () => {
  fake = await startFakeCoingecko();
});

afterEach(() => {
  fake.failWith = null;
  fake.apiKey = null;
  fake.prices = loadPrices();
  fake.requests.length = 0;
});

afterAll(() => fake.stop());

function quotes(symbols: SymbolSpec[], settings: Record<string, unknown> = {}) {
  const market = coingeckoMarket.create(createTestContext(), coingeckoSettingsSchema.parse({ baseUrl: fake.baseUrl, ...settings }));
  return market.quotes(symbols);
}

function query(): URLSearchParams {
  const last = fake.requests.at(-1);
  if (!last) throw new Error('the fake received no call');
  return new URL(last.path, 'http://fake').searchParams;
}

describe('coingecko market plugin', () => {
  it('prices every coin in US dollars with its 24 h change, in one call by coin id', async () => {
    expect(await quotes(COINS)).toEqual([
      { symbol: 'BTC', price: 67187.3358936566, changePercent: 3.63727894677354, currency: 'USD' },
      { symbol: 'ETH', price: 3421.0412563, changePercent: -1.2045893321, currency: 'USD' },
      { symbol: 'ADA', price: 0.4521, changePercent: null, currency: 'USD' },
    ]);
    expect(fake.requests).toHaveLength(1);
    expect(Object.fromEntries(query())).toEqual({ ids: 'bitcoin,ethereum,cardano', vs_currencies: 'usd', include_24hr_change: 'true' });
  });

  it('gives no data for a coin CoinGecko does not know, and for a price of zero', async () => {
    fake.prices.ethereum = { usd: 0, usd_24h_change: 1.5 };
    const answer = await quotes([...COINS.slice(0, 2), { symbol: 'NOPE', name: 'Nope', type: 'crypto', providerSymbol: 'no-such-coin' }]);
    expect(answer.slice(1)).toEqual([
      { symbol: 'ETH', price: null, changePercent: null, currency: 'USD' },
      { symbol: 'NOPE', price: null, changePercent: null, currency: 'USD' },
    ]);
  });

  it('falls back to the lower-cased symbol as the coin id', async () => {
    await quotes([{ symbol: 'Bitcoin', name: 'Bitcoin', type: 'crypto' }]);
    expect(query().get('ids')).toBe('bitcoin');
  });

  it('sends a Demo key in the x-cg-demo-api-key header, never in the URL', async () => {
    fake.apiKey = 'CG-demo-key';
    expect((await quotes(COINS, { apiKey: 'CG-demo-key' }))[0]?.price).toBe(67187.3358936566);
    expect(fake.requests.at(-1)?.path).not.toContain('CG-demo-key');
  });

  it('reports a refused key as an auth error', async () => {
    fake.apiKey = 'CG-demo-key';
    await expect(quotes(COINS, { apiKey: 'wrong' })).rejects.toBeInstanceOf(AuthError);
  });

  it('reports 429 as a rate limit with the Retry-After it was given', async () => {
    fake.failWith = 'rate-limit';
    const error: unknown = await quotes(COINS).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(Number(FAKE_RETRY_AFTER));
  });

  it('reports a 5xx answer and an unreachable server as passing faults', async () => {
    fake.failWith = 'server-error';
    await expect(quotes(COINS)).rejects.toBeInstanceOf(TransientError);
    const offline = coingeckoMarket.create(createTestContext(), coingeckoSettingsSchema.parse({ baseUrl: 'http://127.0.0.1:9/api/v3' }));
    await expect(offline.quotes(COINS)).rejects.toBeInstanceOf(TransientError);
  });

  it('refuses JSON nested a hundred thousand deep before parsing it', async () => {
    fake.failWith = 'deep';
    await expect(quotes(COINS)).rejects.toThrow(new InvalidResponseError('CoinGecko answered with something other than JSON'));
  });

  it.each(['malformed', 'not-a-map', 'html'] as const)('reports a %s answer as invalid', async (failure) => {
    fake.failWith = failure;
    await expect(quotes(COINS)).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('makes no call for no symbols', async () => {
    expect(await quotes([])).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(coingeckoSettingsSchema.safeParse({ baseUrl: 'ftp://example.com' }).error?.issues[0]?.message).toBe('CoinGecko base URL must be an http(s) URL');
  });
});
