import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsQuery } from '../../src/contracts/news.js';
import { createFeedRepository } from '../../src/server/modules/news/feed-repository.js';
import { createNewsService, type NewsService } from '../../src/server/modules/news/service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// Deep pages start from a remembered sort key instead of an OFFSET over everything above them.
// Every page so found must be the page a plain OFFSET finds: with ties in every part of the key,
// scores missing, timestamps that differ only in microseconds, and with filters.
let app: TestApp;
let marked: NewsService;
let plain: NewsService;
const ARTICLES = 64;
const LIMIT = 5;

beforeAll(async () => {
  app = await startTestApp();
  const knex = app.ctx.knex;
  for (let i = 0; i < ARTICLES; i += 1) {
    await insertArticle(knex, {
      title: i % 4 === 0 ? `Bitcoin story ${i}` : `Market story ${i}`,
      categories: i % 3 === 0 ? ['crypto'] : ['stocks'],
      // Four articles per minute, each score shared by many, one article in five not scored yet.
      published_at: new Date(Date.UTC(2026, 10, 1, 0, Math.floor(i / 4))),
      relevance_score: i % 5 === 0 ? null : (i * 7) % 4 * 25,
      impact_score: i % 5 === 1 ? null : (i * 3) % 3 * 50,
      tickers: i % 2 === 0 ? ['BTC'] : ['ETH', 'SOL'],
      sentiment: (['bullish', 'bearish', null] as const)[i % 3],
    });
  }
  // Same millisecond, different microseconds: a key read back as a JavaScript Date would lose them.
  await knex.raw("update articles set published_at = published_at + (id % 3) * interval '1 microsecond'");
  const feed = createFeedRepository(knex);
  marked = createNewsService(feed, { markEvery: 7, pageCacheMs: 0 });
  plain = createNewsService(feed, { markEvery: Number.MAX_SAFE_INTEGER, pageCacheMs: 0 });
});
afterAll(async () => {
  await app.stop();
});

const ids = async (service: NewsService, query: Omit<NewsQuery, 'page' | 'limit'>, page: number) =>
  (await service.list({ ...query, page, limit: LIMIT })).items.map((item) => item.id);

describe('deep pages', () => {
  for (const sort of ['latest', 'relevance', 'impact'] as const) {
    const filters = [{ topic: 'all' }, { topic: 'crypto' }, { topic: 'all', q: 'bitcoin' }, { topic: 'all', ticker: ['BTC', 'SOL'], sentiment: 'bullish' }] as const;
    for (const filter of filters) {
      it(`match a plain OFFSET page for page, sorted by ${sort}, ${JSON.stringify(filter)}`, async () => {
        const query = { sort, ...filter } as Omit<NewsQuery, 'page' | 'limit'>;
        const seen: number[] = [];
        for (let page = 1; page <= ARTICLES / LIMIT + 2; page += 1) {
          const expected = await ids(plain, query, page);
          expect(await ids(marked, query, page)).toEqual(expected);
          seen.push(...expected);
        }
        // Every matching article once, none twice.
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.length).toBe((await plain.list({ ...query, page: 1, limit: LIMIT })).totalCount);
      });
    }
  }
});
