import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_ACTOR, type AuditPage } from '../../src/contracts/admin.js';
import { RESET_REQUESTED_MESSAGE } from '../../src/contracts/auth.js';
import { RESET_MAILS_PER_HOUR } from '../../src/server/modules/accounts/password-reset.js';
import { signedInAs } from '../helpers/accounts.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DB } from '../helpers/database.js';
import { startFakeSmtp } from '../helpers/fake-smtp.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://news.example.com' } });
  await createAgent(app.server).post('/api/auth/register', {
    username: 'forgetful',
    email: 'forgetful@example.com',
    password: 'the-old-password',
  });
});
afterAll(async () => {
  await app.stop();
  await smtp.stop();
});

/** Waits for the mail the reset request sends in the background, and returns its token. */
async function mailedToken(count: number): Promise<string> {
  await vi.waitFor(() => expect(smtp.inbox).toHaveLength(count));
  // The link is quoted-printable: soft line breaks and =3D go first.
  const raw = smtp.inbox.at(-1)!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(raw)![1]!;
}

describe('password reset', () => {
  it('answers the same for a known and an unknown address, mailing only the known one', async () => {
    const agent = createAgent(app.server);
    const unknown = await agent.post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(smtp.inbox).toHaveLength(0);
    const known = await agent.post('/api/auth/forgot-password', { email: 'FORGETFUL@example.com' });
    expect(known.statusCode).toBe(202);
    expect(known.body).toEqual(unknown.body);
    await mailedToken(1);
    expect(smtp.inbox[0]!.to).toEqual(['forgetful@example.com']);
    expect(smtp.inbox[0]!.raw.replace(/=\r?\n/g, '')).toContain('https://news.example.com/reset-password?token');
  });

  it('refuses a malformed address', async () => {
    const res = await createAgent(app.server).post('/api/auth/forgot-password', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please enter a valid email address' });
  });

  it('sets the new password once, ending every session', async () => {
    const signedIn = createAgent(app.server);
    await signedIn.post('/api/auth/login', { loginId: 'forgetful', password: 'the-old-password' });
    await createAgent(app.server).post('/api/auth/forgot-password', { email: 'forgetful@example.com' });
    const token = await mailedToken(2);
    const agent = createAgent(app.server);
    expect((await agent.post('/api/auth/reset-password', { token, password: 'a-brand-new-secret' })).statusCode).toBe(204);
    expect((await signedIn.get('/api/auth/me')).statusCode).toBe(401);
    const oldLogin = await agent.post('/api/auth/login', { loginId: 'forgetful', password: 'the-old-password' });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await agent.post('/api/auth/login', { loginId: 'forgetful', password: 'a-brand-new-secret' });
    expect(newLogin.statusCode).toBe(200);
    const replay = await agent.post('/api/auth/reset-password', { token, password: 'yet-another-secret' });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toMatchObject({ message: 'This password reset link is invalid or has expired' });
  });

  it.skipIf(TEST_DB !== 'postgres')('opens no session for a sign-in whose password a reset replaced while it was checked', async () => {
    await createAgent(app.server).post('/api/auth/register', { username: 'racer', email: 'racer@example.com', password: 'the-racers-password' });
    const { knex } = app.ctx;
    const { id } = (await knex('users').where({ username: 'racer' }).first('id')) as { id: number };
    // A reset under way, as resetPassword writes it: the new hash set and the sessions ended, not yet committed.
    const reset = await knex.transaction();
    await reset('users').where({ id }).update({ password_hash: 'the-new-hash' });
    await reset('sessions').where({ user_id: id }).delete();
    // The sign-in reads the old hash, still the committed one, and checks the old password against it.
    let answered = false;
    const login = createAgent(app.server)
      .post('/api/auth/login', { loginId: 'racer', password: 'the-racers-password' })
      .finally(() => (answered = true));
    const waiting = async () => {
      const { rows } = await knex.raw<{ rows: { n: number }[] }>('select count(*)::int as n from pg_locks where not granted and pid in (select pid from pg_stat_activity where datname = current_database())');
      return rows[0]!.n;
    };
    await vi.waitFor(async () => expect(answered || (await waiting()) > 0).toBe(true), { timeout: 10_000, interval: 20 });
    await reset.commit();
    expect((await login).statusCode).toBe(401);
    const left = await knex('sessions').where({ user_id: id }).count<{ count: string | number }[]>('* as count');
    expect(Number(left[0]!.count)).toBe(0);
  });

  it('refuses an unknown token and a common password without spending the token', async () => {
    const agent = createAgent(app.server);
    const unknown = await agent.post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'a-brand-new-secret' });
    expect(unknown.statusCode).toBe(400);
    await agent.post('/api/auth/forgot-password', { email: 'forgetful@example.com' });
    const token = await mailedToken(3);
    const common = await agent.post('/api/auth/reset-password', { token, password: 'qwerty123' });
    expect(common.statusCode).toBe(400);
    expect((await agent.post('/api/auth/reset-password', { token, password: 'strong-enough-now' })).statusCode).toBe(204);
  });

  it('refuses an expired token', async () => {
    const agent = createAgent(app.server);
    await agent.post('/api/auth/forgot-password', { email: 'forgetful@example.com' });
    const token = await mailedToken(4);
    await app.ctx.knex('password_resets').update({ expires_at: new Date(Date.now() - 1000) });
    const res = await agent.post('/api/auth/reset-password', { token, password: 'strong-enough-now' });
    expect(res.statusCode).toBe(400);
  });
});

