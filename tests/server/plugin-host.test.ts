import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtInPlugins } from '../../src/plugins/index.js';
import { defineSource } from '../../src/plugins/sdk/index.js';
import { type FixtureServer, startFixtureServer } from '../../src/plugins/sdk/testing/index.js';
import { marketauxSource } from '../../src/plugins/sources/marketaux/index.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { createContext } from '../../src/server/context.js';
import { createLogger } from '../../src/server/logger.js';
import { loadAssets } from '../../src/server/plugin-host/assets.js';
import { envSettingProblems } from '../../src/server/plugin-host/env-settings.js';
import { createPluginHost } from '../../src/server/plugin-host/host.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';

const TOKEN = 'mx-token-that-must-stay-home';

describe('what the built-in plugins declare', () => {
  it('names each environment variable once, for a key its settings schema has', () => {
    const names = builtInPlugins.flatMap((plugin) => (plugin.env ?? []).map((s) => s.name));
    expect(new Set(names).size).toBe(names.length);
    for (const plugin of builtInPlugins) {
      for (const setting of plugin.env ?? []) {
        expect(setting.name).toMatch(/^[A-Z][A-Z0-9_]+$/);
        expect(setting.description.length).toBeGreaterThan(10);
        const shape = plugin.settingsSchema instanceof z.ZodObject ? plugin.settingsSchema.shape : {};
        expect(Object.keys(shape), `${plugin.id}: ${setting.name}`).toContain(setting.key);
      }
    }
  });

  it('marks every token and key secret, and gives each plugin with a secret the hosts it may go to', () => {
    for (const plugin of builtInPlugins) {
      for (const setting of plugin.env ?? []) {
        // A token or key is secret; an address (X_TOKEN_URL, the token endpoint) is not.
        if (/TOKEN|KEY/.test(setting.name) && !setting.name.endsWith('_URL')) expect(setting.secret, setting.name).toBe(true);
        if (setting.secret) expect(plugin.apiHosts?.length, plugin.id).toBeGreaterThan(0);
      }
    }
    expect(builtInPlugins.filter((p) => p.metered).map((p) => p.id)).toEqual(['marketaux']);
  });

  it('hands a plugin the settings it declares, read from the environment', () => {
    const env = { MARKETAUX_API_TOKEN: TOKEN, MARKETAUX_BASE_URL: 'https://proxy.example/mx', COINGECKO_BASE_URL: 'https://cg.example/api/v3' };
    const config = loadConfig({ ...env, APP_SECRET: 'x'.repeat(32) });
    const host = createPluginHost({ plugins: builtInPlugins, env: config.env, http: { request: () => Promise.reject(new Error('offline')) }, logger: createLogger('silent'), clock: () => new Date(), assets: loadAssets() });
    expect(host.source('marketaux').settings).toMatchObject({ apiToken: TOKEN, baseUrl: 'https://proxy.example/mx' });
    expect(host.sourceForApiHost('api.marketaux.com')).toBe('marketaux');
    expect(host.sourceForApiHost('eu.cryptopanic.com')).toBe('cryptopanic');
    expect(host.sourceForApiHost('marketaux.com.evil.example')).toBeNull();
    expect(host.isMetered('marketaux')).toBe(true);
    expect(host.isMetered('rss')).toBe(false);
  });

  it('hands every plugin the assets it was given', () => {
    const acme = { symbol: 'ACME', kind: 'equity' as const, tier: 1 as const, names: ['Acme Rockets'] };
    const seen: unknown[] = [];
    const probe = defineSource({
      id: 'probe',
      displayName: 'Probe',
      settingsSchema: z.object({}),
      create: (ctx) => {
        seen.push(ctx.assets);
        return { fetch: async () => ({ items: [], cursor: null }) };
      },
    });
    const host = createPluginHost({ plugins: [probe], env: {}, http: { request: () => Promise.reject(new Error('offline')) }, logger: createLogger('silent'), clock: () => new Date(), assets: [acme] });
    host.source('probe');
    expect(seen).toEqual([[acme]]);
  });

  it('lists every bad plugin setting by its variable, and start-up refuses them all at once', async () => {
    const env = { COINGECKO_BASE_URL: 'not a url', OPENAI_BASE_URL: 'ftp://model.example', MARKETAUX_BASE_URL: 'https://fine.example' };
    expect(envSettingProblems(builtInPlugins, env)).toEqual([
      'OPENAI_BASE_URL: Language model base URL must be an http(s) URL',
      'COINGECKO_BASE_URL: CoinGecko base URL must be an http(s) URL',
    ]);
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ ...env, ...database.env, APP_SECRET: 'x'.repeat(32) });
      await expect(createContext(config, createLogger('silent'), [...builtInPlugins])).rejects.toBeInstanceOf(ConfigError);
    } finally {
      await database.drop();
    }
  });
});

