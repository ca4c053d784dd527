import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localEnricher } from '../../src/plugins/enrichers/local/index.js';
import { type FixtureServer, startFixtureServer } from '../../src/plugins/sdk/testing/index.js';
import { rssSource } from '../../src/plugins/sources/rss/index.js';
import { signedInAs } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { LONG_TEXT, rssFeed } from './ingestion/fixtures/feed.js';

const TOKEN = 'a-scraper-token-of-some-length';
// The app's clock stands a few hours after the feed's dates, whatever day the test runs on.
const clock = () => new Date('2026-11-22T12:00:00Z');
let app: TestApp;
let feeds: FixtureServer;

/** The value of one sample of the scrape, matched by name and the labels given (others ignored). */
function sample(scrape: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of scrape.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) => (match[2] ?? '').includes(`${key}="${value}"`));
    if (has) return Number(match[3]);
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

beforeAll(async () => {
  feeds = await startFixtureServer({
    '/wire.xml': {
      body: rssFeed('Wire', [
        { title: 'Central bank raises rates by half a point', link: 'https://news.example/hike', description: LONG_TEXT, pubDate: 'Sun, 22 Nov 2026 09:00:00 GMT' },
        { title: 'Chipmaker beats earnings estimates', link: 'https://news.example/chips', description: LONG_TEXT, pubDate: 'Sun, 22 Nov 2026 08:00:00 GMT' },
      ]),
      headers: { 'content-type': 'application/rss+xml' },
    },
  });
  app = await startTestApp({
    plugins: [rssSource, localEnricher],
    env: { FETCH_ALLOW_PRIVATE: 'true', ENRICH_THREAD: 'false', METRICS_TOKEN: TOKEN },
    clock,
    listen: true,
  });
});
afterAll(async () => {
  await app.stop();
  await feeds.stop();
});