describe('setting a password from a link, asked by anyone', () => {
  it('is throttled per address, as asking for links is: made-up tokens each cost a lookup, then a 429', async () => {
    const tight = await startTestApp({ env: { CHECK_MAX_PER_IP: '3' } });
    try {
      const agent = createAgent(tight.server);
      const tries = [];
      for (let i = 0; i < 4; i++) tries.push(await agent.post<{ message: string }>('/api/auth/reset-password', { token: `made-up-${i}`.padEnd(43, 'x'), password: `a-brand-new-secret-${i}` }));
      expect(tries.map((res) => res.statusCode)).toEqual([400, 400, 400, 429]);
      expect(tries[0]!.body.message).toBe('This password reset link is invalid or has expired');
    } finally {
      await tight.stop();
    }
  });
});

describe('links and mails of one account', () => {
  const tokensFor = (email: string) =>
    smtp.inbox.filter((mail) => mail.to.includes(email)).map((mail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!);

  it('ends every other link of the account once one is used', async () => {
    const agent = createAgent(app.server);
    await agent.post('/api/auth/register', { username: 'twice', email: 'twice@example.com', password: 'the-old-password' });
    for (let i = 0; i < 2; i += 1) await agent.post('/api/auth/forgot-password', { email: 'twice@example.com' });
    await vi.waitFor(() => expect(tokensFor('twice@example.com')).toHaveLength(2));
    const [first, second] = tokensFor('twice@example.com');
    expect((await agent.post('/api/auth/reset-password', { token: second, password: 'a-brand-new-secret' })).statusCode).toBe(204);
    const older = await agent.post('/api/auth/reset-password', { token: first, password: 'an-attackers-choice' });
    expect(older.statusCode).toBe(400);
    expect((await agent.post('/api/auth/login', { loginId: 'twice', password: 'a-brand-new-secret' })).statusCode).toBe(200);
  });

  // Held at the database, making the link would keep the answer waiting; awaited, its writes made a
  // known address answer measurably later than an unknown one (a timing oracle for who has an account).
  it.skipIf(TEST_DB !== 'postgres')('answers a known address before its link is made, then makes and mails it', async () => {
    const agent = createAgent(app.server);
    await agent.post('/api/auth/register', { username: 'timed', email: 'timed@example.com', password: 'the-old-password' });
    const hold = await app.ctx.knex.transaction();
    try {
      await hold('users').where({ username: 'timed' }).forUpdate().first('id');
      const answered = agent.post('/api/auth/forgot-password', { email: 'timed@example.com' }).then((res) => res.statusCode);
      const waited = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000));
      expect(await Promise.race([answered, waited])).toBe(202);
    } finally {
      await hold.rollback();
    }
    await vi.waitFor(() => expect(tokensFor('timed@example.com')).toHaveLength(1));
  });

  it(`mails one account ${RESET_MAILS_PER_HOUR} links an hour at most, answering every ask the same`, async () => {
    const agent = createAgent(app.server);
    await agent.post('/api/auth/register', { username: 'bombed', email: 'bombed@example.com', password: 'the-old-password' });
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 3; i += 1) {
      const res = await agent.post('/api/auth/forgot-password', { email: 'bombed@example.com' });
      expect(res.statusCode).toBe(202);
      expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    }
    await vi.waitFor(() => expect(tokensFor('bombed@example.com')).toHaveLength(RESET_MAILS_PER_HOUR));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tokensFor('bombed@example.com')).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('records a link asked for as asked anonymously: the member is its target, never its actor', async () => {
    await createAgent(app.server).post('/api/auth/register', { username: 'targeted', email: 'targeted@example.com', password: 'the-old-password' });
    const member = await app.ctx.knex('users').where({ username: 'targeted' }).first('id');
    await createAgent(app.server).post('/api/auth/forgot-password', { email: 'targeted@example.com' });
    await vi.waitFor(() => expect(tokensFor('targeted@example.com')).toHaveLength(1));
    const admin = await signedInAs(app, 'reset-auditor', 'admin');
    const { items } = (await admin.get<AuditPage>('/api/admin/audit?limit=100')).body;
    expect(items.filter((item) => item.action === 'user.password_reset_requested' && item.target_id === String(member.id))).toMatchObject([
      { actor: ANONYMOUS_ACTOR, target_type: 'user' },
    ]);
  });
});
