import { readFileSync } from 'node:fs';
import { startFixtureServer, type FixtureResponse, type RecordedRequest } from '../../../sdk/testing/index.js';

// A loopback stand-in for CoinGecko's GET /api/v3/simple/price, answering like the documented API:
// an object keyed by coin id holding `usd` and, when asked, `usd_24h_change`; unknown ids are left
// out; errors carry {"status": {"error_code", "error_message"}}. Stricter than the real service on
// purpose: it refuses a call without the parameters the plugin must send.

export type FakeCoingeckoFailure = 'rate-limit' | 'server-error' | 'malformed' | 'not-a-map' | 'html' | 'deep';

export interface FakeCoingecko {
  /** Base URL up to /api/v3, as the plugin's baseUrl setting takes it. */
  baseUrl: string;
  /** The recorded prices it serves, by coin id; a test may change them. */
  prices: Record<string, Record<string, number | null>>;
  /** When set, only calls with this x-cg-demo-api-key header are answered. */
  apiKey: string | null;
  failWith: FakeCoingeckoFailure | null;
  requests: RecordedRequest[];
  stop(): Promise<void>;
}

export const FAKE_RETRY_AFTER = '119';

/** The recorded /simple/price answer of __fixtures__/simple-price.json. */
export function loadPrices(): Record<string, Record<string, number | null>> {
  return JSON.parse(readFileSync(new URL('./simple-price.json', import.meta.url), 'utf8')) as Record<string, Record<string, number | null>>;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): FixtureResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(body) };
}

function statusError(status: number, code: number, message: string, headers?: Record<string, string>): FixtureResponse {
  return json(status, { status: { error_code: code, error_message: message } }, headers);
}

const FAILURES: Record<FakeCoingeckoFailure, FixtureResponse> = {
  'rate-limit': statusError(429, 429, "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits.", { 'retry-after': FAKE_RETRY_AFTER }),
  'server-error': { status: 503, headers: { 'content-type': 'text/html' }, body: '<html><body>503 Service Temporarily Unavailable</body></html>' },
  malformed: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"bitcoin":{"usd":6718' },
  deep: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"bitcoin":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}' },
  'not-a-map': json(200, [1, 2, 3]),
  html: { status: 200, headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Just a moment...</title>' },
};

function pick(fake: FakeCoingecko, id: string, withChange: boolean): Record<string, number | null> | null {
  const coin = fake.prices[id];
  if (!coin) return null;
  return withChange ? { usd: coin.usd ?? null, usd_24h_change: coin.usd_24h_change ?? null } : { usd: coin.usd ?? null };
}

function answer(fake: FakeCoingecko, request: RecordedRequest): FixtureResponse {
  fake.requests.push(request);
  if (fake.apiKey && request.headers['x-cg-demo-api-key'] !== fake.apiKey) return statusError(401, 10002, 'API Key Missing');
  if (fake.failWith) return FAILURES[fake.failWith];
  const query = new URL(request.path, 'http://fake').searchParams;
  if (query.get('vs_currencies') !== 'usd') return statusError(400, 400, 'Missing parameter vs_currencies');
  const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
  const body: Record<string, Record<string, number | null>> = {};
  for (const id of ids) {
    const coin = pick(fake, id, query.get('include_24hr_change') === 'true');
    if (coin) body[id] = coin;
  }
  return json(200, body);
}

/** Starts the fake on loopback; stop it in afterAll. */
export async function startFakeCoingecko(): Promise<FakeCoingecko> {
  const fake: FakeCoingecko = { baseUrl: '', prices: loadPrices(), apiKey: null, failWith: null, requests: [], stop: async () => undefined };
  const server = await startFixtureServer({ '/api/v3/simple/price': (request) => answer(fake, request) });
  fake.baseUrl = `${server.url}/api/v3`;
  fake.stop = () => server.stop();
  return fake;
}
