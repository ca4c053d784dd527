import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { type AppContext, createContext } from '../../src/server/context.js';
import { createLogger } from '../../src/server/logger.js';
import { createServer } from '../../src/server/server.js';
import { TEST_DB } from '../helpers/database.js';
import { openLiveStream } from '../helpers/live-stream.js';
import { deadPort } from '../helpers/network-failures.js';
import { type ScratchPostgresServer, startScratchPostgres } from '../helpers/scratch-postgres-server.js';

// A real restart of PostgreSQL under a running app (docs/operations.md#database-outages), on a
// server of the test's own: the proxy of database-faults.test.ts plays refused, cut and stalled
// connections; this is the server itself going away (a fast shutdown ends every session) and
// coming back on the same port, as an operator's upgrade or a crash-restart does.
const OUTAGE_ANSWER_MS = 3_000;
const RECOVERY_MS = 5_000;

const scratch = TEST_DB === 'postgres' ? startScratchPostgres(await deadPort()) : { unavailable: 'PostgreSQL tests only' };
if ('unavailable' in scratch && TEST_DB === 'postgres') console.warn(`database restart test skipped: ${scratch.unavailable}`);

// CI's machine has PostgreSQL's server programs: there a server that would not start is a
// failure, not a skip (a folder it could not enter once skipped this file unnoticed).
it.runIf(TEST_DB === 'postgres' && process.env.CI === 'true' && 'unavailable' in scratch)('starts a PostgreSQL server of its own in CI', () => {
  expect.fail('unavailable' in scratch ? scratch.unavailable : '');
});

let pg: ScratchPostgresServer;
let ctx: AppContext;
let server: Server;
let url: string;
const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-restart-'));

async function status(path: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(20_000) });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

describe.skipIf('unavailable' in scratch)('a real PostgreSQL restart under a running app', () => {
  beforeAll(async () => {
    pg = scratch as ScratchPostgresServer;
    const config = loadConfig({ APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal', PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: pg.url, DATA_DIR: dataDir, FEED_CACHE_MS: '0' });
    ctx = await createContext(config, createLogger('silent'), []);
    server = await createServer(ctx);
    await server.start();
    url = `http://127.0.0.1:${server.info.port}`;
  });
  afterAll(async () => {
    await server?.stop();
    await ctx?.close();
    pg?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the server is down and 200 within 5 s of its start, live events included', async () => {
    expect((await status('/api/news')).status).toBe(200);
    const stream = await openLiveStream(url);
    pg.stop();
    // Every call asks the database: no feed cache, and a page of search the caches never saw.
    const down = await Promise.all([status('/readyz'), status('/api/news'), status('/api/news?q=restart')]);
    for (const answer of down) {
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_MS);
    }
    expect((await status('/healthz')).status).toBe(200);

    pg.start();
    const started = performance.now();
    for (;;) {
      const answers = await Promise.all([status('/readyz'), status('/api/news')]);
      if (answers.every((a) => a.status === 200)) break;
      expect(performance.now() - started).toBeLessThan(RECOVERY_MS);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const recovered = performance.now() - started;
    // The LISTEN connection died with the server: events reach the stream again once it is back.
    for (let n = 0; !stream.events.some((e) => e.event === 'market'); n += 1) {
      expect(performance.now() - started).toBeLessThan(RECOVERY_MS * 2);
      await ctx.services.live.publish({ event: 'market', data: { probe: n } }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stream.close();
    console.info(`restart: 503 in ≤ ${Math.round(Math.max(...down.map((a) => a.ms)))} ms while down; 200 again ${Math.round(recovered)} ms after the server started; live events after ${Math.round(performance.now() - started)} ms`);
  });
});
