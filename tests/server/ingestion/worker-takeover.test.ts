import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSourcesRepository } from '../../../src/server/modules/sources/repository.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../helpers/database.js';
import { spawnWorker, type WorkerProcess } from '../../helpers/worker-process.js';
import { LONG_TEXT, rssFeed } from './fixtures/feed.js';

// Two (here three) worker processes share one PostgreSQL database; one is killed with SIGKILL at
// 20 moments of an ingest of 200 feeds × 20 items while another lives. The survivor must take over
// the dead one's sources and its pending full-text and enrichment work once the dead one's leases
// run out (JOB_LEASE_SECONDS), without any restart, and every article must end up stored once and
// enriched (docs/operations.md#background-work-across-instances). PGlite cannot be shared by two
// processes, so this runs on PostgreSQL only.
//
// To keep it well under a minute: each round adds 10 new feeds (20 rounds × 10 = 200 feeds), so no
// fresh database or reset is needed between kills; the lease is 2 s and the tick 1 s; and two
// victims live at a time beside the survivor, so that a fresh victim boots (about 2 s of CPU)
// while the round before it runs. Its first request for half of a round's feeds and pages is held
// open by the feed server, so that a victim is certainly holding claims when it is killed; the
// last two kills are not replaced, so the survivor alone finishes what they held.
const ROUNDS = 20;
const FEEDS_PER_ROUND = 10;
const ITEMS = 20;
// Three, not the least allowed (2): a renewal runs every third of the lease, and under the whole
// suite a live worker's renewal once came more than a lease's two thirds late and another worker
// took its feed (production's default is 30 s).
const LEASE_SECONDS = 3;
/**
 * When a kill comes after the victim's first held request: spread over storing, enriching and
 * reading pages; every fifth round waits past one and a half leases, so that a held request
 * outlives the lease it was claimed with and only its renewal keeps it from other workers.
 */
const LONG_HOLD_MS = 1.5 * LEASE_SECONDS * 1000;
const DELAYS_MS = Array.from({ length: ROUNDS }, (_, i) => (i * 53) % 500 + (i % 5 === 4 ? LONG_HOLD_MS : 0));
/** The bound the issue sets; the old five-minute lease could not meet it. */
const TAKEOVER_BOUND_MS = 60_000;
const PUB_DATE = 'Sun, 22 Nov 2026 10:30:00 GMT';
const PAGE = `<!doctype html><html><head><title>Story</title></head><body><article><h1>Story</h1>${'<p>Traders weighed what the figures mean for rates, earnings and the quarter ahead, and most desks stayed cautious.</p>'.repeat(6)}</article></body></html>`;

interface Seen {
  path: string;
  /** The port in the requesting worker's user agent (its PUBLIC_URL): which process asked. */
  port: number;
  at: number;
  held: boolean;
}

