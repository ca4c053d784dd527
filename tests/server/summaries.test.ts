import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryList } from '../../src/contracts/summaries.js';
import { signedInAs } from '../helpers/accounts.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

let app: TestApp;
let gated: TestApp;
let member: Agent;

beforeAll(async () => {
  [app, gated] = await Promise.all([startTestApp(), startTestApp({ env: { FEATURE_SUMMARIES: 'false' } })]);
  for (let n = 1; n <= 23; n += 1) {
    const id = await insertArticle(app.ctx.knex, { title: `Story ${n}` }, `Summary of story ${n}.`);
    await app.ctx.knex('summaries').where({ article_id: id }).update({ created_at: new Date(Date.UTC(2026, 10, 1, 0, n)) });
  }
  await insertArticle(app.ctx.knex, { title: 'Not summarised yet' });
  member = await signedInAs(app, 'summary-reader');
});
afterAll(async () => {
  await Promise.all([app.stop(), gated.stop()]);
});

describe('GET /api/one-minute-summaries', () => {
  it('is for members', async () => {
    expect((await createAgent(app.server).get('/api/one-minute-summaries')).statusCode).toBe(401);
  });

  it('pages ten at a time, newest first, with the article of each', async () => {
    const first = await member.get<SummaryList>('/api/one-minute-summaries');
    expect(first.statusCode).toBe(200);
    expect(first.body.totalCount).toBe(23);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toEqual({
      id: expect.any(Number),
      news_id: expect.any(Number),
      type: 'one_minute',
      created_at: '2026-11-01T00:23:00.000Z',
      news_title: 'Story 23',
      summary: 'Summary of story 23.',
      content: null,
      news_published_at: expect.stringMatching(/^2026-/),
      news_url: expect.stringMatching(/^https:\/\/news\.example\.org\//),
    });
    const last = await member.get<SummaryList>('/api/one-minute-summaries?page=3&limit=10');
    expect(last.body.items.map((item) => item.news_title)).toEqual(['Story 3', 'Story 2', 'Story 1']);
    expect(last.body.hasMore).toBe(false);
    const beyond = await member.get<SummaryList>('/api/one-minute-summaries?page=4');
    expect(beyond.body).toEqual({ items: [], hasMore: false, totalCount: 23 });
  });

  it('checks page and limit', async () => {
    for (const query of ['page=0', 'limit=0', 'limit=51', 'page=x', 'sort=new']) {
      expect((await member.get(`/api/one-minute-summaries?${query}`)).statusCode).toBe(400);
    }
  });

  it("answers 404 when the feature gate 'summaries' is off, and says so in /api/instance", async () => {
    const reader = await signedInAs(gated, 'gated-reader');
    const res = await reader.get<{ statusCode: number }>('/api/one-minute-summaries');
    expect(res.statusCode).toBe(404);
    expect((await createAgent(gated.server).get<{ features: unknown }>('/api/instance')).body.features).toEqual({ summaries: false });
    expect((await createAgent(app.server).get<{ features: unknown }>('/api/instance')).body.features).toEqual({ summaries: true });
  });
});
