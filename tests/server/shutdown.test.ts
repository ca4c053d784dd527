import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localEnricher } from '../../src/plugins/enrichers/local/index.js';
import { startFixtureServer, type FixtureServer } from '../../src/plugins/sdk/testing/index.js';
import { rssSource } from '../../src/plugins/sources/rss/index.js';
import { loadConfig } from '../../src/server/config.js';
import { createContext } from '../../src/server/context.js';
import { createSourcesRepository } from '../../src/server/modules/sources/repository.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../helpers/database.js';
import { LONG_TEXT, rssFeed } from './ingestion/fixtures/feed.js';

// Enough articles that enrichment is still under way when the process is told to stop.
const ITEMS = 200; // the most one fetch of a feed stores

let feeds: FixtureServer;
let database: TestDatabase;

beforeAll(async () => {
  const items = Array.from({ length: ITEMS }, (_, i) => ({
    title: `Bulletin ${i}: refinery ${i % 7} output and shares ${i % 3 ? 'rise' : 'fall'}`,
    link: `https://wire.example/bulletin-${i}`,
    description: LONG_TEXT,
    pubDate: 'Sun, 22 Nov 2026 10:30:00 GMT',
  }));
  feeds = await startFixtureServer({ '/feed.xml': { body: rssFeed('Wire', items) } });
  database = await createTestDatabase();
});
afterAll(async () => {
  await feeds.stop();
  await database.drop();
});

/** A context whose log lines are kept, as the process would write them. */
async function open(lines: { level: number; msg: string }[]) {
  const config = loadConfig({ APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal', FETCH_ALLOW_PRIVATE: 'true', ...database.env });
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return createContext(config, logger, [rssSource, localEnricher]);
}

async function statusCounts(ctx: Awaited<ReturnType<typeof open>>): Promise<Record<string, number>> {
  const rows = await ctx.knex('articles').select('enrichment_status').count<{ enrichment_status: string; n: string }[]>('* as n').groupBy('enrichment_status');
  return Object.fromEntries(rows.map((r) => [r.enrichment_status, Number(r.n)]));
}

it('stops mid-enrichment without errors: work in hand is saved and announced, the rest stays pending and resumes', async () => {
  const lines: { level: number; msg: string }[] = [];
  const ctx = await open(lines);
  await createSourcesRepository(ctx.knex).insert({ name: 'Wire', type: 'rss', plugin: 'rss', url: `${feeds.url}/feed.xml`, categories: ['markets'], enabled: true });
  const announced = new Set<number>();
  ctx.services.live.subscribe((event) => {
    const data = event.data as { kind?: string; ids?: number[] };
    if (data.kind === 'updated') for (const id of data.ids ?? []) announced.add(id);
  });
  const [outcome] = await ctx.services.scheduler.fetchAll();
  expect(outcome?.added).toBe(ITEMS);
  await ctx.close();

  // Nothing failed on a closed pool: no "enrichment batch crashed", no "live update not sent".
  expect(lines.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([]);

  const reopened = await open(lines);
  try {
    const counts = await statusCounts(reopened);
    expect(counts.failed).toBeUndefined();
    // The batches already started when the stop came were finished and saved, not dropped half-done.
    expect(counts.done).toBeGreaterThan(0);
    expect((counts.done ?? 0) + (counts.pending ?? 0)).toBe(ITEMS);
    if (TEST_DB === 'pglite') {
      // One process: every article saved before the stop was announced before close returned.
      const done = await reopened.knex('articles').where({ enrichment_status: 'done' }).pluck('id');
      expect(done.filter((id: number) => !announced.has(id))).toEqual([]);
    }
    await reopened.services.enrichment.resume();
    await reopened.services.enrichment.onIdle();
    expect(await statusCounts(reopened)).toEqual({ done: ITEMS });
  } finally {
    await reopened.close();
  }
});
