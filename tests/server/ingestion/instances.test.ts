import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FixtureServer, startFixtureServer } from '../../../src/plugins/sdk/testing/index.js';
import { rssSource } from '../../../src/plugins/sources/rss/index.js';
import { loadConfig } from '../../../src/server/config.js';
import { type AppContext, createContext } from '../../../src/server/context.js';
import { createLogger } from '../../../src/server/logger.js';
import type { FetchOutcome } from '../../../src/server/ingestion/pipeline.js';
import { SKIPPED } from '../../../src/server/jobs/source-scheduler.js';
import { createSourcesRepository } from '../../../src/server/modules/sources/repository.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../helpers/database.js';
import { LONG_TEXT, rssFeed } from './fixtures/feed.js';

const SOURCES = 20;
const ITEMS = 5;
// Each answer waits this long, so both instances' claims land while the first fetches are still open.
const ANSWER_DELAY_MS = 200;

const feedPath = (n: number) => `/feed-${n}.xml`;

function feedRoute(n: number) {
  const items = Array.from({ length: ITEMS }, (_, i) => ({
    title: `Desk ${n} market report number ${i}`,
    link: `https://desk${n}.example/report-${i}`,
    description: LONG_TEXT,
    pubDate: `Sun, 22 Nov 2026 0${i}:00:00 GMT`,
  }));
  return async () => {
    await sleep(ANSWER_DELAY_MS);
    return { body: rssFeed(`Desk ${n}`, items), headers: { 'content-type': 'application/rss+xml' }, etag: `"desk-${n}"` };
  };
}

// The same stories told by many wires, each in its own order, plus links every wire shares: stored
// at once, their transactions touch the same cluster rows and the same URLs in different orders.
const STORIES = 30;
const SHARED_LINKS = 10;
const WIRES = 12;
// Numbers of two digits or more count as words, so each story's title is its own.
const storyTitle = (i: number) => `Exchange ${i + 10} lists token ${i + 100} at price ${i + 1000}`;

function inWireOrder<T>(list: T[], wire: number): T[] {
  const turned = [...list.slice((wire * 7) % list.length), ...list.slice(0, (wire * 7) % list.length)];
  return wire % 2 === 0 ? turned : turned.reverse();
}

function wireRoute(wire: number | 'seed') {
  const host = wire === 'seed' ? 'seed' : `wire${wire}`;
  const stories = Array.from({ length: STORIES }, (_, i) => ({ title: storyTitle(i), link: `https://${host}.example/story-${i}`, description: LONG_TEXT }));
  const shared = Array.from({ length: SHARED_LINKS }, (_, i) => ({ title: `Floor bulletin ${i + 10} on fund ${i + 200}`, link: `https://shared.example/bulletin-${i}`, description: LONG_TEXT }));
  const items = wire === 'seed' ? stories : inWireOrder([...stories, ...shared], wire);
  return async () => {
    await sleep(ANSWER_DELAY_MS);
    return { body: rssFeed(host, items), headers: { 'content-type': 'application/rss+xml' } };
  };
}

async function startInstance(database: TestDatabase, name: string): Promise<AppContext> {
  const config = loadConfig({
    APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...database.env,
    FETCH_ALLOW_PRIVATE: 'true',
    // Every feed is on the fixture server's one host; lift the per-host cap so it does not serialise them.
    INGEST_PER_HOST: '8',
    // The User-Agent names PUBLIC_URL, which tells the fixture server which instance asked.
    PUBLIC_URL: `http://${name}.test`,
  });
  return createContext(config, createLogger(config.LOG_LEVEL), [rssSource]);
}

