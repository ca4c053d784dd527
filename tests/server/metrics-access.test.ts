import Hapi, { type Server } from '@hapi/hapi';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { registerErrorMapping } from '../../src/server/http/errors.js';
import { createMetrics } from '../../src/server/metrics.js';
import type { MetricsAccessOptions } from '../../src/server/modules/metrics/access.js';
import { metricsRoutes } from '../../src/server/modules/metrics/routes.js';

const TOKEN = 'a-scraper-token-of-some-length';
let server: Server | null = null;

afterEach(async () => {
  await server?.stop();
  server = null;
});

async function serve(access: Partial<MetricsAccessOptions>): Promise<Server> {
  server = Hapi.server();
  registerErrorMapping(server);
  const metrics = createMetrics({ processMetrics: false });
  metrics.liveClients(3);
  await server.register({ plugin: metricsRoutes, options: { registry: metrics.registry, access: { token: undefined, networks: [], trustProxy: false, ...access } } });
  await server.initialize();
  return server;
}

async function scrape(from: Server, options: { ip?: string; authorization?: string; forwardedFor?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.authorization) headers.authorization = options.authorization;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const res = await from.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: options.ip ?? '127.0.0.1' });
  return { status: res.statusCode, body: res.payload, headers: res.headers };
}

const NOT_FOUND = JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Not Found' });

describe('who may read /metrics', () => {
  it('answers 404 to everyone when neither a token nor networks are set', async () => {
    const res = await scrape(await serve({}), { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(404);
    expect(res.body).toBe(NOT_FOUND);
  });

  it('with a token, answers the right bearer token and 401 to a missing or wrong one', async () => {
    const app = await serve({ token: TOKEN });
    const ok = await scrape(app, { authorization: `Bearer ${TOKEN}`, ip: '203.0.113.9' });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('alphawire_live_clients 3');
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN} extra`]) {
      const res = await scrape(app, { authorization });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(JSON.parse(res.body)).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
    }
  });

  it('with networks, answers callers inside them and 404 to the rest', async () => {
    const app = await serve({ networks: ['127.0.0.1/32', '10.0.0.0/8', '2001:db8::/32', '192.0.2.7'] });
    for (const ip of ['127.0.0.1', '::ffff:127.0.0.1', '10.200.3.4', '2001:db8::1', '192.0.2.7']) expect((await scrape(app, { ip })).status, ip).toBe(200);
    for (const ip of ['127.0.0.2', '11.0.0.1', '::1', '2001:db9::1', '192.0.2.8']) {
      const res = await scrape(app, { ip });
      expect(res.status, ip).toBe(404);
      expect(res.body).toBe(NOT_FOUND);
    }
  });

  it('behind the trusted proxy, judges the hop the proxy appended, not what the caller wrote', async () => {
    const app = await serve({ networks: ['10.0.0.0/8'], trustProxy: true });
    expect((await scrape(app, { ip: '10.0.0.1', forwardedFor: '198.51.100.1, 10.1.1.1' })).status).toBe(200);
    expect((await scrape(app, { ip: '10.0.0.1', forwardedFor: '10.1.1.1, 198.51.100.1' })).status).toBe(404);
    expect((await scrape(app, { ip: '10.0.0.1', forwardedFor: 'not-an-address' })).status).toBe(404);
  });

  it('without a trusted proxy, ignores X-Forwarded-For', async () => {
    const app = await serve({ networks: ['10.0.0.0/8'] });
    expect((await scrape(app, { ip: '198.51.100.1', forwardedFor: '10.1.1.1' })).status).toBe(404);
  });

  it('with both, a caller needs the network and the token', async () => {
    const app = await serve({ token: TOKEN, networks: ['10.0.0.0/8'] });
    expect((await scrape(app, { ip: '10.0.0.1', authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    expect((await scrape(app, { ip: '10.0.0.1' })).status).toBe(401);
    expect((await scrape(app, { ip: '198.51.100.1', authorization: `Bearer ${TOKEN}` })).status).toBe(404);
  });
});

describe('metrics settings', () => {
  const base = { APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal' };

  it('reads METRICS_ALLOW as a list of networks and addresses', () => {
    const config = loadConfig({ ...base, METRICS_ALLOW: ' 127.0.0.1/32, 10.0.0.0/8 ,::1,' });
    expect(config.METRICS_ALLOW).toEqual(['127.0.0.1/32', '10.0.0.0/8', '::1']);
    expect(loadConfig(base).METRICS_ALLOW).toEqual([]);
  });

  it('refuses to start with a bad network or a short token, naming both', () => {
    for (const allow of ['10.0.0.0/33', 'localhost', '1/8', '10.0.0.1/8/2', '10.0.0.0/8;127.0.0.1']) {
      expect(() => loadConfig({ ...base, METRICS_ALLOW: allow }), allow).toThrow(ConfigError);
    }
    try {
      loadConfig({ ...base, METRICS_ALLOW: '10.0.0.0/33', METRICS_TOKEN: 'short' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'METRICS_TOKEN: must be at least 16 characters',
        'METRICS_ALLOW: must be comma-separated networks such as 127.0.0.1/32,10.0.0.0/8',
      ]);
    }
  });
});
