import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, startFixtureServer } from '../../../src/plugins/sdk/testing/index.js';
import { rssSource } from '../../../src/plugins/sources/rss/index.js';
import { createSourcesRepository } from '../../../src/server/modules/sources/repository.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { rssFeed } from './fixtures/feed.js';

// More sources due than one claim takes (2 × INGEST_CONCURRENCY): a worker that has just been
// handed 500 feeds must not take them a few per tick, 30 s apart.
const SOURCES = 12;

let feeds: FixtureServer;
let app: TestApp;

beforeAll(async () => {
  feeds = await startFixtureServer(Object.fromEntries(Array.from({ length: SOURCES }, (_, n) => [
    `/desk-${n}.xml`,
    { body: rssFeed(`Desk ${n}`, [{ title: `Desk ${n} sees a busy open`, link: `https://desk${n}.example/open` }]) },
  ])));
  app = await startTestApp({ plugins: [rssSource], env: { FETCH_ALLOW_PRIVATE: 'true', INGEST_CONCURRENCY: '2', INGEST_PER_HOST: '2', SCHEDULER_ENABLED: 'false' } });
  const sources = createSourcesRepository(app.ctx.knex);
  for (let n = 0; n < SOURCES; n += 1) {
    await sources.insert({ name: `Desk ${n}`, type: 'rss', plugin: 'rss', url: `${feeds.url}/desk-${n}.xml`, categories: [], enabled: true });
  }
});
afterAll(async () => {
  await app.stop();
  await feeds.stop();
});

describe('the source scheduler with a backlog', () => {
  it('claims again as fetches finish, so every due source is fetched after one tick', async () => {
    // Ticking every 30 s: within the 10 s below at most one more tick could come, taking 4 more, not 8.
    app.ctx.services.scheduler.start(30);
    await app.ctx.services.scheduler.tick();
    await expect.poll(() => new Set(feeds.requests.map((r) => r.path)).size, { timeout: 10_000 }).toBe(SOURCES);
    await app.ctx.services.scheduler.stop();
    expect(feeds.requests).toHaveLength(SOURCES);
  });
});
