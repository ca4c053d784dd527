import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startFixtureServer, type FixtureServer } from '../../src/plugins/sdk/testing/index.js';
import { openAlertsWake } from '../../src/server/jobs/alerts-wake.js';
import { rssSource } from '../../src/plugins/sources/rss/index.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DB } from '../helpers/database.js';
import { openLiveStream } from '../helpers/live-stream.js';
import { rssFeed } from './ingestion/fixtures/feed.js';

// Two instances on one PostgreSQL database behave as one: what the design keeps in the database
// (sessions, rate limits, claims, live events) is checked here across instances. Both run in this
// process, each with its own pool, server and LISTEN connection, which is all an instance shares
// through; the separate processes of the roles and the kill tests cost seconds each, this none.
const FEEDS = 12;

let feeds: FixtureServer;
const fetches = new Map<string, number>();
let freshStory = false;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  if (TEST_DB !== 'postgres') return;
  const routes: Parameters<typeof startFixtureServer>[0] = {};
  for (let i = 0; i < FEEDS; i += 1) {
    const path = `/feed-${i}.xml`;
    routes[path] = () => {
      fetches.set(path, (fetches.get(path) ?? 0) + 1);
      const items = [{ title: `Story ${i} moves the market`, link: `https://news.example.org/${i}` }];
      if (freshStory && i === 0) items.push({ title: 'A fresh story breaks', link: 'https://news.example.org/fresh' });
      return { body: rssFeed(`Wire ${i}`, items) };
    };
  }
  feeds = await startFixtureServer(routes);
  const env = { FETCH_ALLOW_PRIVATE: 'true', LOGIN_MAX_PER_ACCOUNT: '4', SCHEDULER_ENABLED: 'false' };
  first = await startTestApp({ listen: true, plugins: [rssSource], env });
  second = await startTestApp({ listen: true, plugins: [rssSource], env: { ...env, DATABASE_URL: first.ctx.config.DATABASE_URL! } });
}, 60_000);
afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await feeds?.stop();
});

describe.skipIf(TEST_DB !== 'postgres')('two instances on one database', () => {
  it('share a session: signed in on one, the other knows the member', async () => {
    await first.ctx.services.accounts.createUser({ username: 'roaming', email: 'roaming@example.com', password: 'a-good-password' }, 'user');
    const onFirst = createAgent(first.server);
    expect((await onFirst.post('/api/auth/login', { loginId: 'roaming', password: 'a-good-password' })).statusCode).toBe(200);
    const onSecond = createAgent(second.server);
    for (const [name, value] of onFirst.jar) onSecond.jar.set(name, value);
    const me = await onSecond.get<{ username: string }>('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.body.username).toBe('roaming');
  });

  it('share the login limit: guesses on both count together', async () => {
    await first.ctx.services.accounts.createUser({ username: 'guarded', email: 'guarded@example.com', password: 'a-good-password' }, 'user');
    const guess = (app: TestApp) => createAgent(app.server).post('/api/auth/login', { loginId: 'guarded', password: 'wrong-pass' });
    expect((await guess(first)).statusCode).toBe(401);
    expect((await guess(second)).statusCode).toBe(401);
    expect((await guess(first)).statusCode).toBe(401);
    expect((await guess(second)).statusCode).toBe(401);
    // Four guesses spread over two instances use up the account's four: the fifth is refused on either.
    expect((await guess(first)).statusCode).toBe(429);
    expect((await guess(second)).statusCode).toBe(429);
  });

  it('fetch each due source once per tick, whichever instance ticks, and the other instance\'s readers hear of the articles', async () => {
    for (let i = 0; i < FEEDS; i += 1) {
      await first.ctx.services.sources.create({ name: `Wire ${i}`, url: `${feeds.url}/feed-${i}.xml`, type: 'rss', categories: [], enabled: true }, null);
    }
    // Creating a source asks for its first fetch at once; wait for those, then make every source due again.
    await waitFor(async () => Number((await first.ctx.knex('articles').count({ n: '*' }).first())!.n) === FEEDS);
    await Promise.all([first.ctx.services.scheduler.stop(), second.ctx.services.scheduler.stop()]);
    fetches.clear();
    const stream = await openLiveStream(second.url);
    await first.ctx.knex('sources').update({ next_fetch_at: new Date(0), claimed_until: null });

    // Both instances tick at the same moment, three times over: each feed is fetched by one of them, once.
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([first.ctx.services.scheduler.tick(), second.ctx.services.scheduler.tick()]);
    }
    await Promise.all([first.ctx.services.scheduler.stop(), second.ctx.services.scheduler.stop()]);
    expect(fetches.size).toBe(FEEDS);
    expect([...fetches.values()].every((n) => n === 1)).toBe(true);

    // A new story on one feed, fetched on the first instance, reaches a reader of the second.
    freshStory = true;
    await first.ctx.services.scheduler.fetchNow((await first.ctx.knex('sources').where({ name: 'Wire 0' }).first()).id);
    const fresh = await first.ctx.knex('articles').where({ url: 'https://news.example.org/fresh' }).first();
    // Within a second of the fetch's end (the article is stored before it ends): the live events' batching is half a second.
    await waitFor(async () => stream.events.some((e) => e.event === 'articles' && (e.data as { ids: number[] }).ids.includes(fresh.id)), 1000);
    stream.close();
  });

  it("wake each other's alerts job when one writes deliveries, and not their own", async () => {
    const logger = pino({ level: 'silent' });
    const url = first.ctx.config.DATABASE_URL!;
    const [one, other] = await Promise.all([openAlertsWake(first.ctx.knex, url, logger), openAlertsWake(second.ctx.knex, url, logger)]);
    const heard = { one: 0, other: 0 };
    const hearing = (name: keyof typeof heard) => new Promise<void>((resolve) => (name === 'one' ? one : other).onWake(() => ((heard[name] += 1), resolve())));
    const otherHeard = hearing('other');
    const oneHeard = hearing('one');
    one.send();
    await otherHeard;
    // Delivered in the order sent, so by the time the first hears this, it has had its own first.
    other.send();
    await oneHeard;
    expect(heard).toEqual({ one: 1, other: 1 });
    await Promise.all([one.close(), other.close()]);
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
