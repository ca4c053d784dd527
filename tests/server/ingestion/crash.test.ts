import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rssSource } from '../../../src/plugins/sources/rss/index.js';
import { loadConfig } from '../../../src/server/config.js';
import { createContext } from '../../../src/server/context.js';
import { openDatabase } from '../../../src/server/db/knex.js';
import { createLogger } from '../../../src/server/logger.js';
import { createSourcesRepository } from '../../../src/server/modules/sources/repository.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../helpers/database.js';
import { LONG_TEXT, rssFeed } from './fixtures/feed.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const ITEMS = 10;
// Fast feeds answer at once; half of them send an ETag (a rerun gets 304), half do not (a rerun re-parses and dedupes).
const FAST = ['/fast-0.xml', '/fast-1.xml', '/fast-2.xml', '/fast-3.xml', '/fast-4.xml', '/fast-5.xml'];
// Slow feeds send half their body and then stall, so the process is killed in the middle of them.
const SLOW = ['/slow-0.xml', '/slow-1.xml'];
const ALL = [...FAST, ...SLOW];

function feedBody(path: string): string {
  const name = path.slice(1, -4);
  const items = Array.from({ length: ITEMS }, (_, i) => ({
    title: `${name} bulletin ${i}: shares and bonds move`,
    link: `https://${name}.example/bulletin-${i}`,
    description: LONG_TEXT,
    pubDate: `Sun, 22 Nov 2026 ${String(i).padStart(2, '0')}:30:00 GMT`,
  }));
  return rssFeed(name, items);
}

interface FeedServer {
  url: string;
  requests: string[];
  /** Slow feeds that have sent half their body and are waiting. */
  stalled: Set<string>;
  /** From now on slow feeds answer in full, as a recovered site would. */
  stopStalling(): void;
  stop(): Promise<void>;
}

