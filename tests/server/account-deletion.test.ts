import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '../../src/contracts/auth.js';
import { TWO_FACTOR_MESSAGES, type TwoFactorEnrolment } from '../../src/contracts/two-factor.js';
import { signedInAs, TEST_PASSWORD } from '../helpers/accounts.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// A member deletes their own account (DELETE /api/user/account): they show it is them, and
// everything of theirs goes; the last admin stays.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { LOGIN_MAX_PER_ACCOUNT: '3' } });
});
afterAll(async () => {
  await app.stop();
});

const idOf = async (username: string): Promise<number> => (await app.ctx.knex('users').where({ username }).first('id')).id;
const exists = async (username: string): Promise<boolean> => (await app.ctx.knex('users').where({ username }).first('id')) !== undefined;

async function refused(agent: Agent, body: object, status: number, message: string) {
  const res = await agent.delete('/api/user/account', undefined, body);
  expect(res.statusCode, JSON.stringify(body)).toBe(status);
  expect(res.body).toMatchObject({ message });
}

describe('DELETE /api/user/account', () => {
  it('asks for the username and the password, refusing a wrong one and keeping the account', async () => {
    const agent = await signedInAs(app, 'doubtful');
    await refused(agent, { username: 'someone-else', password: TEST_PASSWORD }, 400, ACCOUNT_DELETION_MESSAGES.username);
    await refused(agent, { username: 'doubtful' }, 400, ACCOUNT_DELETION_MESSAGES.passwordMissing);
    await refused(agent, { username: 'doubtful', password: 'not-the-password' }, 400, ACCOUNT_DELETION_MESSAGES.passwordWrong);
    expect(await exists('doubtful')).toBe(true);
    expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('deletes the account and everything of theirs, ends the session and keeps only the name in the audit log', async () => {
    const agent = await signedInAs(app, 'leaver');
    const id = await idOf('leaver');
    expect((await agent.put('/api/user/watchlist', { symbols: ['ETH'] })).statusCode).toBe(200);
    const res = await agent.delete('/api/user/account', undefined, { username: 'LEAVER', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/aw_session=;/);
    expect((await agent.get('/api/auth/me')).statusCode).toBe(401);
    expect(await exists('leaver')).toBe(false);
    expect(await app.ctx.knex('user_watchlists').where({ user_id: id }).first()).toBeUndefined();
    const entry = await app.ctx.knex('audit_log').where({ action: 'user.delete', target_id: String(id) }).first();
    expect(entry.actor_user_id).toBeNull();
    expect(JSON.stringify(entry)).toContain('leaver');
    expect(JSON.stringify(entry)).not.toContain('leaver@example.com');
  });

  it("keeps an admin's name on the changes they made after they delete their own account", async () => {
    const departing = await signedInAs(app, 'departing', 'admin');
    const reader = await signedInAs(app, 'auditor', 'admin');
    await signedInAs(app, 'promoted');
    const promotedId = await idOf('promoted');
    expect((await departing.put(`/api/admin/users/${promotedId}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await departing.delete('/api/user/account', undefined, { username: 'departing', password: TEST_PASSWORD })).statusCode).toBe(204);
    const { items } = (await reader.get<{ items: { actor: string | null; action: string; target_id: string | null }[] }>('/api/admin/audit')).body;
    expect(items.find((entry) => entry.action === 'user.role_change' && entry.target_id === String(promotedId))?.actor).toBe('departing');
    // The other tests count on having their own only admin.
    await app.ctx.knex('users').whereIn('username', ['auditor', 'promoted']).delete();
  });

  it('asks for a code as well when two-factor sign-in is on', async () => {
    const agent = await signedInAs(app, 'guarded');
    const { secret } = (await agent.post<TwoFactorEnrolment>('/api/user/2fa/start')).body;
    const code = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const confirmed = await agent.post<{ recoveryCodes: string[] }>('/api/user/2fa/confirm', { code: code() });
    expect(confirmed.statusCode).toBe(200);
    await refused(agent, { username: 'guarded', password: TEST_PASSWORD }, 400, ACCOUNT_DELETION_MESSAGES.codeMissing);
    await refused(agent, { username: 'guarded', password: TEST_PASSWORD, code: '000000' === code() ? '111111' : '000000' }, 400, TWO_FACTOR_MESSAGES.invalidCode);
    expect(await exists('guarded')).toBe(true);
    const res = await agent.delete('/api/user/account', undefined, { username: 'guarded', password: TEST_PASSWORD, code: confirmed.body.recoveryCodes[0] });
    expect(res.statusCode).toBe(204);
    expect(await exists('guarded')).toBe(false);
  });

  it('asks no password of an account made by Google sign-in, which has none', async () => {
    const agent = await signedInAs(app, 'googler');
    await app.ctx.knex('users').where({ username: 'googler' }).update({ password_hash: null });
    expect((await agent.delete('/api/user/account', undefined, { username: 'googler' })).statusCode).toBe(204);
    expect(await exists('googler')).toBe(false);
  });

  it('throttles wrong passwords as sign-in does, and keeps the last admin', async () => {
    const guesser = await signedInAs(app, 'guesser');
    for (let i = 0; i < 3; i += 1) await refused(guesser, { username: 'guesser', password: `guess-${i}` }, 400, ACCOUNT_DELETION_MESSAGES.passwordWrong);
    expect((await guesser.delete('/api/user/account', undefined, { username: 'guesser', password: TEST_PASSWORD })).statusCode).toBe(429);
    expect(await exists('guesser')).toBe(true);

    const admin = await signedInAs(app, 'only-admin', 'admin');
    await refused(admin, { username: 'only-admin', password: TEST_PASSWORD }, 409, 'At least one admin must remain');
    expect(await exists('only-admin')).toBe(true);
  });

  it('counts guesses from every address against the ceiling sign-in puts on the account', async () => {
    await signedInAs(app, 'spread-guesser');
    const [{ id }] = await app.ctx.knex('users').where({ username: 'spread-guesser' }).select('id');
    const guess = (ip: string, password: string) => app.ctx.services.accounts.confirmOwner(id, { username: 'spread-guesser', password }, ip);
    // Three guesses from each of ten addresses: each address's own allowance, and the account's 30 in all.
    for (let address = 1; address <= 10; address += 1) {
      for (let i = 0; i < 3; i += 1) await expect(guess(`203.0.113.${address}`, `guess-${address}-${i}`)).rejects.toThrow(ACCOUNT_DELETION_MESSAGES.passwordWrong);
    }
    await expect(guess('203.0.113.11', 'one-more-guess')).rejects.toThrow('Too many login attempts');
    // Sign-in counts on the same ceiling.
    expect((await createAgent(app.server).post('/api/auth/login', { loginId: 'spread-guesser', password: TEST_PASSWORD })).statusCode).toBe(429);
  });

  it('is not for API tokens, nor for visitors', async () => {
    const agent = await signedInAs(app, 'scripted');
    const token = (await agent.post<{ token: string }>('/api/user/api-tokens', { name: 'script', scopes: ['read', 'write'] })).body.token;
    const withToken = await createAgent(app.server).delete('/api/user/account', { authorization: `Bearer ${token}` }, { username: 'scripted', password: TEST_PASSWORD });
    expect(withToken.statusCode).toBe(403);
    expect((await createAgent(app.server).delete('/api/user/account', undefined, { username: 'x', password: 'y' })).statusCode).toBe(401);
    expect(await exists('scripted')).toBe(true);
  });
});
