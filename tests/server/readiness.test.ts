import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../migrations/index.js';
import { pendingMigrations } from '../../src/server/db/migrate.js';
import { createReadiness } from '../../src/server/modules/health/readiness.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const LAST_MIGRATION = MIGRATIONS.at(-1)![0];
const webDir = mkdtempSync(join(tmpdir(), 'alphawire-web-'));
let app: TestApp;

beforeAll(async () => {
  // A built web app, so an answer from its fallback (index.html) would show.
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>AlphaWire</title>');
  app = await startTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await app.stop();
  rmSync(webDir, { recursive: true, force: true });
});

describe('GET /readyz', () => {
  it('answers ready on a fully migrated database', async () => {
    const res = await createAgent(app.server).get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: app.ctx.db.kind });
  });

  it('answers 503 naming the migrations not applied', async () => {
    const pending = await startTestApp();
    try {
      await pending.ctx.knex('knex_migrations').where({ name: LAST_MIGRATION }).delete();
      const res = await createAgent(pending.server).get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: `1 database migration(s) not applied: ${LAST_MIGRATION}` });
      // Still alive: only readiness depends on the schema.
      expect((await createAgent(pending.server).get('/healthz')).statusCode).toBe(200);
    } finally {
      await pending.stop();
    }
  });

  it('answers 503 when the database is unreachable, and ready again once it answers', async () => {
    await app.ctx.knex.destroy();
    try {
      const res = await createAgent(app.server).get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable' });
    } finally {
      app.ctx.knex.initialize();
    }
    expect((await createAgent(app.server).get('/readyz')).statusCode).toBe(200);
  });
});

describe('readiness cache', () => {
  it('re-reads the migrations once the cache has gone stale, so a restore missing one shows', async () => {
    let now = 1_000_000;
    const ready = createReadiness({ ping: () => app.ctx.db.ping(), pendingMigrations: () => pendingMigrations(app.ctx.knex) }, () => now);
    expect(await ready()).toBeNull();
    const row = await app.ctx.knex('knex_migrations').where({ name: LAST_MIGRATION }).first();
    await app.ctx.knex('knex_migrations').where({ name: LAST_MIGRATION }).delete();
    try {
      now += 29_000;
      expect(await ready()).toBeNull();
      now += 2_000;
      expect(await ready()).toMatch(/^1 database migration\(s\) not applied/);
    } finally {
      await app.ctx.knex('knex_migrations').insert(row);
    }
    // Pending migrations are not cached: the next call sees them applied.
    expect(await ready()).toBeNull();
  });
});

describe('the web app fallback', () => {
  it('never answers /readyz or /metrics with the web app', async () => {
    const agent = createAgent(app.server);
    expect((await agent.get('/readyz')).headers['content-type']).toMatch(/application\/json/);
    const metrics = await agent.get('/metrics');
    expect(metrics.statusCode).toBe(404);
    expect(metrics.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
});
