import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../src/contracts/admin.js';
import type { ActionResult, CategoryStats, EndpointsView, LanguageConfig, ProviderStatistics, ProviderStatus, TierStatus } from '../../../src/contracts/admin-provider.js';
import { FAKE_TOKEN, type FakeMarketaux, startFakeMarketaux } from '../../../src/plugins/sources/marketaux/__fixtures__/fake-marketaux.js';
import { marketauxSource } from '../../../src/plugins/sources/marketaux/index.js';
import { signedInAs } from '../../helpers/accounts.js';
import type { Agent } from '../../helpers/agent.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';

let app: TestApp;
let fake: FakeMarketaux;
let admin: Agent;

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Starts a day's count of calls, well clear of its end. The database's clock judges the provider's
 * day, and no test can fix it: calls, refusals and the counts read back across a UTC midnight would
 * meet two days' allowances, so a test starting in the last seconds of a day waits for the next.
 */
async function setCallsToday(calls: number): Promise<void> {
  const { rows } = await app.ctx.knex.raw<{ rows: { left: number }[] }>(
    "select extract(epoch from ((now() at time zone 'utc')::date + 1) - (now() at time zone 'utc'))::float8 as left",
  );
  if (rows[0]!.left < 15) await new Promise((resolve) => setTimeout(resolve, rows[0]!.left * 1000 + 100));
  await app.ctx.knex('provider_calls').delete();
  await app.ctx.knex.raw("insert into provider_calls (provider, day, category, calls) values ('marketaux', (now() at time zone 'utc')::date, 'all', ?)", [calls]);
}

async function addSource(name: string, settings: Record<string, unknown> = {}) {
  return app.ctx.knex('sources').insert({ name, type: 'api', plugin: 'marketaux', url: `https://api.marketaux.com/v1/news/all#${name}`, enabled: false, settings: JSON.stringify(settings) }).returning('id').then(([r]) => r.id as number);
}

beforeAll(async () => {
  fake = await startFakeMarketaux(3);
  app = await startTestApp({ plugins: [marketauxSource], env: { FETCH_ALLOW_PRIVATE: 'true', MARKETAUX_API_TOKEN: FAKE_TOKEN, MARKETAUX_BASE_URL: fake.url } });
  admin = await signedInAs(app, 'boss', 'admin');
});
afterAll(async () => {
  await app.stop();
  await fake.stop();
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.articlesPerCall = 3;
});

