import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../src/server/db/repositories.js';
import { createLogger } from '../../src/server/logger.js';
import { createDigestService } from '../../src/server/modules/digest/service.js';
import { createUnsubscribeTokens } from '../../src/server/modules/digest/unsubscribe-token.js';
import { signedInAs } from '../helpers/accounts.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { startFakeSmtp } from '../helpers/fake-smtp.js';
import { counted } from '../helpers/metrics.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
// 07:30 UTC: 08:30 in Berlin, 02:30 in New York.
let now = new Date('2026-11-25T07:30:00Z');
const members: Record<string, Agent> = {};

/** A mail's text with quoted-printable soft breaks and escapes undone (enough for ASCII checks). */
function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

const titles = (text: string) => [...text.matchAll(/^\d\. (Market story \d+)/gm)].map((match) => match[1]);
const mailsTo = (username: string) => smtp.inbox.filter((mail) => mail.to.includes(`${username}@example.com`));

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await startTestApp({ clock: () => now, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://news.example.com' } });
  for (let i = 1; i <= 8; i += 1) {
    await insertArticle(app.ctx.knex, { title: `Market story ${i}`, categories: ['crypto'], impact_score: 50 + i, published_at: new Date(now.getTime() - i * 3_600_000) });
  }
  const digestPrefs = { berlin: ['Europe/Berlin', 8, true], newyork: ['America/New_York', 8, true], quiet: ['UTC', 0, false] } as const;
  for (const [name, [timeZone, hour, on]] of Object.entries(digestPrefs)) {
    members[name] = await signedInAs(app, name);
    const res = await members[name].put('/api/user/preferences', { daily_digest: on, digest_hour: hour, time_zone: timeZone });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

describe('the daily digest', () => {
  it('sends a due member their top five once, even when two runs start at once', async () => {
    const runs = await Promise.all([app.ctx.services.digest.runOnce(), app.ctx.services.digest.runOnce()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(smtp.inbox).toHaveLength(1);
    expect(await counted(app.ctx, 'alphawire_digests_total', { outcome: 'sent' })).toBe(1);
    const [mail] = mailsTo('berlin');
    const text = readable(mail!.raw);
    expect(text).toMatch(/^Subject: Your AlphaWire digest for 2026-11-25/m);
    expect(text).toContain('Hello berlin');
    for (const n of [1, 2, 3, 4, 5]) expect(text).toMatch(new RegExp(`^${n}\\. Market story`, 'm'));
    expect(text).not.toMatch(/^6\. /m);
    expect(text).toContain('https://news.example.com/news/');
    expect(text).toMatch(/^List-Unsubscribe:\s*<https:\/\/news\.example\.com\/api\/digest\/unsubscribe\?token=[\w.-]+>/m);
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it('sends nothing more that local day, however often it runs (the claim is in the database)', async () => {
    now = new Date('2026-11-25T22:59:00Z'); // 23:59 in Berlin, 17:59 in New York
    const run = await app.ctx.services.digest.runOnce();
    expect(mailsTo('berlin')).toHaveLength(1);
    // New York's hour came at 13:00 UTC; this run is its first since, so it catches up once.
    expect(run.sent).toBe(1);
    expect(mailsTo('newyork')).toHaveLength(1);
    expect((await app.ctx.services.digest.runOnce()).sent).toBe(0);
    expect(mailsTo('quiet')).toHaveLength(0);
  });

  it('waits for the member hour of the next local day', async () => {
    now = new Date('2026-11-26T06:59:00Z'); // 07:59 in Berlin
    expect((await app.ctx.services.digest.runOnce()).sent).toBe(0);
    now = new Date('2026-11-26T07:00:00Z');
    expect((await app.ctx.services.digest.runOnce()).sent).toBe(1);
    expect(mailsTo('berlin')).toHaveLength(2);
    const second = readable(mailsTo('berlin')[1]!.raw);
    expect(second).toContain('digest for 2026-11-26');
    // Yesterday's five are not repeated: the three stories left come instead.
    const first = titles(readable(mailsTo('berlin')[0]!.raw));
    expect(first).toHaveLength(5);
    expect(titles(second)).toHaveLength(3);
    expect(titles(second).filter((title) => first.includes(title))).toEqual([]);
  });

  it('gives the day back when the mail server refuses, so a later run sends it', async () => {
    now = new Date('2026-11-27T07:10:00Z');
    const repository = createRepositories(app.ctx.knex).digest;
    const refusing = createDigestService({
      repository,
      recommend: async () => [{ id: 1, title: 'Story', source: 'Wire', reason: 'Top news' }],
      optOut: async () => undefined,
      mailer: { configured: true, send: () => Promise.reject(new Error('554 rejected')) },
      tokens: createUnsubscribeTokens('another-secret-that-is-long-enough-here'),
      clock: () => now,
      logger: createLogger('silent'),
      publicUrl: 'https://news.example.com',
      countDigest: (outcome) => app.ctx.metrics.digest(outcome),
    });
    expect(await refusing.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await counted(app.ctx, 'alphawire_digests_total', { outcome: 'failed' })).toBe(1);
    expect(await app.ctx.knex('digest_sends').where({ local_date: '2026-11-27' })).toEqual([]);
    expect((await app.ctx.services.digest.runOnce()).sent).toBe(1);
    expect(mailsTo('berlin')).toHaveLength(3);
  });
});

describe('the unsubscribe link', () => {
  it('asks on opening the link, and turns the digest off with its button, without a sign-in', async () => {
    const link = /List-Unsubscribe:\s*<https:\/\/news\.example\.com([^>]+)>/.exec(readable(mailsTo('berlin')[0]!.raw))![1]!;
    // Mail scanners open every link in a mail, by GET or HEAD: that alone changes nothing.
    for (const method of ['GET', 'HEAD']) {
      const opened = await app.server.inject({ method, url: link });
      expect(opened.statusCode, method).toBe(200);
      expect(opened.headers['content-type']).toContain('text/html');
    }
    const asked = await createAgent(app.server).get(link);
    expect(String(asked.body)).toContain('Unsubscribe from the daily digest?');
    expect((await members.berlin!.get('/api/user/preferences')).body).toMatchObject({ daily_digest: true });
    const action = /<form method="post" action="([^"]+)">/.exec(String(asked.body))![1]!;
    const res = await app.server.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.payload).toContain('You are unsubscribed');
    expect((await members.berlin!.get('/api/user/preferences')).body).toMatchObject({ daily_digest: false });
    now = new Date('2026-11-28T09:00:00Z');
    await app.ctx.services.digest.runOnce();
    expect(mailsTo('berlin')).toHaveLength(3);
  });

  it('takes the one-click POST of RFC 8058 without a CSRF token', async () => {
    const token = /token=([\w.-]+)>/.exec(readable(mailsTo('newyork')[0]!.raw))![1]!;
    // The body is List-Unsubscribe=One-Click, sent as multipart/form-data (the RFC's SHOULD) or form-encoded.
    const bodies = [
      { type: 'multipart/form-data; boundary=b0undary', payload: '--b0undary\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b0undary--\r\n' },
      { type: 'application/x-www-form-urlencoded', payload: 'List-Unsubscribe=One-Click' },
    ];
    for (const { type, payload } of bodies) {
      await members.newyork!.put('/api/user/preferences', { daily_digest: true });
      const res = await app.server.inject({ method: 'POST', url: `/api/digest/unsubscribe?token=${token}`, headers: { 'content-type': type }, payload });
      expect(res.statusCode, type).toBe(200);
      expect((await members.newyork!.get('/api/user/preferences')).body, type).toMatchObject({ daily_digest: false });
    }
  });

  // Rotating APP_SECRET (README) keeps the old one in PREVIOUS_APP_SECRETS: mails already sent keep working links.
  it('takes a link signed under a secret since rotated into PREVIOUS_APP_SECRETS', () => {
    const before = createUnsubscribeTokens('the-old-app-secret-that-was-long-enough');
    const after = createUnsubscribeTokens('the-new-app-secret-that-is-long-enough', ['the-old-app-secret-that-was-long-enough']);
    expect(after.userIdOf(before.tokenFor(42))).toBe(42);
    expect(after.tokenFor(42)).not.toBe(before.tokenFor(42));
    expect(createUnsubscribeTokens('the-new-app-secret-that-is-long-enough').userIdOf(before.tokenFor(42))).toBeNull();
  });

  it('says a deleted account is unsubscribed, rather than fail', async () => {
    const gone = await app.ctx.services.accounts.createUser({ username: 'gone', email: 'gone@example.com', password: 'Gone-pass-123' }, 'user');
    await app.ctx.services.preferences.update(gone.id, { daily_digest: true });
    const link = new URL(app.ctx.services.digest.unsubscribeUrl(gone.id));
    await app.ctx.knex('users').where({ id: gone.id }).delete();
    const res = await app.server.inject({ method: 'POST', url: `/api/digest/unsubscribe/confirm${link.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('You are unsubscribed');
    const oneClick = await app.server.inject({ method: 'POST', url: `/api/digest/unsubscribe${link.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
  });

  it('refuses a token whose signature is wrong, and changes nothing', async () => {
    await members.quiet!.put('/api/user/preferences', { daily_digest: true });
    const id = (await app.ctx.knex('users').where({ username: 'quiet' }).first()).id as number;
    const forged = createUnsubscribeTokens('not-the-app-secret-but-long-enough-too').tokenFor(id);
    const res = await createAgent(app.server).get(`/api/digest/unsubscribe?token=${forged}`);
    expect(res.statusCode).toBe(400);
    expect(String(res.body)).toContain('not valid');
    const confirmed = await app.server.inject({ method: 'POST', url: `/api/digest/unsubscribe/confirm?token=${forged}` });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.payload).toContain('not valid');
    expect((await members.quiet!.get('/api/user/preferences')).body).toMatchObject({ daily_digest: true });
  });

  it('answers a link cut short or doubled by a mail client with the same page, not a validation error', async () => {
    for (const url of ['/api/digest/unsubscribe', '/api/digest/unsubscribe?token=a&token=b', `/api/digest/unsubscribe?token=${'x'.repeat(300)}`]) {
      const res = await createAgent(app.server).get(url);
      expect(res.statusCode, url).toBe(400);
      expect(String(res.headers['content-type'])).toContain('text/html');
      expect(String(res.body)).toContain('This unsubscribe link is not valid');
    }
    const oneClick = await createAgent(app.server, { csrf: false }).post('/api/digest/unsubscribe');
    expect(oneClick.body).toMatchObject({ statusCode: 400, message: 'This unsubscribe link is not valid. Turn the digest off under News Preferences instead.' });
    // The API document says so too: a client checking answers against it expects the page.
    const document = (await createAgent(app.server).get<{ paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>> }>('/api/openapi.json')).body;
    expect(Object.keys(document.paths['/api/digest/unsubscribe']!.get!.responses['4XX']!.content!)).toContain('text/html');
    expect(Object.keys(document.paths['/api/digest/unsubscribe']!.post!.responses['4XX']!.content ?? {})).not.toContain('text/html');
  });
});