describe('plugin secrets from files', () => {
  it('reads a plugin token from NAME_FILE, and refuses one given both ways', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'alphawire-plugin-secret-'));
    const tokenFile = join(dir, 'marketaux_token');
    writeFileSync(tokenFile, `${TOKEN}\n`);
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ ...database.env, APP_SECRET: 'x'.repeat(32), MARKETAUX_API_TOKEN_FILE: tokenFile });
      const ctx = await createContext(config, createLogger('silent'), [...builtInPlugins]);
      expect(ctx.config.env.MARKETAUX_API_TOKEN).toBe(TOKEN);
      await ctx.close();
      const both = loadConfig({ ...database.env, APP_SECRET: 'x'.repeat(32), MARKETAUX_API_TOKEN: TOKEN, MARKETAUX_API_TOKEN_FILE: tokenFile, OPENAI_API_KEY_FILE: join(dir, 'missing') });
      const refused = await createContext(both, createLogger('silent'), [...builtInPlugins]).catch((error: unknown) => error);
      expect((refused as ConfigError).problems).toEqual([
        'MARKETAUX_API_TOKEN, MARKETAUX_API_TOKEN_FILE: set one or the other, not both',
        `OPENAI_API_KEY_FILE: cannot read ${join(dir, 'missing')} (ENOENT)`,
      ]);
    } finally {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a provider token goes only to its provider', () => {
  let app: TestApp;
  let elsewhere: FixtureServer;

  beforeAll(async () => {
    elsewhere = await startFixtureServer({
      '/v1/news/all': { body: '{"data":[],"meta":{"found":0,"returned":0,"limit":3,"page":1}}', headers: { 'content-type': 'application/json' } },
      '/bounce/v1/news/all': () => ({ status: 302, headers: { location: `http://localhost:${new URL(elsewhere.url).port}/v1/news/all` } }),
    });
    app = await startTestApp({ plugins: [marketauxSource], env: { FETCH_ALLOW_PRIVATE: 'true', MARKETAUX_API_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await app.stop();
    await elsewhere.stop();
  });

  async function fetchFrom(url: string) {
    const source = await app.ctx.services.sources.create({ name: `Mx ${url}`, url, type: 'api', plugin: 'marketaux', categories: [], enabled: false }, null);
    return app.ctx.services.scheduler.fetchNow(source.id);
  }

  it('refuses to send it to a host an admin typed, and nothing reaches that host', async () => {
    const outcome = await fetchFrom(`${elsewhere.url}/v1/news/all`);
    expect(outcome?.error).toBe('The Marketaux token is sent only to marketaux.com, api.marketaux.com, not to 127.0.0.1; set the plugin\'s base URL setting to use another host');
    expect(elsewhere.requests).toEqual([]);
  });
});

/**
 * A test app whose Marketaux calls (token set) go to a fixture server with these routes, started and
 * stopped around the describe block that calls it.
 */
function marketauxAt(routes: Parameters<typeof startFixtureServer>[0]): { app: TestApp; provider: FixtureServer } {
  const setup = {} as { app: TestApp; provider: FixtureServer };
  beforeAll(async () => {
    setup.provider = await startFixtureServer(routes);
    setup.app = await startTestApp({ plugins: [marketauxSource], env: { FETCH_ALLOW_PRIVATE: 'true', MARKETAUX_API_TOKEN: TOKEN, MARKETAUX_BASE_URL: setup.provider.url } });
  });
  afterAll(async () => {
    await setup.app.stop();
    await setup.provider.stop();
  });
  return setup;
}

const fetchMarketaux = async (app: TestApp) => {
  const source = await app.ctx.services.sources.create({ name: 'Mx', url: 'https://api.marketaux.com/v1/news/all', type: 'api', categories: [], enabled: false }, null);
  return { source, outcome: await app.ctx.services.scheduler.fetchNow(source.id) };
};

describe('a redirect from the configured host', () => {
  const origin = marketauxAt({
    '/v1/news/all': () => ({ status: 302, headers: { location: `http://localhost:${new URL(origin.provider.url).port}/stolen` } }),
    '/stolen': 'gotcha',
  });

  it('does not carry the token to another host', async () => {
    const { outcome } = await fetchMarketaux(origin.app);
    expect(outcome?.error).toBe('Refused a redirect to localhost: this request may only reach marketaux.com, api.marketaux.com, 127.0.0.1');
    expect(origin.provider.requests.map((r) => r.path.split('?')[0])).toEqual(['/v1/news/all']);
  });
});

describe('a provider error that quotes the request', () => {
  const quoting = marketauxAt({
    '/v1/news/all': (request) => ({
      status: 400,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ error: { code: 'malformed_parameters', message: `Bad request for ${request.path}` } }),
    }),
  });

  it('is shown, stored and logged without the token', async () => {
    const { source, outcome } = await fetchMarketaux(quoting.app);
    expect(quoting.provider.requests[0]?.path).toContain(TOKEN);
    expect(outcome?.error).toMatch(/^Marketaux rejected the request \(HTTP 400\): Bad request for \/v1\/news\/all\?.*api_token=\[redacted\]/);
    const row = await quoting.app.ctx.knex('sources').where({ id: source.id }).first<{ last_error: string }>();
    expect(row.last_error).not.toContain(TOKEN);
    expect(row.last_error).toContain('[redacted]');
  });
});