describe('GET /metrics after real activity', () => {
  it('reports requests by route pattern, a feed fetch, enrichment, a job run, the pool and process figures', async () => {
    const admin = await signedInAs(app, 'metrics-admin', 'admin');
    const added = await admin.post<{ id: number }>('/api/admin/news-sources', { name: 'Wire', url: `${feeds.url}/wire.xml`, type: 'rss', categories: ['markets'] });
    expect(added.statusCode).toBe(201);
    const sourceId = String(added.body.id);
    await vi.waitFor(async () => expect((await app.ctx.knex('sources').where({ id: added.body.id }).first()).last_fetch_at).not.toBeNull(), { timeout: 10_000 });
    await app.ctx.services.enrichment.onIdle();
    const article = await app.ctx.knex('articles').where({ source_id: added.body.id }).first();
    expect((await admin.get(`/api/news/${article.id}`)).statusCode).toBe(200);
    expect((await admin.get('/api/news/999999')).statusCode).toBe(404);
    await app.ctx.services.scheduler.tick();
    // Refused before routing (a write from another site): counted under the route it was for, not Hapi's "not routed yet".
    const crossSite = await app.server.inject({ method: 'PUT', url: '/api/admin/users/1/role', headers: { origin: 'https://elsewhere.example' }, payload: { role: 'admin' } });
    expect(crossSite.statusCode).toBe(403);

    const text = await scrape();
    expect(sample(text, 'alphawire_http_request_duration_seconds_count', { method: 'PUT', route: '/api/admin/users/{id}/role', status: '403' })).toBe(1);
    // The route's pattern, never the URL with its id.
    expect(sample(text, 'alphawire_http_request_duration_seconds_count', { method: 'GET', route: '/api/news/{id}', status: '200' })).toBe(1);
    expect(sample(text, 'alphawire_http_request_duration_seconds_count', { method: 'GET', route: '/api/news/{id}', status: '404' })).toBe(1);
    expect(sample(text, 'alphawire_http_request_duration_seconds_count', { method: 'POST', route: '/api/admin/news-sources', status: '201' })).toBe(1);
    expect(text).not.toContain(`/api/news/${article.id}"`);
    const source = { source_id: sourceId, source: 'Wire' };
    expect(sample(text, 'alphawire_ingestion_runs_total', source)).toBe(1);
    expect(sample(text, 'alphawire_ingestion_failures_total', source)).toBeUndefined();
    expect(sample(text, 'alphawire_ingestion_items_total', { ...source, stage: 'fetched' })).toBe(2);
    expect(sample(text, 'alphawire_ingestion_items_total', { ...source, stage: 'added' })).toBe(2);
    expect(sample(text, 'alphawire_ingestion_fetch_duration_seconds_count', source)).toBe(1);
    expect(sample(text, 'alphawire_enrichment_articles_total', { outcome: 'enriched' })).toBe(2);
    expect(sample(text, 'alphawire_enrichment_latency_seconds_count')).toBe(2);
    expect(sample(text, 'alphawire_enrichment_queue_depth')).toBe(0);
    expect(sample(text, 'alphawire_full_text_queue_depth')).toBe(0);
    expect(sample(text, 'alphawire_job_runs_total', { job: 'sources' })).toBe(1);
    expect(sample(text, 'alphawire_job_failures_total', { job: 'sources' })).toBeUndefined();
    expect(sample(text, 'alphawire_job_duration_seconds_count', { job: 'sources' })).toBe(1);
    expect(sample(text, 'alphawire_db_pool_connections', { state: 'max' })).toBe(app.ctx.db.kind === 'pglite' ? 1 : 10);
    expect(sample(text, 'alphawire_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'alphawire_live_clients')).toBe(0);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    for (const name of ['alphawire_x_posts_total', 'alphawire_digests_total']) expect(text).toContain(`# TYPE ${name} counter`);
  });

  it('counts the browsers connected to live updates', async () => {
    const stream = new AbortController();
    const res = await fetch(`${app.url}/api/live`, { signal: stream.signal });
    await res.body!.getReader().read();
    expect(sample(await scrape(), 'alphawire_live_clients')).toBe(1);
    stream.abort();
    await vi.waitFor(async () => expect(sample(await scrape(), 'alphawire_live_clients')).toBe(0));
  });

  it('counts a failed fetch against its source', async () => {
    const admin = await signedInAs(app, 'metrics-admin-2', 'admin');
    const added = await admin.post<{ id: number }>('/api/admin/news-sources', { name: 'Gone', url: `${feeds.url}/gone.xml`, type: 'rss', categories: ['markets'] });
    expect(added.statusCode).toBe(201);
    await vi.waitFor(async () => expect((await app.ctx.knex('sources').where({ id: added.body.id }).first()).last_fetch_at).not.toBeNull(), { timeout: 10_000 });
    const text = await scrape();
    const source = { source_id: String(added.body.id), source: 'Gone' };
    expect(sample(text, 'alphawire_ingestion_runs_total', source)).toBe(1);
    expect(sample(text, 'alphawire_ingestion_failures_total', source)).toBe(1);
    expect(sample(text, 'alphawire_ingestion_fetch_duration_seconds_count', source)).toBe(1);
    expect(sample(text, 'alphawire_ingestion_items_total', { ...source, stage: 'added' })).toBe(0);
  });

  it('counts a job run that fails, by job', async () => {
    await app.ctx.knex.destroy();
    try {
      await expect(app.ctx.services.marketRefresh.runTick(new Date('2030-01-01T10:00:00Z'))).rejects.toThrow();
    } finally {
      app.ctx.knex.initialize();
    }
    const text = await scrape();
    expect(sample(text, 'alphawire_job_runs_total', { job: 'market-refresh' })).toBe(1);
    expect(sample(text, 'alphawire_job_failures_total', { job: 'market-refresh' })).toBe(1);
  });

  it('serves every series the Grafana dashboard in docs/ charts', async () => {
    const dashboard = readFileSync(new URL('../../docs/grafana-dashboard.json', import.meta.url), 'utf8');
    const charted = new Set([...dashboard.matchAll(/\b((?:alphawire|process|nodejs)_[a-z0-9_]+?)(?:_bucket|_count|_sum)?\{/g)].map((match) => match[1]!));
    expect(charted.size).toBeGreaterThan(15);
    const text = await scrape();
    const missing = [...charted].filter((name) => !text.includes(`# TYPE ${name} `));
    expect(missing).toEqual([]);
  });
});
