import { readFileSync } from 'node:fs';
import { startFixtureServer, type FixtureResponse, type RecordedRequest } from '../../../sdk/testing/index.js';

// A loopback stand-in for GET /api/{plan}/v2/posts/ that answers like the documented API: Django
// REST Framework pagination ({count, next, previous, results}, newest first, `next` an absolute URL
// that repeats the query with the token), and DRF's {"detail": …} bodies for failures.
// The `filter` parameter is recorded but not applied: which posts are "hot" is CryptoPanic's call.

export interface FakePost {
  id: number;
  kind: string;
  source: { region: string };
  instruments: { code: string }[];
  [field: string]: unknown;
}

export type FakeCryptopanicFailure = 'forbidden' | 'rate-limit' | 'server-error' | 'malformed' | 'foreign-next' | 'deep';

export interface FakeCryptopanic {
  url: string;
  token: string;
  posts: FakePost[];
  /** Posts per page (the real API: 20). */
  pageSize: number;
  /** Plan and query of every posts call, in order. */
  calls: { plan: string; query: URLSearchParams }[];
  failWith: FakeCryptopanicFailure | null;
  stop(): Promise<void>;
}

export const FAKE_TOKEN = 'fake-cryptopanic-token';
export const FAKE_RETRY_AFTER = '30';
const PLANS = ['developer', 'growth', 'enterprise'];

/** The recorded posts of __fixtures__/posts.json (fictional, written by us). */
export function loadPosts(): FakePost[] {
  return JSON.parse(readFileSync(new URL('./posts.json', import.meta.url), 'utf8')) as FakePost[];
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): FixtureResponse {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

const FAILURES: Record<Exclude<FakeCryptopanicFailure, 'foreign-next'>, FixtureResponse> = {
  forbidden: json(403, { detail: 'Your plan does not include this endpoint.' }),
  'rate-limit': json(429, { detail: 'Request was throttled. Expected available in 30 seconds.' }, { 'retry-after': FAKE_RETRY_AFTER }),
  'server-error': { status: 500, headers: { 'content-type': 'text/html' }, body: '<h1>Server Error (500)</h1>' },
  malformed: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"count": 5, "next": "http' },
  deep: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"results":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}' },
};

function parameterProblem(query: URLSearchParams): string | null {
  if (!['news', 'media', 'all'].includes(query.get('kind') ?? 'all')) return 'kind must be news, media or all';
  if (!(query.get('regions') ?? 'en').split(',').every((r) => /^[a-z]{2}$/.test(r))) return 'regions must be region codes';
  if (!/^[1-9]\d*$/.test(query.get('page') ?? '1')) return 'Invalid page.';
  return null;
}

function matches(post: FakePost, query: URLSearchParams): boolean {
  const kind = query.get('kind') ?? 'all';
  const regions = (query.get('regions') ?? 'en').split(',');
  const currencies = query.get('currencies')?.split(',');
  if (kind !== 'all' && post.kind !== kind) return false;
  if (!regions.includes(post.source.region)) return false;
  return !currencies || post.instruments.some((i) => currencies.includes(i.code));
}

function pageLink(base: string, query: URLSearchParams, page: number): string {
  const link = new URL(base);
  link.search = query.toString();
  link.searchParams.set('page', String(page));
  return link.toString();
}

function postsPage(fake: FakeCryptopanic, request: RecordedRequest, query: URLSearchParams): FixtureResponse {
  const page = Number(query.get('page') ?? '1');
  const found = fake.posts.filter((p) => matches(p, query)).sort((a, b) => b.id - a.id);
  const results = found.slice((page - 1) * fake.pageSize, page * fake.pageSize);
  const base = fake.failWith === 'foreign-next' ? 'https://elsewhere.example/api/' : `http://${request.headers.host}${request.path}`;
  const next = page * fake.pageSize < found.length ? pageLink(base, query, page + 1) : null;
  const previous = page > 1 ? pageLink(base, query, page - 1) : null;
  return json(200, { count: found.length, next, previous, results });
}

function answer(fake: FakeCryptopanic, plan: string, request: RecordedRequest): FixtureResponse {
  const query = new URL(request.path, fake.url).searchParams;
  fake.calls.push({ plan, query });
  if (query.get('auth_token') !== fake.token) return json(401, { detail: 'Invalid token.' });
  if (fake.failWith && fake.failWith !== 'foreign-next') return FAILURES[fake.failWith];
  const problem = parameterProblem(query);
  if (problem) return json(400, { detail: problem });
  return postsPage(fake, request, query);
}

/** Starts the fake, serving every plan's posts endpoint. */
export async function startFakeCryptopanic(pageSize: number): Promise<FakeCryptopanic> {
  const fake: FakeCryptopanic = {
    url: '',
    token: FAKE_TOKEN,
    posts: loadPosts(),
    pageSize,
    calls: [],
    failWith: null,
    stop: async () => undefined,
  };
  const routes = Object.fromEntries(PLANS.map((plan) => [`/api/${plan}/v2/posts/`, (r: RecordedRequest) => answer(fake, plan, r)]));
  const server = await startFixtureServer(routes);
  fake.url = server.url;
  fake.stop = () => server.stop();
  return fake;
}
