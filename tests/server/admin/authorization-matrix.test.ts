import type { RequestRoute } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, type FakeMarketaux, startFakeMarketaux } from '../../../src/plugins/sources/marketaux/__fixtures__/fake-marketaux.js';
import { marketauxSource } from '../../../src/plugins/sources/marketaux/index.js';
import { sampleSource } from '../../../src/plugins/sources/sample/index.js';
import { signedInAs } from '../../helpers/accounts.js';
import { type Agent, createAgent } from '../../helpers/agent.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';

// Every admin, tier, provider and category route, read from the server's own route table: each
// must refuse anonymous callers (401) and members (403) and serve admins (2xx). A route added
// without a sample below fails the last test, so none can escape the matrix.
const GUARDED = /^\/api\/(admin|tier)\/|^\/api\/news\/categories\//;

interface Sample {
  payload?: unknown;
  /** The path with its {id} filled in, from the ids made in beforeAll. */
  url?: (ids: { user: number; leaver: number; source: number }) => string;
}

const OPML = '<?xml version="1.0"?><opml version="2.0"><head><title>t</title></head><body><outline type="rss" text="Matrix" xmlUrl="sample://crypto"/></body></opml>';

const SAMPLES: Record<string, Sample> = {
  'GET /api/admin/users': {},
  'PUT /api/admin/users/{id}/role': { url: ({ user }) => `/api/admin/users/${user}/role`, payload: { role: 'user' } },
  // An account of its own: the admins' pass deletes it.
  'DELETE /api/admin/users/{id}': { url: ({ leaver }) => `/api/admin/users/${leaver}` },
  'GET /api/admin/stats': {},
  'GET /api/admin/news': {},
  'GET /api/admin/ai-summaries': {},
  'GET /api/admin/audit': {},
  'GET /api/admin/languages': {},
  'GET /api/admin/news-sources': {},
  'POST /api/admin/news-sources': { payload: { name: 'Matrix source', url: 'sample://markets' } },
  'PUT /api/admin/news-sources/{id}': { url: ({ source }) => `/api/admin/news-sources/${source}`, payload: { name: 'Renamed', url: 'sample://economy', enabled: false } },
  'POST /api/admin/news-sources/test-fetch': { payload: { name: 'Probe', url: 'sample://crypto' } },
  'GET /api/admin/news-sources/opml': {},
  'POST /api/admin/news-sources/opml': { payload: { opml: OPML } },
  'GET /api/admin/marketaux/status': {},
  'POST /api/admin/marketaux/manual-fetch': {},
  'GET /api/tier/status': {},
  'POST /api/tier/update': { payload: { tierKey: 'basic' } },
  'POST /api/admin/marketaux/polling-config': { payload: { intervalMinutes: 10 } },
  'GET /api/admin/marketaux/language-config': {},
  'PUT /api/admin/marketaux/language-config': { payload: { enabled_languages: ['en'] } },
  'GET /api/admin/marketaux/endpoints': {},
  'PUT /api/admin/marketaux/endpoints': { payload: { endpoints: { crypto: '/v1/news/all?search=btc' } } },
  'GET /api/admin/marketaux/statistics': {},
  'GET /api/news/categories/stats': {},
  'POST /api/news/categories/refresh': { payload: { tier: 'Free' } },
  'POST /api/admin/categorized-service/toggle': { payload: { enabled: false } },
};

let app: TestApp;
let fake: FakeMarketaux;
let admin: Agent;
let member: Agent;
const ids = { user: 0, leaver: 0, source: 0 };

function guardedRoutes(): RequestRoute[] {
  return app.server.table().filter((r) => GUARDED.test(r.path));
}

function keyOf(r: RequestRoute): string {
  return `${r.method.toUpperCase()} ${r.path}`;
}

async function call(agent: Agent, r: RequestRoute, payload = SAMPLES[keyOf(r)]?.payload) {
  const sample = SAMPLES[keyOf(r)] ?? {};
  const url = sample.url?.(ids) ?? r.path;
  const method = r.method.toUpperCase();
  if (method === 'GET') return agent.get(url);
  if (method === 'PUT') return agent.put(url, payload);
  if (method === 'DELETE') return agent.delete(url);
  return agent.post(url, payload);
}

beforeAll(async () => {
  fake = await startFakeMarketaux(3);
  app = await startTestApp({ plugins: [marketauxSource, sampleSource], env: { FETCH_ALLOW_PRIVATE: 'true', MARKETAUX_API_TOKEN: FAKE_TOKEN, MARKETAUX_BASE_URL: fake.url } });
  admin = await signedInAs(app, 'boss', 'admin');
  member = await signedInAs(app, 'reader');
  const target = await app.ctx.services.accounts.createUser({ username: 'target', email: 'target@example.com', password: 'a-good-password' }, 'admin');
  ids.user = target.id;
  ids.leaver = (await app.ctx.services.accounts.createUser({ username: 'leaver', email: 'leaver@example.com', password: 'a-good-password' }, 'user')).id;
  ids.source = (await app.ctx.services.sources.create({ name: 'Existing', url: 'sample://crypto', type: 'rss', categories: [], enabled: false }, null)).id;
});
afterAll(async () => {
  await app.stop();
  await fake.stop();
});

describe('the authorization matrix of the admin routes', () => {
  it('finds the routes in the route table', () => {
    expect(guardedRoutes().length).toBeGreaterThanOrEqual(20);
  });

  it('refuses anonymous callers with 401', async () => {
    for (const r of guardedRoutes()) expect((await call(createAgent(app.server), r)).statusCode, keyOf(r)).toBe(401);
  });

  it('refuses members with 403', async () => {
    for (const r of guardedRoutes()) expect((await call(member, r)).statusCode, keyOf(r)).toBe(403);
  });

  it('serves admins with 2xx', async () => {
    for (const r of guardedRoutes()) {
      const res = await call(admin, r);
      expect(res.statusCode, `${keyOf(r)}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${keyOf(r)}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    }
  });

  it('refuses a body field a call does not know, naming it, as the sources calls always did', async () => {
    const withBodies = guardedRoutes().filter((r) => SAMPLES[keyOf(r)]?.payload !== undefined);
    expect(withBodies.length).toBeGreaterThanOrEqual(10);
    for (const r of withBodies) {
      const res = await call(admin, r, { ...(SAMPLES[keyOf(r)]!.payload as object), comment: 'a field no call takes' });
      expect([res.statusCode, (res.body as { message: string }).message], keyOf(r)).toEqual([400, 'Unknown field: comment']);
    }
  });

  it('has a sample for every guarded route, and no sample for a route that is gone', () => {
    const keys = guardedRoutes().map(keyOf).sort();
    expect(keys).toEqual(Object.keys(SAMPLES).sort());
  });
});