function answer(res: ServerResponse, path: string, stalling: boolean, stalled: Set<string>): void {
  const body = feedBody(path);
  const etag = /fast-[0-2]/.test(path) ? `"${path}"` : undefined;
  if (etag && res.req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
  res.writeHead(200, { 'content-type': 'application/rss+xml', ...(etag ? { etag } : {}) });
  if (!SLOW.includes(path) || !stalling) return void res.end(body);
  res.write(body.slice(0, body.length / 2));
  stalled.add(path); // never ends: the socket closes when the process is killed
}

async function startFeedServer(): Promise<FeedServer> {
  const requests: string[] = [];
  const stalled = new Set<string>();
  let stalling = true;
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    if (!ALL.includes(path)) return void res.writeHead(404).end();
    answer(res, path, stalling, stalled);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    stalled,
    stopStalling: () => (stalling = false),
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

interface CliRun {
  child: ChildProcess;
  stdout: () => string;
  exit: Promise<[number | null, NodeJS.Signals | null]>;
}

function runFetchCli(env: NodeJS.ProcessEnv): CliRun {
  const child = spawn(process.execPath, ['bin/alphawire.js', 'fetch'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.resume();
  return { child, stdout: () => stdout, exit: once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]> };
}

let database: TestDatabase;
let feeds: FeedServer;
let childEnv: NodeJS.ProcessEnv;
const sourceIds = new Map<string, number>();

/** Opens the test database for a look and closes it again: on PGlite the CLI needs the data dir to itself. */
async function withDatabase<T>(work: (knex: Knex) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR });
  try {
    return await work(db.knex);
  } finally {
    await db.close();
  }
}

async function articlesPerSource(): Promise<Map<string, number>> {
  const rows = await withDatabase((knex) => knex('articles').groupBy('source_id').select('source_id').count('* as n'));
  const counts = new Map(ALL.map((path) => [path, 0]));
  for (const [path, id] of sourceIds) counts.set(path, Number(rows.find((r) => r.source_id === id)?.n ?? 0));
  return counts;
}

beforeAll(async () => {
  feeds = await startFeedServer();
  database = await createTestDatabase();
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  childEnv = {
    ...inherited,
    ...database.env,
    APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal',
    LOG_LEVEL: 'warn',
    FETCH_ALLOW_PRIVATE: 'true',
    SEED_DEFAULT_SOURCES: 'false',
    INGEST_PER_HOST: '8', // all feeds share the fixture server's host
  };
  const config = loadConfig({ ...database.env, APP_SECRET: childEnv.APP_SECRET, LOG_LEVEL: 'silent' });
  const ctx = await createContext(config, createLogger('silent'), [rssSource]);
  // The repository rather than the sources service: the service would fetch each new source at once, here.
  const sources = createSourcesRepository(ctx.knex);
  for (const path of ALL) {
    const row = await sources.insert({ name: path.slice(1), type: 'rss', plugin: 'rss', url: `${feeds.url}${path}`, categories: [], enabled: true });
    sourceIds.set(path, row.id);
  }
  await ctx.close(); // before spawning: on PGlite only one process may hold the data dir
});

afterAll(async () => {
  await feeds?.stop();
  await database?.drop();
});

// Each step spawns the CLI through tsx, which takes seconds on a busy machine.
describe(`killing \`alphawire fetch\` in the middle of an ingest (${TEST_DB})`, { timeout: 60_000 }, () => {
  it('keeps what was stored before the kill and nothing of the feeds it was reading', async () => {
    const run = runFetchCli(childEnv);
    try {
      await vi.waitFor(
        () => {
          expect(run.child.exitCode, run.stdout()).toBeNull();
          expect(run.stdout().match(/^✓ .*: 10 fetched, 10 new$/gm)).toHaveLength(FAST.length);
          expect(feeds.stalled.size).toBe(SLOW.length);
        },
        { timeout: 30_000, interval: 50 },
      );
    } finally {
      run.child.kill('SIGKILL');
    }
    expect(await run.exit).toEqual([null, 'SIGKILL']);
    const counts = await articlesPerSource();
    for (const path of FAST) expect(counts.get(path), path).toBe(ITEMS);
    for (const path of SLOW) expect(counts.get(path), path).toBe(0);
  });

  it('leaves the cut-off sources claimed until their lease runs out, with their cursor untouched', async () => {
    const slow = await withDatabase((knex) => knex('sources').whereIn('id', SLOW.map((p) => sourceIds.get(p)!)));
    for (const row of slow) {
      expect(row.claimed_until.getTime()).toBeGreaterThan(Date.now());
      expect(row.last_fetch_at).toBeNull();
      expect(row.cursor).toBeNull();
    }
    // The lease is what frees a dead process's sources; move it into the past rather than wait for it.
    await withDatabase((knex) => knex('sources').whereNotNull('claimed_until').update({ claimed_until: knex.raw("now() - interval '1 second'") }));
  });

  it('fetches the rest when run again: no article lost or doubled', async () => {
    feeds.stopStalling();
    const requestsBefore = feeds.requests.length;
    const run = runFetchCli(childEnv);
    const [code] = await run.exit;
    expect(code, run.stdout()).toBe(0);
    expect(run.stdout()).toContain(`${ALL.length} source(s) fetched, ${SLOW.length * ITEMS} new article(s), 0 failed`);
    expect(feeds.requests.slice(requestsBefore).sort()).toEqual([...ALL].sort());
    // What was stored before the kill comes back as 304 or as known URLs, never as new rows.
    for (const path of FAST) {
      const again = /fast-[0-2]/.test(path) ? 'not modified since the last fetch' : `${ITEMS} fetched, 0 new`;
      expect(run.stdout()).toContain(`✓ ${path.slice(1)} (#${sourceIds.get(path)}): ${again}`);
    }

    const counts = await articlesPerSource();
    for (const path of ALL) expect(counts.get(path), path).toBe(ITEMS);
    const { n, urls } = await withDatabase(async (knex) => {
      const row = await knex('articles').select(knex.raw('count(*)::int as n, count(distinct canonical_url)::int as urls')).first();
      return row as { n: number; urls: number };
    });
    expect(n).toBe(ALL.length * ITEMS);
    expect(urls).toBe(n);
    const sources = await withDatabase((knex) => knex('sources').select('last_fetch_at', 'claimed_until', 'last_error'));
    for (const row of sources) expect(row).toMatchObject({ claimed_until: null, last_error: null, last_fetch_at: expect.any(Date) });
  });
});
