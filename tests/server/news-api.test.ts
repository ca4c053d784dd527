import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsDetail, NewsList } from '../../src/contracts/news.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

let app: TestApp;
let member: Agent;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  const knex = app.ctx.knex;
  const [cluster] = await knex('story_clusters').insert({ title: 'Fed', article_count: 2 }).returning('id');
  ids.fed = await insertArticle(knex, {
    title: 'Fed raises interest rates',
    content_text: 'The central bank raised rates by a quarter point.',
    categories: ['economy', 'markets'],
    published_at: new Date('2026-11-20T10:00:00Z'),
    relevance_score: 90,
    impact_score: 40,
    ai_score: 85,
    popularity_score: 70,
    sentiment: 'bearish',
    full_content: '<p>Full story about the Fed.</p>',
    cluster_id: cluster.id,
    tweet: 'Fed hikes',
  }, 'The Fed raised rates. Markets fell.');
  ids.fedTwin = await insertArticle(knex, { title: 'Federal Reserve lifts rates again', source_name: 'Other Wire', cluster_id: cluster.id, published_at: new Date('2026-11-20T11:00:00Z') });
  ids.btc = await insertArticle(knex, {
    title: 'Bitcoin jumps past record',
    content_text: 'Bitcoin rallied as ETF inflows grew.',
    categories: ['crypto'],
    published_at: new Date('2026-11-21T10:00:00Z'),
    relevance_score: 60,
    impact_score: 95,
  });
  for (let i = 0; i < 25; i += 1) await insertArticle(knex, { categories: ['stocks'], published_at: new Date(Date.UTC(2026, 9, 1, 0, i)) });
  member = createAgent(app.server);
  await member.post('/api/auth/register', { username: 'reader', email: 'reader@example.com', password: 'a-good-password' });
});
afterAll(async () => {
  await app.stop();
});

const get = (url: string) => createAgent(app.server).get<NewsList>(url);

describe('GET /api/news', () => {
  it('answers the first page of 10, newest first, with totalCount and hasMore', async () => {
    const res = await get('/api/news');
    expect(res.statusCode).toBe(200);
    expect(res.body.items).toHaveLength(10);
    expect(res.body.totalCount).toBe(28);
    expect(res.body.hasMore).toBe(true);
    expect(res.body.items.slice(0, 3).map((i) => i.id)).toEqual([ids.btc, ids.fedTwin, ids.fed]);
  });

  it('pages without overlap and ends with hasMore false', async () => {
    const first = await get('/api/news?limit=20&page=1');
    const second = await get('/api/news?limit=20&page=2');
    expect(second.body.items).toHaveLength(8);
    expect(second.body.hasMore).toBe(false);
    const seen = new Set([...first.body.items, ...second.body.items].map((i) => i.id));
    expect(seen.size).toBe(28);
    expect((await get('/api/news?page=50')).body).toEqual({ items: [], totalCount: 28, hasMore: false });
  });

  it('sorts by relevance and by impact', async () => {
    expect((await get('/api/news?sort=relevance')).body.items.slice(0, 2).map((i) => i.id)).toEqual([ids.fed, ids.btc]);
    expect((await get('/api/news?sort=impact')).body.items.slice(0, 2).map((i) => i.id)).toEqual([ids.btc, ids.fed]);
  });

  it('filters by topic, and treats all as no filter', async () => {
    const crypto = await get('/api/news?topic=crypto');
    expect(crypto.body).toMatchObject({ totalCount: 1, hasMore: false });
    expect(crypto.body.items.map((i) => i.id)).toEqual([ids.btc]);
    expect((await get('/api/news?topic=all')).body.totalCount).toBe(28);
  });

  it('searches title and text with q', async () => {
    const res = await get('/api/news?q=central%20bank');
    expect(res.body.items.map((i) => i.id)).toEqual([ids.fed]);
    expect((await get('/api/news?q=etf%20inflows&topic=crypto')).body.items.map((i) => i.id)).toEqual([ids.btc]);
    expect((await get('/api/news?q=zzzqqq')).body).toEqual({ items: [], totalCount: 0, hasMore: false });
  });

  it('serves each value once, and the full text only in the article answer', async () => {
    const item = (await member.get<NewsList>('/api/news?topic=economy')).body.items[0]!;
    expect(item).toEqual({
      id: ids.fed,
      title: 'Fed raises interest rates',
      content: expect.any(String),
      source: 'Test Wire',
      source_id: null,
      published_at: '2026-11-20T10:00:00.000Z',
      url: expect.any(String),
      image_url: null,
      categories: ['economy', 'markets'],
      tickers: expect.any(Array),
      sentiment: 'bearish',
      sentiment_note: null,
      language: 'en',
      ticker_sentiments: {},
      aiScore: 85,
      popularityScore: 70,
      impactScore: 40,
      scoring: { relevance_score: 90 },
      score_reasons: null,
      one_minute_summary: 'The Fed raised rates. Markets fell.',
      tweet: 'Fed hikes',
      full_content_status: expect.any(String),
      original_source: expect.any(Boolean),
      cluster_size: 2,
    });
    const article = (await member.get<NewsDetail>(`/api/news/${ids.fed}`)).body;
    expect(article).toMatchObject({ ...item, full_content: '<p>Full story about the Fed.</p>' });
  });

  it('gives anonymous visitors and members the same page', async () => {
    const anonymous = (await get('/api/news?topic=economy')).body;
    expect((await member.get<NewsList>('/api/news?topic=economy')).body).toEqual(anonymous);
    expect(anonymous.items[0]!.one_minute_summary).toBe('The Fed raised rates. Markets fell.');
  });

  it.each([
    ['page=0', 'page must be between 1 and 100000'],
    ['page=abc', 'page must be a whole number'],
    ['limit=10000', 'limit must be between 1 and 100'],
    ['limit=0', 'limit must be between 1 and 100'],
    ['sort=best', 'sort must be one of: latest, relevance, impact'],
    ['topic=weather', 'topic must be one of: all, crypto, investing, economy, markets, stocks, defi, nfts, regulation'],
    ['q=', 'q must not be empty'],
    ['category=crypto', 'Unknown query parameter: category'],
  ])('refuses ?%s with 400 "%s"', async (query, message) => {
    const res = await get(`/api/news?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /api/news/{id}', () => {
  it('is for signed-in readers only', async () => {
    const res = await createAgent(app.server).get(`/api/news/${ids.fed}`);
    expect(res.statusCode).toBe(401);
  });

  it('answers the full item with the story\'s other sources', async () => {
    const res = await member.get<NewsDetail>(`/api/news/${ids.fed}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id: ids.fed, full_content: '<p>Full story about the Fed.</p>', cluster_size: 2 });
    expect(res.body.related).toEqual([
      { id: ids.fedTwin, title: 'Federal Reserve lifts rates again', source: 'Other Wire', url: expect.any(String), published_at: '2026-11-20T11:00:00.000Z' },
    ]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await member.get('/api/news/999999')).body).toMatchObject({ statusCode: 404, message: 'News item not found' });
    expect((await member.get('/api/news/abc')).statusCode).toBe(400);
  });
});
