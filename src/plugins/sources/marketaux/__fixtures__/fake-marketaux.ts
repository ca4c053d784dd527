import { readFileSync } from 'node:fs';
import { startFixtureServer, type FixtureResponse, type RecordedRequest } from '../../../sdk/testing/index.js';

// A loopback stand-in for GET /v1/news/all that answers like the documented API: meta + data,
// page/limit pagination, newest first, and {"error": {"code", "message"}} bodies for failures.
// Stricter than the real service on purpose: it insists on the parameters the plugin must send.

export interface FakeArticle {
  uuid: string;
  language: string;
  published_at: string;
  [field: string]: unknown;
}

export type FakeMarketauxFailure = 'usage-limit' | 'rate-limit' | 'plan-restricted' | 'server-error' | 'malformed' | 'deep';

export interface FakeMarketaux {
  url: string;
  token: string;
  /** The articles it serves; a test may add one to simulate news arriving. */
  articles: FakeArticle[];
  /** Query of every /v1/news/all call, in order. */
  calls: URLSearchParams[];
  /** The plan's cap: a larger `limit` is refused with 400 malformed_parameters. */
  articlesPerCall: number;
  /** When set, every call fails this way (after the token check). */
  failWith: FakeMarketauxFailure | null;
  stop(): Promise<void>;
}

export const FAKE_TOKEN = 'fake-marketaux-token';
export const FAKE_RETRY_AFTER = '42';

/** The recorded articles of __fixtures__/articles.json (fictional, written by us). */
export function loadArticles(): FakeArticle[] {
  return JSON.parse(readFileSync(new URL('./articles.json', import.meta.url), 'utf8')) as FakeArticle[];
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): FixtureResponse {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

function apiError(status: number, code: string, message: string, headers?: Record<string, string>): FixtureResponse {
  return json(status, { error: { code, message } }, headers);
}

const FAILURES: Record<FakeMarketauxFailure, FixtureResponse> = {
  'usage-limit': apiError(402, 'usage_limit_reached', 'The usage limit for this plan has been reached.'),
  'rate-limit': apiError(429, 'rate_limit_reached', 'Too many requests in the last 60 seconds.', { 'retry-after': FAKE_RETRY_AFTER }),
  'plan-restricted': apiError(403, 'endpoint_access_restricted', 'This endpoint is not available on the current plan.'),
  'server-error': apiError(500, 'server_error', 'An internal error occurred.'),
  malformed: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"meta": {"found": 3, "returned"' },
  deep: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"data":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}' },
};

/** The parameter problem of a call, as the fake's 400 message, or null when the call is well formed. */
function parameterProblem(query: URLSearchParams, articlesPerCall: number): string | null {
  const languages = query.get('language');
  if (!languages || !languages.split(',').every((code) => /^[a-z]{2}$/.test(code))) return 'language must be a list of codes';
  const limit = Number(query.get('limit'));
  if (!Number.isInteger(limit) || limit < 1) return 'limit must be a positive whole number';
  if (limit > articlesPerCall) return `limit exceeds the plan maximum of ${articlesPerCall}`;
  if (!/^[1-9]\d*$/.test(query.get('page') ?? '1')) return 'page must be a positive whole number';
  return null;
}

/** Published after the given UTC time; inclusive, since the docs do not say, so the plugin must cope. */
function matches(article: FakeArticle, query: URLSearchParams): boolean {
  const languages = (query.get('language') ?? '').split(',');
  const after = query.get('published_after');
  const afterMs = after ? Date.parse(`${after}Z`) : Number.NEGATIVE_INFINITY;
  return languages.includes(article.language) && Date.parse(article.published_at) >= afterMs;
}

function newsPage(fake: FakeMarketaux, query: URLSearchParams): FixtureResponse {
  const limit = Number(query.get('limit'));
  const page = Number(query.get('page') ?? '1');
  const found = fake.articles
    .filter((article) => matches(article, query))
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));
  const data = found.slice((page - 1) * limit, page * limit);
  return json(200, { meta: { found: found.length, returned: data.length, limit, page }, data });
}

function answer(fake: FakeMarketaux, request: RecordedRequest): FixtureResponse {
  const query = new URL(request.path, fake.url).searchParams;
  fake.calls.push(query);
  if (query.get('api_token') !== fake.token) return apiError(401, 'invalid_api_token', 'An invalid API token was supplied.');
  if (fake.failWith) return FAILURES[fake.failWith];
  const problem = parameterProblem(query, fake.articlesPerCall);
  if (problem) return apiError(400, 'malformed_parameters', problem);
  return newsPage(fake, query);
}

/** Starts the fake for a plan allowing `articlesPerCall` articles per call (Free: 3). */
export async function startFakeMarketaux(articlesPerCall: number): Promise<FakeMarketaux> {
  const fake: FakeMarketaux = {
    url: '',
    token: FAKE_TOKEN,
    articles: loadArticles(),
    calls: [],
    articlesPerCall,
    failWith: null,
    stop: async () => undefined,
  };
  const server = await startFixtureServer({ '/v1/news/all': (request) => answer(fake, request) });
  fake.url = server.url;
  fake.stop = () => server.stop();
  return fake;
}
