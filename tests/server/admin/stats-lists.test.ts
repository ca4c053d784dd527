import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNewsPage, AdminStats, AdminSummaryPage, AuditPage } from '../../../src/contracts/admin.js';
import { signedInAs } from '../../helpers/accounts.js';
import type { Agent } from '../../helpers/agent.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { insertArticle } from '../../helpers/articles.js';

let app: TestApp;
let admin: Agent;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAs(app, 'boss', 'admin');
});
afterAll(async () => {
  await app.stop();
});

describe('GET /api/admin/stats', () => {
  it('counts articles, summaries, users and quotes as rows come and go, folding its deltas', async () => {
    const before = (await admin.get<AdminStats>('/api/admin/stats')).body.stats;
    expect(before).toEqual({ newsCount: 0, aiSummaryCount: 0, userCount: 1, marketDataCount: 0 });
    const ids: number[] = [];
    for (let i = 0; i < 230; i += 1) ids.push(await insertArticle(app.ctx.knex, {}, i % 2 === 0 ? 'A summary' : undefined));
    await app.ctx.knex('articles').whereIn('id', ids.slice(0, 10)).delete();
    const after = (await admin.get<AdminStats>('/api/admin/stats')).body.stats;
    const exact = async (table: string) => Number((await app.ctx.knex(table).count('* as n').first())!.n);
    expect(after).toEqual({ newsCount: 220, aiSummaryCount: await exact('summaries'), userCount: 1, marketDataCount: 0 });
    const deltas = await app.ctx.knex('row_count_deltas').where({ table_name: 'articles' }).count('* as n').first();
    expect(Number(deltas!.n)).toBeLessThan(10);
    expect((await admin.get<AdminStats>('/api/admin/stats')).body.stats.newsCount).toBe(220);
  });
});

describe('GET /api/admin/news and /api/admin/ai-summaries', () => {
  it('pages by 10 by default, newest first, telling whether more follow', async () => {
    const first = await admin.get<AdminNewsPage>('/api/admin/news?page=1');
    expect(first.statusCode).toBe(200);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.hasMore).toBe(true);
    const dates = first.body.items.map((i) => i.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.body.items[0]).toEqual({
      id: expect.any(Number), title: expect.any(String), source: 'Test Wire', published_at: expect.any(String),
      url: expect.stringMatching(/^https:/), original_source: true, sentiment: null, sentiment_note: null, language: 'en',
    });
    const last = await admin.get<AdminNewsPage>('/api/admin/news?page=23&limit=10');
    expect(last.body).toEqual({ items: [], hasMore: false });
    const secondHundred = await admin.get<AdminNewsPage>('/api/admin/news?page=2&limit=100');
    expect(secondHundred.body.items).toHaveLength(100);
    expect(secondHundred.body.hasMore).toBe(true);
  });

  it('lists summaries with their article', async () => {
    const res = await admin.get<AdminSummaryPage>('/api/admin/ai-summaries?page=1&limit=5');
    expect(res.body.items).toHaveLength(5);
    expect(res.body.items[0]).toMatchObject({ type: 'one_minute', summary: 'A summary', news_title: expect.stringMatching(/^Article number/) });
  });

  it('refuses a page or limit out of range with a message', async () => {
    for (const q of ['page=0', 'limit=101', 'page=x', 'other=1']) {
      const res = await admin.get<{ message: string }>(`/api/admin/news?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
  });
});

describe('the last admin', () => {
  it('cannot be demoted, and a role change is audited with before and after', async () => {
    const me = await admin.get<{ id: number }>('/api/auth/me');
    const refused = await admin.put<{ message: string }>(`/api/admin/users/${me.body.id}/role`, { role: 'user' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('At least one admin must remain');
    const other = await app.ctx.services.accounts.createUser({ username: 'second', email: 'second@example.com', password: 'a-good-password' }, 'user');
    expect((await admin.put(`/api/admin/users/${other.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    const audit = await admin.get<AuditPage>('/api/admin/audit?page=1');
    expect(audit.body.items[0]).toMatchObject({
      actor: 'boss', action: 'user.role_change', target_type: 'user', target_id: String(other.id),
      before: { username: 'second', role: 'user' }, after: { username: 'second', role: 'admin' },
    });
  });
});
