import { Secret, TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES, type RecoveryCodes, type TwoFactorEnrolment } from '../../src/contracts/two-factor.js';
import { resealTable } from '../../src/server/crypto/rotate-repository.js';
import { SEALED_TABLES } from '../../src/server/crypto/sealed-columns.js';
import { createSecretBox } from '../../src/server/crypto/secret-box.js';
import { TEST_PASSWORD, signedInAs } from '../helpers/accounts.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hashToken } from '../../src/server/modules/accounts/session-token.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { LOGIN_MAX_PER_ACCOUNT: '5' } });
});
afterAll(async () => {
  await app.stop();
});

/** The code an authenticator app shows for this key, `steps` periods from now. */
function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Makes a member, enrols them, and returns their key and recovery codes. */
async function enrolled(username: string) {
  const agent = await signedInAs(app, username);
  const start = await agent.post<TwoFactorEnrolment>('/api/user/2fa/start');
  expect(start.statusCode).toBe(200);
  const { secret } = start.body;
  const confirm = await agent.post<RecoveryCodes>('/api/user/2fa/confirm', { code: codeFor(secret) });
  expect(confirm.statusCode).toBe(200);
  return { agent, secret, recoveryCodes: confirm.body.recoveryCodes };
}

async function passwordStep(username: string): Promise<Agent> {
  const agent = createAgent(app.server);
  const res = await agent.post('/api/auth/login', { loginId: username, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.body).toEqual({ twoFactorRequired: true, message: TWO_FACTOR_MESSAGES.required });
  return agent;
}

describe('two-factor enrolment', () => {
  it('gives a key, an otpauth URI and a QR image, and turns on only with a right first code', async () => {
    const agent = await signedInAs(app, 'enrolling');
    expect((await agent.get('/api/user/2fa')).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const start = await agent.post<TwoFactorEnrolment>('/api/user/2fa/start');
    expect(start.headers['cache-control']).toContain('no-store');
    const { secret, otpauthUri, qrCodeDataUrl } = start.body;
    const parsed = URI.parse(otpauthUri) as TOTP;
    expect(parsed.secret.base32).toBe(secret);
    expect(parsed.issuer).toBe('AlphaWire');
    expect(parsed.label).toBe('enrolling');
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await agent.post('/api/user/2fa/confirm', { code: '000000' === codeFor(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.invalidCode });
    expect((await agent.get('/api/user/2fa')).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const confirm = await agent.post<RecoveryCodes>('/api/user/2fa/confirm', { code: codeFor(secret) });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirm.body.recoveryCodes).size).toBe(10);
    for (const code of confirm.body.recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect((await agent.get('/api/user/2fa')).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // On is on: a new key cannot replace the one in use.
    expect((await agent.post('/api/user/2fa/start')).statusCode).toBe(409);
  });

  it('turns on once for confirmations sent at once, and the codes it answers with are the ones that work', async () => {
    const agent = await signedInAs(app, 'confirms-twice');
    const { secret } = (await agent.post<TwoFactorEnrolment>('/api/user/2fa/start')).body;
    const answers = await Promise.all([-1, 0, 1].map((steps) => agent.post<RecoveryCodes>('/api/user/2fa/confirm', { code: codeFor(secret, steps) })));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The others find it on, or their code's time step already spent by the first.
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) expect([400, 409]).toContain(res.statusCode);
    const { recoveryCodes } = answers.find((res) => res.statusCode === 200)!.body;
    const signingIn = await passwordStep('confirms-twice');
    expect((await signingIn.post('/api/auth/2fa/verify', { code: recoveryCodes[0] })).statusCode).toBe(200);
  });

  it('keeps no plain-text key or recovery code in the database', async () => {
    const { secret, recoveryCodes } = await enrolled('sealed');
    const user = await app.ctx.knex('users').where({ username: 'sealed' }).first();
    const row = await app.ctx.knex('two_factor').where({ user_id: user.id }).first();
    expect(row.secret_enc).not.toContain(secret);
    expect(row.secret_enc).toMatch(/^v1\./);
    expect(app.ctx.secretBox.open(row.secret_enc)).toBe(secret);
    const dump = JSON.stringify(await app.ctx.knex('two_factor_recovery_codes').where({ user_id: user.id }));
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('is re-sealed under a new APP_SECRET by `alphawire secrets rotate`', async () => {
    const { secret } = await enrolled('rotating');
    const user = await app.ctx.knex('users').where({ username: 'rotating' }).first();
    const box = createSecretBox('a-brand-new-app-secret-of-enough-length-0002', ['test-secret-that-is-long-enough-for-iron-seal']);
    const spec = SEALED_TABLES.find((table) => table.table === 'two_factor')!;
    const report = await resealTable(app.ctx.knex, box, spec);
    expect(report.unreadable).toEqual([]);
    const row = await app.ctx.knex('two_factor').where({ user_id: user.id }).first();
    expect(box.keyIdOf(row.secret_enc)).toBe(box.keyId);
    expect(createSecretBox('a-brand-new-app-secret-of-enough-length-0002').open(row.secret_enc)).toBe(secret);
  });

  it('needs the member signed in', async () => {
    expect((await createAgent(app.server).post('/api/user/2fa/start')).statusCode).toBe(401);
  });
});

describe('signing in with two-factor', () => {
  it('answers that a code is needed and creates no session until the code', async () => {
    const { secret } = await enrolled('twofa');
    const sessionsBefore = await app.ctx.knex('sessions').count<{ n: number }[]>('* as n');
    const agent = await passwordStep('twofa');
    expect(await app.ctx.knex('sessions').count<{ n: number }[]>('* as n')).toEqual(sessionsBefore);
    expect((await agent.get('/api/auth/me')).statusCode).toBe(401);

    // The enrolment used this step's code: the next step's is the one still unused.
    const res = await agent.post('/api/auth/2fa/verify', { code: codeFor(secret, 1) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ username: 'twofa' });
    expect((await agent.get('/api/auth/me')).body).toMatchObject({ username: 'twofa' });
  });

  it('takes the code as authenticator apps show it, "123 456"', async () => {
    const { secret } = await enrolled('spaced');
    const agent = await passwordStep('spaced');
    const code = codeFor(secret, 1);
    const res = await agent.post('/api/auth/2fa/verify', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a code without the password step, and a wrong password gets no code step', async () => {
    const { secret } = await enrolled('nopassword');
    const agent = createAgent(app.server);
    const res = await agent.post('/api/auth/2fa/verify', { code: codeFor(secret, 1) });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.expired });
    const wrong = await agent.post('/api/auth/login', { loginId: 'nopassword', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(agent.jar.has('aw_2fa')).toBe(false);
  });

  it('never accepts one code twice', async () => {
    const { secret } = await enrolled('reuse');
    const first = await passwordStep('reuse');
    const code = codeFor(secret, 1);
    expect((await first.post('/api/auth/2fa/verify', { code })).statusCode).toBe(200);
    const second = await passwordStep('reuse');
    const again = await second.post('/api/auth/2fa/verify', { code });
    expect(again.statusCode).toBe(401);
    expect(again.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.invalidCode });
    expect((await second.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('lets one of two racing requests with the same code win', async () => {
    const { secret } = await enrolled('racing');
    const [a, b] = [await passwordStep('racing'), await passwordStep('racing')];
    const code = codeFor(secret, 1);
    const answers = await Promise.all([a.post('/api/auth/2fa/verify', { code }), b.post('/api/auth/2fa/verify', { code })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes each recovery code once, in any case and with or without dashes', async () => {
    const { recoveryCodes } = await enrolled('recovering');
    const [first, second] = recoveryCodes as [string, string];
    const agent = await passwordStep('recovering');
    expect((await agent.post('/api/auth/2fa/verify', { code: first.toLowerCase() })).statusCode).toBe(200);
    const again = await passwordStep('recovering');
    expect((await again.post('/api/auth/2fa/verify', { code: first })).statusCode).toBe(401);
    expect((await again.post('/api/auth/2fa/verify', { code: second.replace(/-/g, '') })).statusCode).toBe(200);
    expect((await again.get('/api/user/2fa')).body).toEqual({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('spends the pending sign-in once: its token cannot start a second session', async () => {
    const { secret } = await enrolled('single');
    const agent = await passwordStep('single');
    const pending = agent.jar.get('aw_2fa')!;
    expect((await agent.post('/api/auth/2fa/verify', { code: codeFor(secret, 1) })).statusCode).toBe(200);
    const thief = createAgent(app.server);
    thief.jar.set('aw_2fa', pending);
    const res = await thief.post('/api/auth/2fa/verify', { code: codeFor(secret, -1) });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.expired });
  });

  it('expires a pending sign-in after five minutes', async () => {
    const { secret } = await enrolled('slow');
    const agent = await passwordStep('slow');
    await app.ctx.knex('two_factor_pending_logins').update({ expires_at: new Date(Date.now() - 1000) });
    const res = await agent.post('/api/auth/2fa/verify', { code: codeFor(secret, 1) });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.expired });
  });

  it('rate-limits wrong codes per account like passwords, even with the right code after', async () => {
    const { secret } = await enrolled('guesser');
    const agent = await passwordStep('guesser');
    const right = codeFor(secret, 1);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) expect((await agent.post('/api/auth/2fa/verify', { code: wrong })).statusCode).toBe(401);
    const limited = await agent.post('/api/auth/2fa/verify', { code: right });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.tooMany });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('turning two-factor off', () => {
  it('needs a valid code, then sign-in asks for no code', async () => {
    const { agent, recoveryCodes } = await enrolled('leaving');
    expect((await agent.post('/api/user/2fa/disable', { code: '12345678' })).statusCode).toBe(400);
    expect((await agent.post('/api/user/2fa/disable', { code: recoveryCodes[0] })).statusCode).toBe(204);
    expect((await agent.get('/api/user/2fa')).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const user = await app.ctx.knex('users').where({ username: 'leaving' }).first();
    expect(await app.ctx.knex('two_factor_recovery_codes').where({ user_id: user.id })).toEqual([]);
    const login = await createAgent(app.server).post('/api/auth/login', { loginId: 'leaving', password: TEST_PASSWORD });
    expect(login.body).toMatchObject({ username: 'leaving' });
  });

  it('takes an authenticator code too', async () => {
    const { agent, secret } = await enrolled('leaving2');
    expect((await agent.post('/api/user/2fa/disable', { code: codeFor(secret, 1) })).statusCode).toBe(204);
  });
});

describe("an operator's reset (alphawire users reset-2fa)", () => {
  it('turns it off without a code, so the password alone signs in, and says so in the audit log', async () => {
    await enrolled('lost-phone');
    const user = await app.ctx.knex('users').where({ username: 'lost-phone' }).first();
    await passwordStep('lost-phone');
    expect(await app.ctx.services.twoFactor.reset(user.id)).toBe(true);
    const login = await createAgent(app.server).post('/api/auth/login', { loginId: 'lost-phone', password: TEST_PASSWORD });
    expect(login.body).toMatchObject({ username: 'lost-phone' });
    expect(await app.ctx.knex('two_factor_recovery_codes').where({ user_id: user.id })).toEqual([]);
    expect(await app.ctx.knex('audit_log').where({ action: 'user.2fa_reset', target_id: String(user.id) }).first()).toMatchObject({ actor_user_id: null });
    expect(await app.ctx.services.twoFactor.reset(user.id)).toBe(false);
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ env: { REQUIRE_ADMIN_2FA: 'true' } });
  });
  afterAll(async () => {
    await strict.stop();
  });

  it('answers admin calls with 403 until the admin turns two-factor on, and lets them enrol', async () => {
    const admin = await signedInAs(strict, 'boss', 'admin');
    const refused = await admin.get('/api/admin/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.adminRequired });
    const { secret } = (await admin.post<TwoFactorEnrolment>('/api/user/2fa/start')).body;
    expect((await admin.post('/api/user/2fa/confirm', { code: codeFor(secret) })).statusCode).toBe(200);
    expect((await admin.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('leaves members and their calls alone', async () => {
    const member = await signedInAs(strict, 'plain');
    expect((await member.get('/api/user/2fa')).statusCode).toBe(200);
    expect((await member.get('/api/admin/users')).statusCode).toBe(403);
  });
});

describe('a password reset', () => {
  it('ends a sign-in that began with the old password and waits for its code, as it ends sessions', async () => {
    const { recoveryCodes } = await enrolled('resetting');
    // Someone who has the old password, at the code step when the owner resets it.
    const intruder = await passwordStep('resetting');
    const { id } = await app.ctx.knex('users').where({ username: 'resetting' }).first('id');
    const token = 'a-reset-link-the-owner-was-mailed-0123456789';
    await app.ctx.knex('password_resets').insert({ token_hash: hashToken(token), user_id: id, expires_at: app.ctx.knex.raw("now() + interval '1 hour'") });
    expect((await createAgent(app.server).post('/api/auth/reset-password', { token, password: 'a-brand-new-secret' })).statusCode).toBe(204);
    const late = await intruder.post('/api/auth/2fa/verify', { code: recoveryCodes[0] });
    expect(late.statusCode).toBe(401);
    expect(late.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.expired });
  });
});
