import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for Frankfurter's v1 API, answering like the documented service:
// GET /v1/latest and GET /v1/{YYYY-MM-DD} give {"amount": 1.0, "base": "EUR", "date", "rates"},
// a date without rates (a weekend, a holiday) answers with the working day before it, and a date
// before any data answers 404 {"message": "not found"}.

export type FakeFrankfurterFailure = 'rate-limit' | 'server-error' | 'malformed' | 'no-rates' | 'deep';

export interface FakeFrankfurter {
  /** Base URL up to /v1, as the plugin's baseUrl setting takes it. */
  baseUrl: string;
  /** Recorded EUR-based rates by working day; a test may change them. */
  days: Record<string, Record<string, number>>;
  failWith: FakeFrankfurterFailure | null;
  /** Fail only the calls for a past date (not /latest). */
  failPastDates: FakeFrankfurterFailure | null;
  /** Paths asked, in order. */
  asked: string[];
  stop(): Promise<void>;
}

/** The recorded rates of __fixtures__/rates.json. */
export function loadDays(): Record<string, Record<string, number>> {
  return JSON.parse(readFileSync(new URL('./rates.json', import.meta.url), 'utf8')) as Record<string, Record<string, number>>;
}

interface Answer {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, type: 'application/json', body: JSON.stringify(body), headers });

const FAILURES: Record<FakeFrankfurterFailure, Answer> = {
  'rate-limit': json(429, { message: 'too many requests' }, { 'retry-after': '30' }),
  'server-error': { status: 502, type: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' },
  malformed: { status: 200, type: 'application/json', body: '{"amount":1.0,"base":"EUR","date":"2024-11-' },
  deep: { status: 200, type: 'application/json', body: '{"rates":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}' },
  'no-rates': json(200, { amount: 1.0, base: 'EUR' }),
};

function ratesOn(fake: FakeFrankfurter, day: string): Answer {
  const date = Object.keys(fake.days).sort().reverse().find((known) => known <= day);
  if (!date) return json(404, { message: 'not found' });
  return json(200, { amount: 1.0, base: 'EUR', date, rates: fake.days[date] });
}

function answer(fake: FakeFrankfurter, path: string): Answer {
  const { pathname } = new URL(path, 'http://fake');
  fake.asked.push(pathname);
  const match = /^\/v1\/(latest|\d{4}-\d{2}-\d{2})$/.exec(pathname);
  if (!match) return json(404, { message: 'not found' });
  const failure = fake.failWith ?? (match[1] === 'latest' ? null : fake.failPastDates);
  if (failure) return FAILURES[failure];
  return ratesOn(fake, match[1] === 'latest' ? '9999-12-31' : match[1]!);
}

function write(res: ServerResponse, reply: Answer): void {
  res.writeHead(reply.status, { 'content-type': reply.type, ...reply.headers }).end(reply.body);
}

/** Starts the fake on loopback; stop it in afterAll. */
export async function startFakeFrankfurter(): Promise<FakeFrankfurter> {
  const fake: FakeFrankfurter = { baseUrl: '', days: loadDays(), failWith: null, failPastDates: null, asked: [], stop: async () => undefined };
  const server = createServer((req, res) => write(res, answer(fake, req.url ?? '/')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.stop = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return fake;
}
