import type { RequestRoute } from '@hapi/hapi';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSchemas } from '../../src/server/http/route.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Every route of the server's own table gets hostile input from every kind of caller: a route
// added later is fuzzed too. Whatever it is sent, it answers 4xx or 2xx, never 500.
let app: TestApp;

const BAD_TEXT = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', 'z'.repeat(100_000)];
const BAD_VALUES: unknown[] = [...BAD_TEXT, 2147483648, 99999999999, 1e308, -1, 0, 1.5, true, null, ['\u0000'], { nested: '\ud800' }, []];
const BAD_PATH_PARAMS = ['%00', 'a%00b', '%ED%A0%80', '2147483648', '99999999999', '-1', '1.5', '1e400', 'x'.repeat(3000), '%F0%9F%98%80'];
// Bodies and query keys nested deep: a walk that recursed or copied its path per level fell over on these.
const DEPTHS = [10, 1000, 100_000];
const DEEP_BODIES = DEPTHS.flatMap((depth) => ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)]);
const DEEP_QUERY_KEYS = DEPTHS.map((depth) => `x${'[y]'.repeat(depth)}`);
const GENERIC_QUERY_KEYS = ['q', 'page', 'limit', 'id', 'x'];
/** Probes sent at once to one route by one caller. */
const IN_FLIGHT = 8;
// Routes whose answer is a stream that never ends by itself.
const STREAMS = new Set(['/api/live']);

function keysOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function schemasOf(route: RequestRoute): RouteSchemas {
  return (route.settings.app as { schemas?: RouteSchemas } | undefined)?.schemas ?? {};
}

function pathWith(route: RequestRoute, value: string): string {
  return route.path.replace(/\{[^}]+\}/g, value);
}

interface Probe {
  url: string;
  payload?: unknown;
}

function probesFor(route: RequestRoute): Probe[] {
  const schemas = schemasOf(route);
  const plainPath = pathWith(route, '1');
  const probes: Probe[] = [];
  if (route.path.includes('{')) for (const value of BAD_PATH_PARAMS) probes.push({ url: pathWith(route, value) });
  for (const key of [...new Set([...keysOf(schemas.query), ...GENERIC_QUERY_KEYS])]) {
    for (const value of ['%00', 'a%00b', '%ED%A0%80', '%ED%B0%80', '99999999999999999999', '-1', 'z'.repeat(5000)]) {
      probes.push({ url: `${plainPath}?${key}=${value}` });
    }
  }
  for (const key of DEEP_QUERY_KEYS) probes.push({ url: `${plainPath}?${key}=1` });
  if (route.method !== 'get') {
    const keys = keysOf(schemas.payload);
    for (const value of BAD_VALUES) {
      probes.push({ url: plainPath, payload: Object.fromEntries(keys.map((key) => [key, value])) });
      for (const key of keys) probes.push({ url: plainPath, payload: { [key]: value } });
    }
    probes.push({ url: plainPath, payload: BAD_TEXT }, { url: plainPath, payload: 'just text' }, { url: plainPath, payload: { ['\ud800']: 1 } });
    for (const body of DEEP_BODIES) probes.push({ url: plainPath, payload: body });
  }
  return probes;
}

/** Whether the route's auth lets this caller reach validation and the handler. */
function getsPastTheGate(route: RequestRoute, who: 'anonymous' | 'member' | 'admin'): boolean {
  if (!requiresSignIn(route)) return true;
  if (who === 'anonymous') return false;
  return who === 'admin' || !adminOnly(route);
}

/** As the server resolved the route's auth at start (hapi's own auth.lookup, which its types leave out). */
function authOf(route: RequestRoute) {
  return route.settings.auth as { mode?: string; access?: { scope?: { selection?: string[] } }[] } | false | undefined;
}

function requiresSignIn(route: RequestRoute): boolean {
  const auth = authOf(route);
  return typeof auth === 'object' && auth.mode === 'required';
}

function adminOnly(route: RequestRoute): boolean {
  const auth = authOf(route);
  return typeof auth === 'object' && auth.mode === 'required' && (auth.access ?? []).some((access) => access.scope?.selection?.includes('admin') === true);
}

/**
 * Whether this caller gets every probe: anyone the gate lets through, except an admin on a route
 * a member reaches too, where the member's probes already met the same validation and handler.
 */
function getsEveryProbe(route: RequestRoute, who: 'anonymous' | 'member' | 'admin'): boolean {
  if (!getsPastTheGate(route, who)) return false;
  return who !== 'admin' || adminOnly(route);
}

async function signedIn(username: string): Promise<Agent> {
  const agent = createAgent(app.server);
  const res = await agent.post('/api/auth/login', { loginId: username, password: 'a-good-password' });
  expect(res.statusCode).toBe(200);
  return agent;
}

beforeAll(async () => {
  app = await startTestApp({ env: { LOGIN_MAX_PER_IP: '100000', LOGIN_MAX_PER_ACCOUNT: '100000', REGISTER_MAX_PER_IP: '100000', CHECK_MAX_PER_IP: '100000' } });
  await app.ctx.services.accounts.createUser({ username: 'fuzz-admin', email: 'fuzz-admin@example.com', password: 'a-good-password' }, 'admin');
  await app.ctx.services.accounts.createUser({ username: 'fuzz-member', email: 'fuzz-member@example.com', password: 'a-good-password' }, 'user');
});
afterAll(async () => {
  await app.stop();
});

describe('hostile input on every route', () => {
  it('never answers 500, whoever calls and whatever they send', { timeout: 300_000 }, async () => {
    const routes = app.server.table().filter((route) => !STREAMS.has(route.path) && route.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let sent = 0;
    const callers = { anonymous: createAgent(app.server), member: await signedIn('fuzz-member'), admin: await signedIn('fuzz-admin') };
    for (const route of routes) {
      // A route may have ended the session it was sent (logout): signed in again before the next.
      for (const who of ['member', 'admin'] as const) {
        if ((await callers[who].get('/api/user/profile')).statusCode !== 200) callers[who] = await signedIn(`fuzz-${who}`);
      }
      for (const [who, agent] of Object.entries(callers)) {
        // A caller the route's auth turns away (401, 403) before it reads the query or the body
        // gets one probe: the rest would only meet that same gate again.
        const probes = getsEveryProbe(route, who as keyof typeof callers) ? probesFor(route) : [{ url: pathWith(route, '1') }];
        const method = route.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const send = async (probe: Probe) => {
          const res = method === 'GET' ? await agent.get(probe.url) : method === 'PUT' ? await agent.put(probe.url, probe.payload) : method === 'DELETE' ? await agent.delete(probe.url) : await agent.post(probe.url, probe.payload);
          sent += 1;
          // A crash's own words ("Maximum call stack size exceeded") must not reach the caller either.
          if (res.statusCode >= 500 || JSON.stringify(res.body).includes('call stack')) failures.push(`${who} ${method} ${probe.url.slice(0, 80)} ${JSON.stringify(probe.payload)?.slice(0, 80)} → ${res.statusCode}`);
        };
        // Several at once, as callers do: the server's work overlaps the database's round trips.
        for (let i = 0; i < probes.length; i += IN_FLIGHT) await Promise.all(probes.slice(i, i + IN_FLIGHT).map(send));
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