// Several instances can only share a PostgreSQL server: PGlite admits one process per data dir
// (the second is refused by the lock) and is one connection, so there is nothing to race.
describe.skipIf(TEST_DB !== 'postgres')('two scheduler instances on the real Postgres', () => {
  let database: TestDatabase;
  let feeds: FixtureServer;
  let a: AppContext;
  let b: AppContext;

  const requestsSince = (start: number) => feeds.requests.slice(start);
  const articleCount = async () => Number((await a.knex('articles').count('* as n').first())?.n);

  beforeAll(async () => {
    feeds = await startFixtureServer({
      ...Object.fromEntries(Array.from({ length: SOURCES }, (_, n) => [feedPath(n), feedRoute(n)])),
      ...Object.fromEntries(Array.from({ length: WIRES }, (_, n) => [`/wire-${n}.xml`, wireRoute(n)])),
      '/wire-seed.xml': wireRoute('seed'),
    });
    database = await createTestDatabase();
    // One after the other: the second finds the schema migrated, as a second instance would.
    a = await startInstance(database, 'instance-a');
    b = await startInstance(database, 'instance-b');
    const sources = createSourcesRepository(a.knex);
    for (let n = 0; n < SOURCES; n += 1) {
      await sources.insert({ name: `Desk ${n}`, type: 'rss', plugin: 'rss', url: `${feeds.url}${feedPath(n)}`, categories: [], enabled: true });
    }
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await feeds?.stop();
  });

  it('fetches each due source once when both tick at the same time', async () => {
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([a.services.scheduler.tick(), b.services.scheduler.tick()]);
    }
    // tick() hands the claimed sources to the queue and returns; the fetches end later.
    await vi.waitFor(
      async () => expect(await a.knex('sources').whereNull('last_fetch_at').orWhereNotNull('claimed_until').count('* as n').first()).toMatchObject({ n: 0 }),
      { timeout: 15_000, interval: 100 },
    );
    const paths = feeds.requests.map((r) => r.path).sort();
    expect(paths).toEqual(Array.from({ length: SOURCES }, (_, n) => feedPath(n)).sort());
    const askers = new Set(feeds.requests.map((r) => /instance-[ab]/.exec(String(r.headers['user-agent']))?.[0]));
    expect(askers).toEqual(new Set(['instance-a', 'instance-b']));
    expect(await articleCount()).toBe(SOURCES * ITEMS);
    const perSource = await a.knex('articles').groupBy('source_id').select('source_id').count('* as n');
    expect(perSource.map((row) => Number(row.n))).toEqual(Array(SOURCES).fill(ITEMS));
  });

  it('splits a manual fetch of everything, asked of both at once, so each source is fetched once', async () => {
    const start = feeds.requests.length;
    const before = await a.knex('sources').orderBy('id').select('id', 'last_fetch_at');
    const [fromA, fromB] = (await Promise.all([a.services.scheduler.fetchAll(), b.services.scheduler.fetchAll()])).map(
      (outcomes) => outcomes.filter((o) => o.error !== SKIPPED),
    ) as [FetchOutcome[], FetchOutcome[]];
    // Each source is run by one instance and reported as skipped (held) by the other.
    expect(fromA.length + fromB.length).toBe(SOURCES);
    expect(requestsSince(start).map((r) => r.path).sort()).toEqual(Array.from({ length: SOURCES }, (_, n) => feedPath(n)).sort());
    // The stored ETags made every answer a 304: nothing added, nothing doubled.
    expect([...fromA, ...fromB].every((o) => o.notModified && o.added === 0 && o.error === null)).toBe(true);
    expect(await articleCount()).toBe(SOURCES * ITEMS);
    const after = await a.knex('sources').orderBy('id').select('id', 'last_fetch_at', 'claimed_until');
    after.forEach((row, i) => {
      expect(row.claimed_until).toBeNull();
      expect(row.last_fetch_at.getTime()).toBeGreaterThan(before[i]!.last_fetch_at.getTime());
    });
  });

  it('stores the same stories arriving through many feeds at once without deadlocking', async () => {
    const sources = createSourcesRepository(a.knex);
    const add = (path: string) => sources.insert({ name: path, type: 'rss', plugin: 'rss', url: `${feeds.url}${path}`, categories: [], enabled: true });
    const seed = await add('/wire-seed.xml');
    expect(await a.services.scheduler.fetchNow(seed.id)).toMatchObject({ added: STORIES, error: null });
    for (let n = 0; n < WIRES; n += 1) await add(`/wire-${n}.xml`);
    const before = await articleCount();

    const outcomes = (await Promise.all([a.services.scheduler.fetchAll(), b.services.scheduler.fetchAll()])).flat();
    expect(outcomes.filter((o) => o.error !== null && o.error !== SKIPPED)).toEqual([]);
    expect(await articleCount()).toBe(before + WIRES * STORIES + SHARED_LINKS);
    const clusters = await a.knex('story_clusters').where('title', 'like', 'Exchange %').select('article_count');
    expect(clusters.map((c) => c.article_count)).toEqual(Array(STORIES).fill(WIRES + 1));
  });
});
