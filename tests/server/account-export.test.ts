import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookNotifier } from '../../src/plugins/notifiers/webhook/index.js';
import { type AccountExport, accountExportSchema } from '../../src/contracts/account-export.js';
import type { CreatedChannel } from '../../src/contracts/alerts.js';
import type { CreatedApiToken } from '../../src/contracts/api-tokens.js';
import { signedInAs } from '../helpers/accounts.js';
import type { Agent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// A member downloads a copy of their data (GET /api/user/export): every part of it, in the shape
// the app shows, and none of their secrets nor anyone else's data.
const NOW = new Date('2026-03-02T10:00:00.000Z');
let app: TestApp;
let member: Agent;
let secrets: { channel: string; token: string; feedToken: string; passwordHash: string };

beforeAll(async () => {
  app = await startTestApp({ clock: () => NOW, env: { FETCH_ALLOW_PRIVATE: 'true' }, plugins: [webhookNotifier] });
  member = await signedInAs(app, 'keeper');
  const other = await signedInAs(app, 'stranger');
  await other.put('/api/user/watchlist', { symbols: ['DOGE'] });
  await other.put('/api/user/mutes', { sources: [], keywords: ['strangers-mute'], tickers: [] });

  const { knex } = app.ctx;
  const userId = (await knex('users').where({ username: 'keeper' }).first('id')).id as number;
  expect((await member.put('/api/user/preferences', { keywords: ['halving'] })).statusCode).toBe(200);
  expect((await member.put('/api/user/watchlist', { symbols: ['BTC', 'ETH'] })).statusCode).toBe(200);
  expect((await member.put('/api/user/mutes', { sources: [], keywords: ['meme'], tickers: ['DOGE'] })).statusCode).toBe(200);
  const channel = await member.post<CreatedChannel>('/api/user/channels', { type: 'webhook', name: 'My hook', settings: { url: 'http://127.0.0.1:8081/hook' } });
  expect(channel.statusCode, JSON.stringify(channel.body)).toBe(201);
  expect((await member.post('/api/user/alerts', { name: 'BTC moves', tickers: ['BTC'], channels: [channel.body.channel.id, 'inapp'] })).statusCode).toBe(201);
  const token = await member.post<CreatedApiToken>('/api/user/api-tokens', { name: 'nightly', scopes: ['read'] });
  expect(token.statusCode).toBe(201);
  const feedToken = (await member.get<{ token: string }>('/api/user/feed-token')).body.token;
  const read = await insertArticle(knex, { title: 'Bitcoin halving nears' });
  await knex('article_opens').insert({ user_id: userId, article_id: read, open_count: 3, last_opened_at: new Date('2026-03-01T08:00:00Z') });
  await knex('notifications').insert({ user_id: userId, kind: 'alert', title: 'Bitcoin halving nears', body: 'Rule “BTC moves”', article_id: read, rule_id: null });
  await knex('x_posts').insert({ user_id: userId, article_id: read, mode: 'manual', text: 'Halving soon', status: 'posted', x_post_id: '1880000000000000001', created_at: new Date('2026-03-01T09:00:00Z') });
  const passwordHash = (await knex('users').where({ id: userId }).first('password_hash')).password_hash as string;
  secrets = { channel: channel.body.secret!, token: token.body.token, feedToken, passwordHash };
});
afterAll(async () => {
  await app.stop();
});

describe('GET /api/user/export', () => {
  it('answers a file of everything kept about the member, named for them and the day', async () => {
    const res = await member.get<AccountExport>('/api/user/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="alphawire-keeper-2026-03-02.json"');
    expect(res.headers['cache-control']).toContain('no-store');
    const file = accountExportSchema.parse(res.body);
    expect(file).toMatchObject({ format: 'alphawire-account-export', version: 1, exportedAt: NOW.toISOString() });
    expect(file.account).toMatchObject({ username: 'keeper', email: 'keeper@example.com', role: 'user', signsInWithGoogle: false, twoFactorEnabled: false });
    expect(file.preferences.keywords).toEqual(['halving']);
    expect(file.watchlist.symbols).toEqual(['BTC', 'ETH']);
    expect(file.mutes).toMatchObject({ keywords: ['meme'], tickers: ['DOGE'] });
    expect(file.alertRules.map((rule) => rule.name)).toEqual(['BTC moves']);
    expect(file.channels).toMatchObject([{ type: 'webhook', name: 'My hook', settings: { url: 'http://127.0.0.1:8081/hook' }, secretsSet: ['secret'] }]);
    expect(file.notifications.map((n) => n.title)).toEqual(['Bitcoin halving nears']);
    expect(file.apiTokens.map((t) => t.name)).toEqual(['nightly']);
    expect(file.x).toEqual({ connectedAs: null, posts: [expect.objectContaining({ text: 'Halving soon', status: 'posted', article_title: 'Bitcoin halving nears' })] });
    expect(file.readingHistory).toEqual([{ articleId: expect.any(Number), title: 'Bitcoin halving nears', opens: 3, lastOpenedAt: '2026-03-01T08:00:00.000Z' }]);
  });

  it('holds none of the member’s secrets and nothing of another member', async () => {
    const text = JSON.stringify((await member.get('/api/user/export')).body);
    for (const [what, secret] of Object.entries(secrets)) expect(text.includes(secret), what).toBe(false);
    expect(text).not.toContain('password');
    expect(text).not.toContain('stranger');
    expect(text).not.toContain('strangers-mute');
  });

  it('is the signed-in member’s only: not anonymous, not by an API token', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
    const byToken = await app.server.inject({ method: 'GET', url: '/api/user/export', headers: { authorization: `Bearer ${secrets.token}` } });
    expect(byToken.statusCode).toBe(403);
    expect(byToken.payload).not.toContain('keeper@example.com');
  });
});
