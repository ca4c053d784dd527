import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsList, NewsQuery } from '../../src/contracts/news.js';
import { createFeedRepository, type FeedRepository } from '../../src/server/modules/news/feed-repository.js';
import { CLEAR_AT_MOST_EVERY_MS, createNewsService, SCAN_CACHE_MS } from '../../src/server/modules/news/service.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// Feed pages are kept for a moment (FEED_CACHE_MS) so a crowd on the home page costs one query,
// and every new or changed article, from this instance or another, ends that moment early.
let app: TestApp;
let member: Agent;
let first: number;

beforeAll(async () => {
  app = await startTestApp();
  first = await insertArticle(app.ctx.knex, { title: 'Oil climbs', full_content: '<p>The whole oil story.</p>' });
  member = createAgent(app.server);
  await member.post('/api/auth/register', { username: 'reader', email: 'reader@example.com', password: 'a-good-password' });
});
afterAll(async () => {
  await app.stop();
});

const anonymous = async (url = '/api/news') => (await createAgent(app.server).get<NewsList>(url)).body;
const titles = (list: NewsList) => list.items.map((item) => item.title);

describe('the feed page cache', () => {
  it('answers a page asked for again from memory until an article changes', async () => {
    expect(titles(await anonymous())).toEqual(['Oil climbs']);
    await app.ctx.knex('articles').where({ id: first }).update({ title: 'Oil climbs 3%' });
    expect(titles(await anonymous())).toEqual(['Oil climbs']);

    // As enrichment announces it, here or on another instance (through LISTEN/NOTIFY on PostgreSQL).
    await app.ctx.services.live.publish({ event: 'articles', data: { kind: 'updated', ids: [first] } });
    await vi.waitFor(async () => expect(titles(await anonymous())).toEqual(['Oil climbs 3%']));
  });

  it('shows new articles and their count once they are announced', async () => {
    const before = await anonymous();
    const second = await insertArticle(app.ctx.knex, { title: 'Gold slips', published_at: new Date() });
    expect(await anonymous()).toEqual(before);

    await app.ctx.services.live.publish({ event: 'articles', data: { kind: 'new', ids: [second] } });
    await vi.waitFor(async () => {
      const after = await anonymous();
      expect(titles(after)).toEqual(['Gold slips', 'Oil climbs 3%']);
      expect(after.totalCount).toBe(2);
    });
  });

  it('keeps a total through announced new articles, so an ingest does not recount every filter', async () => {
    const before = await anonymous('/api/news?limit=1&sort=latest');
    const third = await insertArticle(app.ctx.knex, { title: 'Copper firms', published_at: new Date() });
    await app.ctx.services.live.publish({ event: 'articles', data: { kind: 'new', ids: [third] } });
    await vi.waitFor(async () => expect(titles(await anonymous('/api/news?limit=1&sort=latest'))).toEqual(['Copper firms']));
    expect((await anonymous('/api/news?limit=1&sort=latest')).totalCount).toBe(before.totalCount);
    await app.ctx.knex('articles').where({ id: third }).delete();
  });

  it('answers members from the same kept page as everyone else', async () => {
    const url = '/api/news?limit=50&sort=impact';
    const kept = await anonymous(url);
    await app.ctx.knex('articles').where({ id: first }).update({ title: 'Oil climbs 4%' });
    expect((await member.get<NewsList>(url)).body).toEqual(kept);
  });

  it('is off with FEED_CACHE_MS=0', async () => {
    const uncached = await startTestApp({ env: { FEED_CACHE_MS: '0' } });
    try {
      const id = await insertArticle(uncached.ctx.knex, { title: 'Copper steady' });
      const read = async () => titles((await createAgent(uncached.server).get<NewsList>('/api/news')).body);
      expect(await read()).toEqual(['Copper steady']);
      await uncached.ctx.knex('articles').where({ id }).update({ title: 'Copper jumps' });
      expect(await read()).toEqual(['Copper jumps']);
    } finally {
      await uncached.stop();
    }
  });
});

