import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { xPoster } from '../../../src/plugins/posters/x/index.js';
import { xSettingsSchema } from '../../../src/plugins/posters/x/settings.js';
import { createTestContext } from '../../../src/plugins/sdk/testing/index.js';
import { createXPostsRepository } from '../../../src/server/modules/x/posts-repository.js';
import type { Agent } from '../../helpers/agent.js';
import { signedInAs } from '../../helpers/accounts.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { insertArticle } from '../../helpers/articles.js';
import { counted } from '../../helpers/metrics.js';
import { type FakeX, startFakeX } from '../../helpers/fake-x.js';
import { connectX } from '../../helpers/x.js';

const START = new Date('2026-11-25T10:00:00Z');
let now = START;
const clock = () => now;
let app: TestApp;
let fake: FakeX;

async function member(name: string, topics = ['bitcoin'], frequency = 6): Promise<{ agent: Agent; id: number }> {
  const agent = await signedInAs(app, name);
  await connectX(agent, fake, name);
  const { id } = await app.ctx.knex('users').where({ username: name }).first('id');
  await app.ctx.knex('preferences').insert({ user_id: id, automated_posting_enabled: true, posting_frequency: frequency, auto_post_topics: topics });
  return { agent, id };
}

/** What a run writes before it calls X: the pending row. */
const claim = async (userId: number, articleId: number, text: string) =>
  (await app.ctx.knex.transaction((trx) => createXPostsRepository(trx).claimAutoPost(userId, articleId, text, now)))!;

/** The X poster talking to the fake directly: what the dead run's call did. */
const xAtFake = () => xPoster.create(createTestContext({ now }), xSettingsSchema.parse({ authorizeUrl: fake.authorizeUrl, tokenUrl: fake.tokenUrl, apiBaseUrl: fake.url }));

const autoRows = (userId: number) => app.ctx.knex('x_posts').where({ user_id: userId, mode: 'auto' }).orderBy('id');

beforeAll(async () => {
  fake = await startFakeX({ now: clock, accessTokenSeconds: 30 * 24 * 3600 });
  app = await startTestApp({ plugins: [xPoster], env: fake.env, clock });
  for (let i = 0; i < 4; i += 1) await insertArticle(app.ctx.knex, { title: `Bitcoin story ${i}`, categories: ['bitcoin'], tweet: `Bitcoin story ${i} https://news.example.org/b${i}` });
  await insertArticle(app.ctx.knex, { title: 'Ether story', categories: ['ethereum'] });
});
afterAll(async () => {
  await app.stop();
  await fake.stop();
});
beforeEach(() => {
  now = START;
  fake.tweetDelayMs = 0;
});

describe('auto-posting', () => {
  it('posts exactly once when two runs overlap, and not again within the posting frequency', async () => {
    const { id } = await member('auto_once');
    fake.tweetDelayMs = 50;
    const autopost = app.ctx.services.x.autopost;
    await Promise.all([autopost.runOnce(), autopost.runOnce(), autopost.runOnce()]);
    expect(fake.tweetsOf('auto_once')).toHaveLength(1);
    expect((await autoRows(id)).map((r) => r.status)).toEqual(['posted']);
    await autopost.runOnce();
    now = new Date(START.getTime() + 5 * 3600_000);
    await autopost.runOnce();
    expect(fake.tweetsOf('auto_once')).toHaveLength(1);
    now = new Date(START.getTime() + 6 * 3600_000 + 1000);
    await autopost.runOnce();
    const tweets = fake.tweetsOf('auto_once').map((t) => t.text);
    expect(tweets).toHaveLength(2);
    expect(new Set(tweets).size).toBe(2); // never the same article twice
    expect(tweets.every((t) => t.startsWith('Bitcoin story'))).toBe(true);
    expect(await counted(app.ctx, 'alphawire_x_posts_total', { mode: 'auto', outcome: 'posted' })).toBe(2);
  });

  it('after a kill between the call and the update, finds the post on X instead of posting again', async () => {
    const { id } = await member('auto_killed');
    const article = await insertArticle(app.ctx.knex, { title: 'Killed run story', categories: ['bitcoin'], published_at: new Date('2026-11-24T09:00:00Z') });
    // The run that died: it wrote the pending row, X posted, and the process ended before the update.
    const row = await claim(id, article, 'Killed run story');
    expect(row.status).toBe('pending');
    const { id: tweet } = await xAtFake().publish(await app.ctx.services.x.credentials.forPosting(id), 'Killed run story');
    now = new Date(START.getTime() + 29_000);
    await app.ctx.services.x.autopost.recoverStale(); // too early: a call to X started 29 s ago may still be under way
    expect((await autoRows(id))[0]!.status).toBe('pending');
    // Any worker's sweep resolves it half a minute after the call started (docs/operations.md#background-work-across-instances).
    now = new Date(START.getTime() + 31_000);
    expect(await app.ctx.services.x.autopost.recoverStale()).toBe(1);
    expect(fake.tweetsOf('auto_killed').map((t) => t.text)).toEqual(['Killed run story']);
    expect((await autoRows(id))[0]).toMatchObject({ status: 'posted', x_post_id: tweet });
  });

  it('sends a dead run\'s post once when X shows it never went out', async () => {
    const { id } = await member('auto_unsent');
    const article = await insertArticle(app.ctx.knex, { title: 'Unsent story', categories: ['bitcoin'], published_at: new Date('2026-11-24T09:00:00Z') });
    await claim(id, article, 'Unsent story');
    now = new Date(START.getTime() + 6 * 60_000);
    await Promise.all([app.ctx.services.x.autopost.runOnce(), app.ctx.services.x.autopost.runOnce()]);
    expect(fake.tweetsOf('auto_unsent').map((t) => t.text)).toEqual(['Unsent story']);
    expect((await autoRows(id)).map((r) => r.status)).toEqual(['posted']);
  });

  it('skips members whose authorization needs renewal, and says why', async () => {
    const { agent, id } = await member('auto_reauth');
    await app.ctx.knex('x_credentials').where({ user_id: id }).update({ oauth_status: 'needs_reauthorization' });
    const report = await app.ctx.services.x.autopost.runOnce();
    expect(report.skipped).toContainEqual({ userId: id, reason: expect.stringContaining('needs renewal') });
    expect(fake.tweetsOf('auto_reauth')).toHaveLength(0);
    const status = await agent.get<{ pausedReason: string }>('/api/autopost/status');
    expect(status.body.pausedReason).toBe('Auto-posting is paused: your X authorization needs renewal. Click Authorize in the X Integration settings.');
  });

  it('lists what comes next: three by default, from the auto-post topics', async () => {
    const { agent } = await member('auto_queue', ['bitcoin'], 24);
    const queue = await agent.get<{ title: string; categories: string[] }[]>('/api/autopost/news');
    expect(queue.statusCode).toBe(200);
    expect(queue.body).toHaveLength(3);
    expect(queue.body.every((item) => item.categories.includes('bitcoin'))).toBe(true);
    expect((await agent.get<unknown[]>('/api/autopost/news?limit=5')).body.length).toBeGreaterThan(3);
  });
});