/** Feeds and article pages on loopback; a victim's first request for a held path is never answered. */
function startFeedServer(isVictim: (port: number) => boolean) {
  const seen: Seen[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const port = Number(/localhost:(\d+)/.exec(req.headers['user-agent'] ?? '')?.[1] ?? 0);
    const path = req.url ?? '';
    const feed = /^\/feed\/(\d+)$/.exec(path);
    const page = /^\/page\/(\d+)\/(\d+)$/.exec(path);
    const n = Number((feed ?? page)?.[1] ?? -1);
    // Even feeds are held when fetched; odd feeds' pages when read: a victim then holds both kinds of claim.
    const holdable = feed ? n % 2 === 0 : page ? n % 2 === 1 : false;
    const held = holdable && isVictim(port) && !seen.some((s) => s.path === path);
    seen.push({ path, port, at: performance.now(), held });
    if (held) {
      open.add(res);
      res.on('close', () => open.delete(res));
      return;
    }
    if (feed) {
      const items = Array.from({ length: ITEMS }, (_, i) => ({
        title: `Feed ${n} story ${i}: output ${i % 7} and shares ${i % 3 ? 'rise' : 'fall'}`,
        link: `http://127.0.0.1:${(server.address() as AddressInfo).port}/page/${n}/${i}`,
        // Every fifth item is a teaser, whose page is read before it is enriched.
        description: i % 5 === 0 ? '<p>Shares moved.</p>' : LONG_TEXT,
        pubDate: PUB_DATE,
      }));
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rssFeed(`Feed ${n}`, items));
    } else if (page) res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    else res.writeHead(404).end();
  });
  return {
    seen,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: async () => {
      for (const res of open) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const describeOnPostgres = TEST_DB === 'postgres' ? describe : describe.skip;

describeOnPostgres('workers on one database, one killed at 20 moments', () => {
  let database: TestDatabase;
  let knex: Knex;
  const workers: WorkerProcess[] = [];
  const killedAt = new Map<number, number>();
  const victimWorkers = new Set<WorkerProcess>();
  // Read at each request: a worker's port changes if it had to be started again on another.
  const feeds = startFeedServer((port) => [...victimWorkers].some((worker) => worker.port === port));

  async function startWorker(options: { victim: boolean; env?: Record<string, string> }): Promise<WorkerProcess> {
    const worker = await spawnWorker(database.env.DATABASE_URL!, {
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      // Every feed is on this one loopback host: held requests must not use up a worker's share of it.
      INGEST_PER_HOST: '8',
      ...options.env,
    });
    if (options.victim) victimWorkers.add(worker);
    workers.push(worker);
    return worker;
  }

  async function healthy(worker: WorkerProcess): Promise<void> {
    await vi.waitFor(async () => {
      expect(worker.child.exitCode, worker.output()).toBeNull();
      expect((await fetch(`http://127.0.0.1:${worker.port}/healthz`)).ok).toBe(true);
    }, { timeout: 30_000, interval: 50 });
  }

  function kill(worker: WorkerProcess): void {
    worker.child.kill('SIGKILL');
    killedAt.set(worker.port, performance.now());
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    knex = knexFactory({ client: 'pg', connection: database.env.DATABASE_URL, pool: { min: 0, max: 2 } });
    await feeds.listen();
  });

  afterAll(async () => {
    for (const worker of workers) {
      worker.child.kill('SIGKILL');
      rmSync(worker.dir, { recursive: true, force: true });
    }
    await knex?.destroy();
    await feeds.stop();
    await database?.drop();
  });

  it('hands a killed worker\'s sources, pages and enrichment to a live one within the lease, and stores and enriches every article once', async () => {
    // The survivor claims few sources a tick, so the victims get some of every round.
    const survivor = await startWorker({ victim: false, env: { INGEST_CONCURRENCY: '2' } });
    const victims = [await startWorker({ victim: true }), await startWorker({ victim: true })];
    await Promise.all([survivor, ...victims].map(healthy));
    const sources = createSourcesRepository(knex);

    for (let round = 0; round < ROUNDS; round += 1) {
      for (let f = 0; f < FEEDS_PER_ROUND; f += 1) {
        const n = round * FEEDS_PER_ROUND + f;
        await sources.insert({ name: `Feed ${n}`, type: 'rss', plugin: 'rss', url: `${feeds.url()}/feed/${n}`, categories: ['markets'], enabled: true });
      }
      const victim = victims.shift()!;
      await healthy(victim);
      // A kill while the victim holds a request open, when it gets one within a few ticks (a moment
      // with nothing held is one of the moments too).
      await vi.waitFor(() => expect(feeds.seen.some((s) => s.held && s.port === victim.port)).toBe(true), { timeout: 3000, interval: 20 }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, DELAYS_MS[round]));
      kill(victim);
      // The last two kills are not replaced: the survivor alone finishes their work, without a restart.
      if (round < ROUNDS - 2) victims.push(await startWorker({ victim: true }));
      expect(survivor.child.exitCode, survivor.output()).toBeNull();
    }

    await vi.waitFor(async () => {
      const [row] = await knex('articles').select(knex.raw(`
        count(*)::int as articles,
        count(distinct url)::int as urls,
        count(*) filter (where enrichment_status = 'done')::int as enriched,
        count(*) filter (where full_content_status = 'pending')::int as pages_pending`));
      const [fetched] = await knex('sources').select(knex.raw('count(*) filter (where last_success_at is not null and claimed_until is null)::int as n'));
      expect({ ...row, fetched: fetched.n }).toEqual({
        articles: ROUNDS * FEEDS_PER_ROUND * ITEMS,
        urls: ROUNDS * FEEDS_PER_ROUND * ITEMS,
        enriched: ROUNDS * FEEDS_PER_ROUND * ITEMS,
        pages_pending: 0,
        fetched: ROUNDS * FEEDS_PER_ROUND,
      });
    }, { timeout: TAKEOVER_BOUND_MS, interval: 250 });
    expect(survivor.child.exitCode, survivor.output()).toBeNull();
    // The full text of every teaser was read, none given up: a held page was read again by a live worker.
    // (Listed, not counted, so that a failure names why each page was given up.)
    expect(await knex('articles').whereNot({ full_content_status: 'done' }).whereRaw("content_text like 'Shares moved%'").select('url', 'full_content_status', 'full_content_error')).toEqual([]);

    const held = feeds.seen.filter((s) => s.held);
    const takenOver = held.filter((h) => killedAt.has(h.port));
    // Held requests of feeds and of pages, by victims that were then killed: the takeover was exercised,
    // both kinds. Pages are read after their feed is stored, so on a busy machine fewer of the 20 kills
    // fall while a page is held (4, then 2, seen under the whole suite, beside the alerts' own
    // multi-process test): one taken over still proves the kind, and the checks below prove the rest.
    expect(takenOver.filter((h) => h.path.startsWith('/feed/')).length).toBeGreaterThanOrEqual(5);
    expect(takenOver.filter((h) => h.path.startsWith('/page/')).length).toBeGreaterThanOrEqual(1);
    // Some were held past their first lease while the holder lived: the renewals were what kept them.
    // One proves it; on a busy machine a long round's victim may get its held request late (1 of
    // the 4 long rounds, seen once under the whole suite), and the checks below hold for every one.
    expect(takenOver.filter((h) => killedAt.get(h.port)! - h.at > LONG_HOLD_MS).length).toBeGreaterThanOrEqual(1);
    for (const h of takenOver) {
      const again = feeds.seen.find((s) => s.path === h.path && s.at > h.at && s.port !== h.port);
      expect(again, `${h.path} was never fetched again after its worker was killed`).toBeDefined();
      // Nobody took it while its holder lived, however long the request stayed open (the lease was renewed) …
      expect(again!.at, `${h.path} was taken from a live worker`).toBeGreaterThan(killedAt.get(h.port)!);
      // … and a live worker took it soon after the kill: when the lease ran out, not minutes later.
      expect(again!.at - killedAt.get(h.port)!).toBeLessThan(TAKEOVER_BOUND_MS);
    }
  }, 240_000);
});
