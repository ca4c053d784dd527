import type { Server } from '@hapi/hapi';
import knexFactory from 'knex';
import cron from 'node-cron';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../src/plugins/sdk/testing/index.js';
import { rssSource } from '../../src/plugins/sources/rss/index.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { type AppContext, createContext } from '../../src/server/context.js';
import { createLogger } from '../../src/server/logger.js';
import { createSourcesRepository } from '../../src/server/modules/sources/repository.js';
import { startRoleWork } from '../../src/server/roles.js';
import { createServer } from '../../src/server/server.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../helpers/database.js';
import { rssFeed } from './ingestion/fixtures/feed.js';

const SECRET = { APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...SECRET, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('SERVICES', () => {
  it('is web and worker unless set, and reads a comma list of roles', () => {
    expect(loadConfig(SECRET).SERVICES).toEqual(['web', 'worker']);
    const db = { DATABASE_URL: 'postgres://db.example/alphawire' };
    expect(loadConfig({ ...SECRET, ...db, SERVICES: 'worker' }).SERVICES).toEqual(['worker']);
    expect(loadConfig({ ...SECRET, ...db, SERVICES: ' Web , web' }).SERVICES).toEqual(['web']);
    expect(loadConfig({ ...SECRET, SERVICES: 'worker,web' }).SERVICES).toEqual(['worker', 'web']);
  });

  it('names an unknown role and an empty list', () => {
    expect(problemsOf({ SERVICES: 'web,cron,mail' })).toEqual(['SERVICES: unknown role cron, mail: use web, worker or web,worker']);
    expect(problemsOf({ SERVICES: ' , ' })).toEqual(['SERVICES: name at least one role: web, worker or web,worker']);
  });

  it('refuses one role alone on the embedded database, naming SERVICES and DATABASE_URL', () => {
    expect(problemsOf({ SERVICES: 'web' })).toEqual([
      'SERVICES: web alone needs DATABASE_URL (PostgreSQL); on the embedded database the web and the worker run in one process (SERVICES=web,worker)',
    ]);
  });
});

// The two roles split across processes: here two apps in this process on one PostgreSQL database.
describe.skipIf(TEST_DB !== 'postgres')('a web and a worker on one database', () => {
  let database: TestDatabase;
  let feeds: FixtureServer;
  type Started = { ctx: AppContext; server: Server; warmUp: MockInstance };
  const started: Started[] = [];
  let worker: Started | undefined;

  async function start(services: string) {
    const config = loadConfig({ ...SECRET, ...database.env, LOG_LEVEL: 'silent', SERVICES: services, SEED_DEFAULT_SOURCES: 'false', FETCH_ALLOW_PRIVATE: 'true', METRICS_ALLOW: '127.0.0.1/32' });
    const ctx = await createContext(config, createLogger('silent'), [rssSource]);
    const warmUp = vi.spyOn(ctx.services.enrichment, 'warmUp');
    const server = await createServer(ctx);
    await server.initialize();
    started.push({ ctx, server, warmUp });
    // What main.ts does once the server is up.
    await startRoleWork(ctx);
    return { ctx, server, warmUp };
  }

  const feedRequests = () => feeds.requests.filter((request) => request.path === '/feed.xml').length;
  // The jobs started since this file began: other files share this process (vitest's isolate: false).
  let tasksBefore = new Set<string>();
  const ourJobs = () =>
    [...cron.getTasks().entries()].filter(([id]) => !tasksBefore.has(id)).map(([, task]) => task.name).filter((name) => ['sources', 'market-refresh', 'daily-digest', 'auto-post'].includes(name ?? ''));

  beforeAll(async () => {
    tasksBefore = new Set(cron.getTasks().keys());
    database = await createTestDatabase();
    const items = [{ title: 'Refinery output rises', link: 'https://wire.example/refinery', description: 'Output rose.', pubDate: 'Sun, 22 Nov 2026 10:30:00 GMT' }];
    const desk = [{ title: 'Desk notes a quiet session', link: 'https://wire.example/desk', description: 'Quiet.', pubDate: 'Sun, 22 Nov 2026 11:30:00 GMT' }];
    feeds = await startFixtureServer({ '/feed.xml': { body: rssFeed('Wire', items) }, '/desk.xml': { body: rssFeed('Desk', desk) } });
    // Due from the start: any instance that runs the scheduler fetches it on its first tick.
    const knex = knexFactory({ client: 'pg', connection: database.env.DATABASE_URL });
    await createSourcesRepository(knex).insert({ name: 'Wire', type: 'rss', plugin: 'rss', url: `${feeds.url}/feed.xml`, categories: ['markets'], enabled: true });
    await knex.destroy();
  });
  afterAll(async () => {
    for (const { ctx, server } of started.reverse()) {
      await server.stop();
      await ctx.close();
    }
    await feeds.stop();
    await database.drop();
  });

  it('a web-only instance schedules no job and never fetches; a worker beside it fetches the due feed once', async () => {
    const web = await start('web');
    // Its start-up is over: a first tick would have claimed the due source by now, and a schedule would be registered.
    expect(ourJobs()).toEqual([]);
    expect(await web.ctx.knex('sources').first('last_fetch_at', 'claimed_until')).toEqual({ last_fetch_at: null, claimed_until: null });
    expect(feedRequests()).toBe(0);
    expect((await web.server.inject('/api/news')).statusCode).toBe(200);

    worker = await start('worker');
    expect(ourJobs().sort()).toEqual(['auto-post', 'daily-digest', 'market-refresh', 'sources']);
    // Its scoring thread is started soon after the start, before any fetch needs it; the web
    // instance scores nothing.
    await vi.waitFor(() => expect(worker!.warmUp).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(web.warmUp).not.toHaveBeenCalled();
    await expect.poll(() => web.ctx.knex('articles').count<{ n: string }[]>('* as n').then(([row]) => Number(row!.n)), { timeout: 10_000 }).toBe(1);
    // Two more ticks of the worker find nothing due; the web instance has none of its own.
    await worker.ctx.services.scheduler.tick();
    await worker.ctx.services.scheduler.tick();
    expect(feedRequests()).toBe(1);
  });

  it('a source an admin adds on a web-only instance is made due there and fetched by a worker', async () => {
    const web = started.find(({ ctx }) => ctx.config.SERVICES.join() === 'web')!;
    worker ??= await start('worker');
    await worker.ctx.services.scheduler.stop();
    const added = await web.ctx.services.sources.create({ name: 'Desk', url: `${feeds.url}/desk.xml`, type: 'rss', categories: [], enabled: true }, null);
    // stop() waits for any fetch the web instance started: none, the source is only due.
    await web.ctx.services.scheduler.stop();
    const deskRequests = () => feeds.requests.filter((request) => request.path === '/desk.xml').length;
    expect(deskRequests()).toBe(0);
    // The call returns once the source is made due, so the worker's claim below never meets that
    // write in progress (a claim skips a row being written, and the fetch would wait a tick).
    const row = await web.ctx.knex('sources').where({ id: added.id }).first('last_fetch_at', web.ctx.knex.raw('next_fetch_at <= now() as due'));
    expect(row).toEqual({ last_fetch_at: null, due: true });

    await worker.ctx.services.scheduler.tick();
    await worker.ctx.services.scheduler.stop();
    expect(deskRequests()).toBe(1);
    expect(await web.ctx.knex('articles').where({ url: 'https://wire.example/desk' }).first('id')).toBeDefined();
  });

  it('a worker stopped before its threads warm up never starts them', async () => {
    const config = loadConfig({ ...SECRET, ...database.env, LOG_LEVEL: 'silent', SERVICES: 'worker', SCHEDULER_ENABLED: 'false', SEED_DEFAULT_SOURCES: 'false' });
    const ctx = await createContext(config, createLogger('silent'), [rssSource]);
    const warmUp = vi.spyOn(ctx.services.enrichment, 'warmUp');
    await startRoleWork(ctx);
    await ctx.close();
    // Past the warm-up's 3 s (jobs/start-jobs.ts): a stop had cancelled it.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('a worker-only instance answers its probes and 404 for everything else', async () => {
    worker ??= await start('worker');
    expect((await worker.server.inject('/healthz')).statusCode).toBe(200);
    expect((await worker.server.inject('/readyz')).statusCode).toBe(200);
    const metrics = await worker.server.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.payload).toContain('alphawire_job_runs_total{job="sources"}');
    expect(metrics.payload).toContain('alphawire_role{role="worker"} 1');
    expect(metrics.payload).not.toContain('alphawire_role{role="web"}');
    for (const url of ['/api/news', '/api/live', '/api/version', '/', '/settings']) {
      const res = await worker.server.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(JSON.parse(res.payload), url).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    }
  });
});