describe('the news service page cache', () => {
  const query: NewsQuery = { page: 1, limit: 10, sort: 'latest', topic: 'all' };
  // The cache's clock: milliseconds since the epoch, fixed.
  let clock = Date.UTC(2026, 0, 5, 9, 0, 0);
  let pageReads = 0;
  let countReads = 0;
  let failNext = false;
  let feed: FeedRepository;

  beforeAll(() => {
    const real = createFeedRepository(app.ctx.knex);
    feed = {
      ...real,
      page: (...args) => {
        pageReads += 1;
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('connection lost'));
        }
        return real.page(...args);
      },
      count: (...args) => {
        countReads += 1;
        return real.count(...args);
      },
    };
  });

  it('reads once for callers who ask at the same moment, and again once the time is up', async () => {
    const news = createNewsService(feed, { now: () => clock, pageCacheMs: 2_000 });
    pageReads = 0;
    const answers = await Promise.all([news.list(query), news.list(query), news.list(query)]);
    expect(pageReads).toBe(1);
    expect(answers[1]).toBe(answers[0]);

    clock += 2_000;
    await news.list(query);
    expect(pageReads).toBe(1);
    clock += 1;
    await news.list(query);
    expect(pageReads).toBe(2);
    await news.list({ ...query, sort: 'impact' });
    expect(pageReads).toBe(3);
    await news.list(query);
    expect(pageReads).toBe(3);
  });

  it('keeps at most 100 pages, dropping the oldest', async () => {
    const news = createNewsService(feed, { now: () => clock, pageCacheMs: 2_000 });
    pageReads = 0;
    for (let page = 1; page <= 101; page += 1) await news.list({ ...query, page });
    await news.list({ ...query, page: 101 });
    await news.list({ ...query, page: 2 });
    expect(pageReads).toBe(101);
    await news.list({ ...query, page: 1 });
    expect(pageReads).toBe(102);
  });

  it('clears for new or changed articles at once, then at most once a period while an ingest keeps adding', async () => {
    const news = createNewsService(feed, { now: () => clock, pageCacheMs: 2_000 });
    await news.list(query);
    pageReads = 0;
    news.articlesChanged();
    await news.list(query);
    expect(pageReads).toBe(1);

    news.articlesChanged();
    news.articlesChanged();
    await news.list(query);
    expect(pageReads).toBe(1);
    await vi.waitFor(async () => {
      await news.list(query);
      expect(pageReads).toBe(2);
    }, { timeout: CLEAR_AT_MOST_EVERY_MS * 2, interval: 50 });
  });

  it('keeps a total through new articles until its time is up, never answering fewer than the page holds', async () => {
    const news = createNewsService(feed, { now: () => clock, pageCacheMs: 0 });
    const oneAPage = { ...query, limit: 1 };
    countReads = 0;
    const before = await news.list(oneAPage);
    expect(countReads).toBe(1);
    const added = await insertArticle(app.ctx.knex, { title: 'Silver rallies', published_at: new Date() });
    news.articlesChanged();
    const after = await news.list(oneAPage);
    expect(after.items.map((item) => item.id)).toEqual([added]);
    expect(countReads).toBe(1);
    expect(after.totalCount).toBe(before.totalCount);
    clock += SCAN_CACHE_MS + 1;
    expect((await news.list(oneAPage)).totalCount).toBe(before.totalCount + 1);
    expect(countReads).toBe(2);
    await app.ctx.knex('articles').where({ id: added }).delete();
  });

  it('says there is a next page when there is, even while its total trails new articles', async () => {
    const news = createNewsService(feed, { now: () => clock, pageCacheMs: 0 });
    const { totalCount } = await news.list({ ...query, limit: 100 });
    // One page holds them all; one new article makes it exactly full with one more behind it.
    const whole = { ...query, limit: totalCount };
    expect((await news.list(whole)).hasMore).toBe(false);
    const added = await insertArticle(app.ctx.knex, { title: 'Platinum jumps', published_at: new Date() });
    news.articlesChanged();
    const full = await news.list(whole);
    expect(full.items).toHaveLength(totalCount);
    expect(full).toMatchObject({ hasMore: true, totalCount: totalCount + 1 });
    expect((await news.list({ ...whole, page: 2 })).items).toHaveLength(1);
    await app.ctx.knex('articles').where({ id: added }).delete();
  });

  it('forgets a failed read at once', async () => {
    const news = createNewsService(feed, { now: () => clock, pageCacheMs: 2_000 });
    pageReads = 0;
    failNext = true;
    await expect(news.list(query)).rejects.toThrow('connection lost');
    expect((await news.list(query)).items.length).toBeGreaterThan(0);
    expect(pageReads).toBe(2);
  });
});
