import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for Yahoo Finance's GET /v8/finance/chart/{symbol}, answering like the
// service does: {"chart": {"result": [{meta, timestamp, indicators}], "error": null}}, and for an
// unknown symbol HTTP 404 with {"chart": {"result": null, "error": {"code": "Not Found", …}}}.
// Its 429 is the edge's plain-text "Too Many Requests". It insists on range=1d&interval=1d.

export type FakeYahooFailure = 'rate-limit' | 'server-error' | 'malformed' | 'no-chart' | 'deep';

type Meta = Record<string, unknown>;

export interface FakeYahooChart {
  url: string;
  /** Chart metas by Yahoo symbol (recorded shape); a test may change them. */
  metas: Record<string, Meta>;
  /** When set, every call fails this way. */
  failWith: FakeYahooFailure | null;
  /** Failures for single symbols. */
  failFor: Map<string, FakeYahooFailure>;
  /** The symbols asked, decoded, in order. */
  asked: string[];
  stop(): Promise<void>;
}

/** The recorded metas of __fixtures__/chart-metas.json. */
export function loadMetas(): Record<string, Meta> {
  return JSON.parse(readFileSync(new URL('./chart-metas.json', import.meta.url), 'utf8')) as Record<string, Meta>;
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

const json = (status: number, body: unknown): Answer => ({ status, type: 'application/json;charset=utf-8', body: JSON.stringify(body) });
const chartError = (status: number, code: string, description: string) => json(status, { chart: { result: null, error: { code, description } } });

const FAILURES: Record<FakeYahooFailure, Answer> = {
  'rate-limit': { status: 429, type: 'text/plain', body: 'Edge: Too Many Requests\r\n' },
  'server-error': chartError(500, 'Internal Server Error', 'Internal Server Error'),
  malformed: { status: 200, type: 'application/json', body: '{"chart":{"result":[{"meta":{"currency":"USD","regularMarketPri' },
  deep: { status: 200, type: 'application/json', body: '{"chart":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}' },
  'no-chart': json(200, { finance: { result: null, error: null } }),
};

function chartAnswer(meta: Meta): Answer {
  const price = meta.regularMarketPrice ?? null;
  const quote = { open: [price], high: [meta.regularMarketDayHigh ?? null], low: [meta.regularMarketDayLow ?? null], close: [price], volume: [0] };
  const result = { meta, timestamp: [meta.regularMarketTime], indicators: { quote: [quote], adjclose: [{ adjclose: [price] }] } };
  return json(200, { chart: { result: [result], error: null } });
}

function answer(fake: FakeYahooChart, path: string): Answer {
  const url = new URL(path, 'http://fake');
  const match = /^\/v8\/finance\/chart\/([^/]+)$/.exec(url.pathname);
  if (!match) return chartError(404, 'Not Found', 'HTTP 404 Not Found');
  const symbol = decodeURIComponent(match[1]!);
  fake.asked.push(symbol);
  const failure = fake.failWith ?? fake.failFor.get(symbol);
  if (failure) return FAILURES[failure];
  if (url.searchParams.get('range') !== '1d' || url.searchParams.get('interval') !== '1d') {
    return chartError(400, 'Bad Request', 'Invalid input - range and interval are required');
  }
  const meta = fake.metas[symbol];
  return meta ? chartAnswer(meta) : chartError(404, 'Not Found', 'No data found, symbol may be delisted');
}

function write(res: ServerResponse, reply: Answer): void {
  res.writeHead(reply.status, { 'content-type': reply.type }).end(reply.body);
}

/** Starts the fake on loopback; stop it in afterAll. */
export async function startFakeYahooChart(): Promise<FakeYahooChart> {
  const fake: FakeYahooChart = { url: '', metas: loadMetas(), failWith: null, failFor: new Map(), asked: [], stop: async () => undefined };
  const server = createServer((req, res) => write(res, answer(fake, req.url ?? '/')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.stop = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return fake;
}