describe('validation', () => {
  it.each([
    ['/api/tier/update', 'POST', { tierKey: 'gold' }, 'Tier must be one of free, basic, pro, enterprise'],
    ['/api/admin/marketaux/polling-config', 'POST', { intervalMinutes: 3 }, 'Poll interval must be one of 1, 2, 5, 10, 15, 30, 60 minutes'],
    ['/api/admin/marketaux/language-config', 'PUT', { enabled_languages: [] }, 'Please select at least one language'],
    ['/api/admin/marketaux/language-config', 'PUT', { enabled_languages: ['en', 'xx'] }, 'Languages must be codes among en, '],
    ['/api/admin/marketaux/polling-config', 'POST', { intervalMinutes: '5' }, 'Poll interval must be one of 1, 2, 5, 10, 15, 30, 60 minutes'],
    ['/api/admin/marketaux/endpoints', 'PUT', { endpoints: { crypto: '/v1/news/all?api_token=x' } }, 'The crypto endpoint may not set api_token'],
    ['/api/admin/marketaux/endpoints', 'PUT', { endpoints: { crypto: 'https://evil.example/v1/news' } }, 'The crypto endpoint must be a path under the API'],
  ])('%s %s refuses %j', async (path, method, body, message) => {
    const res = method === 'PUT' ? await admin.put<{ message: string }>(path, body) : await admin.post<{ message: string }>(path, body);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

describe('tier, polling and languages', () => {
  it('changes the tier, which the status and tier status show, and audits it', async () => {
    const res = await admin.post<{ message: string }>('/api/tier/update', { tierKey: 'basic' });
    expect(res.body.message).toBe('Tier updated to Basic');
    const tier = (await admin.get<TierStatus>('/api/tier/status')).body.stats.currentTier;
    expect(tier).toEqual({ key: 'basic', name: 'Basic', limit: 20, maxCallsPerDay: 2500, pollIntervalMinutes: 5 });
    const status = (await admin.get<ProviderStatus>('/api/admin/marketaux/status')).body;
    expect(status).toMatchObject({ installed: true, tier: { key: 'basic' }, estimatedDailyCalls: 288, categorizedEnabled: false });
    const audit = (await admin.get<AuditPage>('/api/admin/audit')).body.items[0];
    expect(audit).toMatchObject({ actor: 'boss', action: 'provider.tier', before: { tier: 'free' }, after: { tier: 'basic' } });
    await admin.post('/api/tier/update', { tierKey: 'free' });
  });

  it('sets the poll interval on the provider and its sources, which the scheduler follows', async () => {
    const id = await addSource('polled');
    const res = await admin.post<{ message: string }>('/api/admin/marketaux/polling-config', { intervalMinutes: 15 });
    expect(res.body.message).toBe('Polling interval updated to 15 minutes');
    await setCallsToday(0);
    const outcome = await app.ctx.services.scheduler.fetchNow(id);
    expect(outcome?.error).toBeNull();
    const row = await app.ctx.knex('sources').where({ id }).first();
    expect(row.poll_interval_minutes).toBe(15);
    const minutesAhead = (row.next_fetch_at.getTime() - Date.now()) / 60_000;
    expect(minutesAhead).toBeGreaterThan(14);
    expect(minutesAhead).toBeLessThanOrEqual(15);
    await app.ctx.knex('sources').where({ id }).delete();
    await admin.post('/api/admin/marketaux/polling-config', { intervalMinutes: 5 });
    // Saving it as it is changes nothing, and the audit log records no change.
    const entries = async () => Number((await app.ctx.knex('audit_log').where({ action: 'provider.polling' }).count('* as n').first())!.n);
    const before = await entries();
    expect((await admin.post('/api/admin/marketaux/polling-config', { intervalMinutes: 5 })).statusCode).toBe(200);
    expect(await entries()).toBe(before);
  });

  it('keeps the languages, which the plugin then sends', async () => {
    const res = await admin.put<{ message: string }>('/api/admin/marketaux/language-config', { enabled_languages: ['en', 'de'] });
    expect(res.body.message).toBe('Language configuration updated (2 languages selected)');
    expect((await admin.get<LanguageConfig>('/api/admin/marketaux/language-config')).body.currentConfig.enabled_languages).toEqual(['en', 'de']);
    const id = await addSource('languages');
    await setCallsToday(0);
    await app.ctx.services.scheduler.fetchNow(id);
    expect(fake.calls.at(-1)!.get('language')).toBe('en,de');
    await app.ctx.knex('sources').where({ id }).delete();
    await admin.put('/api/admin/marketaux/language-config', { enabled_languages: ['en', 'es', 'fr'] });
  });
});

describe('the daily limit', () => {
  it('never lets a free tier make a 101st call in a UTC day, even with pages left to read', async () => {
    const id = await addSource('paged', { maxPages: 5 });
    await setCallsToday(98);
    const first = await app.ctx.services.scheduler.fetchNow(id);
    expect(first?.error).toBeNull();
    expect(fake.calls).toHaveLength(2);
    expect((await admin.get<TierStatus>('/api/tier/status')).body.stats.dailyCalls).toBe(100);
    await app.ctx.knex('sources').where({ id }).update({ cursor: null });
    const refused = await app.ctx.services.scheduler.fetchNow(id);
    expect(refused?.error).toBe('Daily API call limit of the Free tier reached (100 of 100 calls today)');
    expect(fake.calls).toHaveLength(2);
    const status = (await admin.get<ProviderStatus>('/api/admin/marketaux/status')).body;
    expect(status).toMatchObject({ isApiWorking: false, lastError: refused!.error, dailyCalls: 100 });
    await app.ctx.knex('sources').where({ id }).delete();
  });

  it('shares the last call between fetches running at once', async () => {
    const ids = [await addSource('one', { maxPages: 3 }), await addSource('two', { maxPages: 3 }), await addSource('three', { maxPages: 3 })];
    await setCallsToday(99);
    const outcomes = await Promise.all(ids.map((id) => app.ctx.services.scheduler.fetchNow(id)));
    expect(fake.calls).toHaveLength(1);
    expect(outcomes.filter((o) => o?.error === null)).toHaveLength(1);
    expect((await admin.get<TierStatus>('/api/tier/status')).body.stats.dailyCalls).toBe(100);
    await app.ctx.knex('sources').whereIn('id', ids).delete();
  });

  it('gives back the calls a fetch reserved but did not make', async () => {
    const id = await addSource('short', { maxPages: 5 });
    await setCallsToday(0);
    fake.articlesPerCall = 20;
    await admin.post('/api/tier/update', { tierKey: 'basic' });
    await app.ctx.services.scheduler.fetchNow(id);
    expect(fake.calls).toHaveLength(1);
    expect((await admin.get<TierStatus>('/api/tier/status')).body.stats.dailyCalls).toBe(1);
    await admin.post('/api/tier/update', { tierKey: 'free' });
    await app.ctx.knex('sources').where({ id }).delete();
  });
});

describe('endpoints, the categorized service and statistics', () => {
  it('saves an endpoint template that the plugin then calls, and reads it back', async () => {
    const saved = await admin.put<{ message: string }>('/api/admin/marketaux/endpoints', { endpoints: { crypto: '/v1/news/all?search=bitcoin&must_have_entities=false' } });
    expect(saved.statusCode).toBe(200);
    const view = (await admin.get<EndpointsView>('/api/admin/marketaux/endpoints')).body;
    expect(view.endpoints.crypto).toBe('/v1/news/all?search=bitcoin&must_have_entities=false');
    expect(view.endpoints.forex).toBe(view.defaults.forex);
    // The calls go to MARKETAUX_BASE_URL, and the tab says so.
    expect(view.baseUrl).toBe(fake.url.replace(/\/+$/, ''));
    await setCallsToday(0);
    await admin.post('/api/admin/marketaux/polling-config', { intervalMinutes: 10 });
    const toggled = await admin.post<{ message: string }>('/api/admin/categorized-service/toggle', { enabled: true });
    expect(toggled.body.message).toBe('Categorized News Service enabled');
    const made = await app.ctx.knex('sources').where({ plugin: 'marketaux' }).whereRaw("settings->>'category' is not null").select('poll_interval_minutes');
    expect(made.map((row: { poll_interval_minutes: number }) => row.poll_interval_minutes)).toEqual([10, 10, 10, 10, 10]);
    await admin.post('/api/admin/marketaux/polling-config', { intervalMinutes: 5 });
    await until(() => fake.calls.length >= 5, 'five category calls');
    const crypto = fake.calls.find((q) => q.get('search') === 'bitcoin');
    expect(crypto?.get('must_have_entities')).toBe('false');
    expect(crypto?.get('entity_types')).toBeNull();
    expect(fake.calls.some((q) => q.get('entity_types') === 'currency')).toBe(true);
    await until(async () => (await admin.get<CategoryStats>('/api/news/categories/stats')).body.categories.every((c) => c.lastFetch !== null), 'category stats');
    const stats = (await admin.get<CategoryStats>('/api/news/categories/stats')).body;
    expect(stats.enabled).toBe(true);
    expect(stats.categories.find((c) => c.id === 'crypto')).toMatchObject({ endpoint: '/v1/news/all?search=bitcoin&must_have_entities=false' });
    expect(stats.categories.reduce((n, c) => n + c.count, 0)).toBeGreaterThan(0);
  });

  it('answers statistics from the calls really made', async () => {
    const stats = (await admin.get<ProviderStatistics>('/api/admin/marketaux/statistics?days=7')).body;
    expect(stats.totals.calls).toBeGreaterThanOrEqual(5);
    expect(stats.totals.successRate).toBe(100);
    expect(stats.responseMs.p50).toBeGreaterThanOrEqual(0);
    expect(stats.perDay).toHaveLength(1);
    expect(stats.perEndpoint.map((e) => e.category)).toEqual(expect.arrayContaining(['crypto', 'forex', 'investment', 'stocks', 'trading']));
    expect(stats.languages.length).toBeGreaterThan(0);
    expect(stats.languages.reduce((n, l) => n + l.share, 0)).toBeCloseTo(100, 0);
  });

  it('keeps a category source apart from the others when an admin saves it, by its URL\'s fragment', async () => {
    const rows = await app.ctx.knex('sources').where({ plugin: 'marketaux' }).whereRaw("settings->>'category' is not null").orderBy('id');
    for (const row of rows.slice(0, 2)) {
      const saved = await admin.put<{ url: string }>(`/api/admin/news-sources/${row.id}`, { name: `${row.name} (renamed)`, url: row.url });
      expect(saved.statusCode).toBe(200);
      expect(saved.body.url).toBe(row.url);
    }
  });

  it('turns the service off, and a manual fetch or refresh is audited', async () => {
    expect((await admin.post<{ message: string }>('/api/admin/categorized-service/toggle', { enabled: false })).body.message).toBe('Categorized News Service disabled');
    const refresh = await admin.post<ActionResult>('/api/news/categories/refresh', { tier: 'Free' });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.body).toEqual({ success: false, message: 'Nothing to refresh: the Categorized News Service is disabled' });
    const manual = await admin.post<ActionResult>('/api/admin/marketaux/manual-fetch');
    expect(manual.statusCode).toBe(200);
    expect(manual.body.success).toBe(false);
    expect(manual.body.message).toMatch(/^Nothing to fetch: no Marketaux source is enabled/);
    const actions = (await admin.get<AuditPage>('/api/admin/audit?limit=3')).body.items.map((i) => i.action);
    expect(actions).toEqual(['provider.manual_fetch', 'provider.categories_refresh', 'provider.categorized']);
  });
});

describe('manual fetch', () => {
  it('says how many sources it started when some are enabled', async () => {
    const id = await addSource('enabled for manual fetch');
    await app.ctx.knex('sources').where({ id }).update({ enabled: true });
    const res = await admin.post<ActionResult>('/api/admin/marketaux/manual-fetch');
    expect(res.body).toEqual({ success: true, message: 'Manual news fetch initiated (1 sources)' });
    await app.ctx.knex('sources').where({ id }).update({ enabled: false });
  });
});

describe('without a Marketaux token', () => {
  let bare: TestApp;
  let bareAdmin: Agent;
  beforeAll(async () => {
    bare = await startTestApp({ plugins: [marketauxSource] });
    bareAdmin = await signedInAs(bare, 'boss', 'admin');
  });
  afterAll(() => bare.stop());

  it('reports the provider as not configured, naming the variable that turns it on', async () => {
    const status = (await bareAdmin.get<ProviderStatus>('/api/admin/marketaux/status')).body;
    expect(status).toMatchObject({
      installed: true,
      isApiWorking: false,
      missingSettings: ['MARKETAUX_API_TOKEN'],
      lastError: "Marketaux is not configured: set MARKETAUX_API_TOKEN in the server's environment to turn it on",
    });
  });

  it('keeps a fetch refused for the missing token out of the API\'s health, so setting it leaves no stale error', async () => {
    const [{ id }] = await bare.ctx.knex('sources').insert({ name: 'no token', type: 'api', plugin: 'marketaux', url: 'https://api.marketaux.com/v1/news/all#none', enabled: true, settings: '{}' }).returning('id');
    const outcome = await bare.ctx.services.scheduler.fetchNow(id as number);
    expect(outcome?.error).toMatch(/token/i);
    // The source says why it failed; the provider's card shows what to set, and after a restart
    // with the token, nothing of this: no call reached Marketaux.
    expect((await bare.ctx.knex('sources').where({ id }).first()).last_error).toMatch(/token/i);
    expect(await bare.ctx.knex('provider_config').where({ provider: 'marketaux' }).first()).toMatchObject({ last_error: null, last_call_at: null });
    await bare.ctx.knex('sources').where({ id }).delete();
  });

  it('refuses a manual fetch, a category refresh or turning the categorized service on, saying what to set', async () => {
    const paths = [['/api/admin/marketaux/manual-fetch', undefined], ['/api/news/categories/refresh', { tier: 'Free' }], ['/api/admin/categorized-service/toggle', { enabled: true }]] as const;
    for (const [path, body] of paths) {
      const res = await bareAdmin.post<{ message: string }>(path, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.body.message).toContain('set MARKETAUX_API_TOKEN');
    }
    // No category source was made to fail at once; turning the service off is always allowed.
    expect(Number((await bare.ctx.knex('sources').where({ plugin: 'marketaux', enabled: true }).count('* as n').first())?.n)).toBe(0);
    expect((await bareAdmin.post('/api/admin/categorized-service/toggle', { enabled: false })).statusCode).toBe(200);
  });

  it('makes each category source once when the service is switched several times at once', async () => {
    const categorySources = () => bare.ctx.knex('sources').where({ plugin: 'marketaux' }).whereRaw("settings->>'category' is not null");
    await categorySources().delete();
    const toggled = await Promise.all(Array.from({ length: 3 }, () => bareAdmin.post('/api/admin/categorized-service/toggle', { enabled: false })));
    expect(toggled.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const made: { url: string }[] = await categorySources().select('url');
    expect(made.map((row) => row.url).sort()).toEqual(['crypto', 'forex', 'investment', 'stocks', 'trading'].map((id) => `https://api.marketaux.com/v1/news/all#${id}`));
  });

  it('reports a configured provider as working, with nothing missing', async () => {
    const status = (await admin.get<ProviderStatus>('/api/admin/marketaux/status')).body;
    expect(status).toMatchObject({ isApiWorking: true, missingSettings: [] });
  });
});
