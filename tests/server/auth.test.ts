import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../src/server/modules/accounts/password.js';
import { createAgent, setCookieLines } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
let counter = 0;

/** A fresh, valid registration payload. */
function newMember() {
  counter += 1;
  return { username: `member${counter}`, email: `member${counter}@example.com`, password: 'correct-horse-battery' };
}

beforeAll(async () => {
  // Limits high enough for this file's many sign-ups; rate-limits.test.ts tests the limits.
  app = await startTestApp({ env: { REGISTER_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000', CHECK_MAX_PER_IP: '1000' } });
});
afterAll(async () => {
  await app.stop();
});

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and answers with the session user', async () => {
    const agent = createAgent(app.server);
    const member = newMember();
    const res = await agent.post('/api/auth/register', member);
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), username: member.username, email: member.email, role: 'user' });
    const me = await agent.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.body).toMatchObject({ username: member.username });
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'bad name!' }, 'Username may contain only letters, digits, dots, dashes and underscores'],
    [{ username: '._-' }, 'Username must contain a letter or a digit'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
  ])('refuses %o with its message', async (override, message) => {
    const res = await createAgent(app.server).post('/api/auth/register', { ...newMember(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('refuses a missing body field with a message naming it', async () => {
    const res = await createAgent(app.server).post('/api/auth/register', { username: 'someone' });
    expect(res.statusCode).toBe(400);
    expect((res.body as { message: string }).message).toMatch(/email/);
  });

  it('refuses one of the most common passwords', async () => {
    const res = await createAgent(app.server).post('/api/auth/register', { ...newMember(), password: 'password123' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ message: COMMON_PASSWORD_MESSAGE });
  });

  it('refuses a taken username or e-mail whatever its case', async () => {
    const member = newMember();
    expect((await createAgent(app.server).post('/api/auth/register', member)).statusCode).toBe(201);
    const sameName = await createAgent(app.server).post('/api/auth/register', {
      ...newMember(),
      username: member.username.toUpperCase(),
    });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.body).toMatchObject({ message: 'Username already exists' });
    const sameEmail = await createAgent(app.server).post('/api/auth/register', {
      ...newMember(),
      email: member.email.toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.body).toMatchObject({ message: 'Email already exists' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const member = newMember();
    await createAgent(app.server).post('/api/auth/register', member);
    const row = await app.ctx.knex('users').where({ username: member.username }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(member.password);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username and by e-mail in any case', async () => {
    const member = newMember();
    await createAgent(app.server).post('/api/auth/register', member);
    for (const loginId of [member.username, member.email.toUpperCase()]) {
      const agent = createAgent(app.server);
      const res = await agent.post('/api/auth/login', { loginId, password: member.password });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatchObject({ username: member.username, role: 'user' });
      expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
    }
  });

  it('answers 401 for a wrong password and for an unknown account alike', async () => {
    const member = newMember();
    await createAgent(app.server).post('/api/auth/register', member);
    const wrong = await createAgent(app.server).post('/api/auth/login', { loginId: member.username, password: 'wrong-password' });
    const unknown = await createAgent(app.server).post('/api/auth/login', { loginId: 'nobody-here', password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid username, email or password' });
    }
  });

  it.each([
    [{ loginId: 'ab', password: 'long-enough' }, 'Please enter your username or email address'],
    [{ loginId: 'someone', password: '123' }, 'Password must be at least 6 characters'],
    [{ loginId: 'u'.repeat(255), password: 'long-enough' }, 'Username or email must be at most 254 characters'],
    [{ loginId: 42, password: 'long-enough' }, 'Please enter your username or email address'],
  ])('refuses %o with its message', async (payload, message) => {
    const res = await createAgent(app.server).post('/api/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ message });
  });

  it('sets an httpOnly SameSite session cookie holding no user data', async () => {
    const member = newMember();
    const res = await createAgent(app.server).post('/api/auth/register', member);
    const setCookie = setCookieLines(res.headers).find((c) => c.startsWith('aw_session='));
    expect(setCookie).toMatch(/^aw_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toContain(member.username);
    expect(setCookie).not.toContain(member.email);
  });

  it('gives a new session id at every sign-in and ends the one it replaces', async () => {
    const member = newMember();
    const agent = createAgent(app.server);
    await agent.post('/api/auth/register', member);
    const first = agent.jar.get('aw_session');
    const before = await app.ctx.knex('sessions').count('* as n').first();
    await agent.post('/api/auth/login', { loginId: member.username, password: member.password });
    const second = agent.jar.get('aw_session');
    expect(second).toMatch(/^\S+$/);
    expect(second).not.toBe(first);
    expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
    const replaced = await app.server.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `aw_session=${first}` } });
    expect(replaced.statusCode).toBe(401);
    const after = await app.ctx.knex('sessions').count('* as n').first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('keeps only a hash of the session id in the database', async () => {
    const agent = createAgent(app.server);
    const member = newMember();
    const { body } = await agent.post<{ id: number }>('/api/auth/register', member);
    const rows = await app.ctx.knex('sessions').where({ user_id: body.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].id_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the old cookie no longer signs in', async () => {
    const agent = createAgent(app.server);
    await agent.post('/api/auth/register', newMember());
    const oldCookie = agent.jar.get('aw_session');
    const res = await agent.post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
    expect(agent.jar.has('aw_session')).toBe(false);
    const replay = createAgent(app.server);
    replay.jar.set('aw_session', oldCookie!);
    const me = await replay.get('/api/auth/me');
    expect(me.statusCode).toBe(401);
    expect(me.body).toMatchObject({ message: 'Authentication required' });
  });
});

describe('GET /api/auth/me and POST /api/auth/heartbeat', () => {
  it('answers 401 "Authentication required" when signed out', async () => {
    const res = await createAgent(app.server).get('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
  });

  it('records activity on heartbeat', async () => {
    const agent = createAgent(app.server);
    const { body } = await agent.post<{ id: number }>('/api/auth/register', newMember());
    await app.ctx.knex('users').where({ id: body.id }).update({ last_seen_at: null });
    const res = await agent.post('/api/auth/heartbeat');
    expect(res.statusCode).toBe(204);
    const row = await app.ctx.knex('users').where({ id: body.id }).first();
    expect(row.last_seen_at).toBeInstanceOf(Date);
  });

  it('refuses a heartbeat when signed out', async () => {
    expect((await createAgent(app.server).post('/api/auth/heartbeat')).statusCode).toBe(401);
  });
});

describe('availability checks', () => {
  it('reports a free and a taken username, ignoring case', async () => {
    const member = newMember();
    await createAgent(app.server).post('/api/auth/register', member);
    const agent = createAgent(app.server);
    expect((await agent.get('/api/auth/check-username/free-name')).body).toEqual({
      available: true,
      message: 'Username is available',
    });
    expect((await agent.get(`/api/auth/check-username/${member.username.toUpperCase()}`)).body).toEqual({
      available: false,
      message: 'Username is already taken',
    });
  });

  it('reports a free and a taken e-mail', async () => {
    const member = newMember();
    await createAgent(app.server).post('/api/auth/register', member);
    const agent = createAgent(app.server);
    expect((await agent.get('/api/auth/check-email/fresh%40example.com')).body).toMatchObject({ available: true });
    expect((await agent.get(`/api/auth/check-email/${encodeURIComponent(member.email)}`)).body).toEqual({
      available: false,
      message: 'Email is already registered',
    });
  });

  it('refuses malformed input with the validation message', async () => {
    const agent = createAgent(app.server);
    expect((await agent.get('/api/auth/check-username/ab')).body).toMatchObject({
      statusCode: 400,
      message: 'Username must be at least 3 characters',
    });
    expect((await agent.get('/api/auth/check-email/nope')).body).toMatchObject({
      statusCode: 400,
      message: 'Please enter a valid email address',
    });
  });
});

describe('CSRF', () => {
  const mutating: [string, string, unknown][] = [
    ['POST', '/api/auth/register', { username: 'csrfuser', email: 'csrf@example.com', password: 'long-enough-1' }],
    ['POST', '/api/auth/login', { loginId: 'csrfuser', password: 'long-enough-1' }],
    ['POST', '/api/auth/logout', undefined],
    ['POST', '/api/auth/heartbeat', undefined],
    ['POST', '/api/auth/forgot-password', { email: 'csrf@example.com' }],
    ['POST', '/api/auth/reset-password', { token: 'x'.repeat(43), password: 'long-enough-1' }],
    ['PUT', '/api/admin/users/1/role', { role: 'admin' }],
  ];

  it.each(mutating)('refuses %s %s without the X-CSRF-Token header', async (method, url, payload) => {
    // Signed in as an admin, so that only the missing header can be the reason for refusal.
    const agent = createAgent(app.server);
    const { body } = await agent.post<{ id: number }>('/api/auth/register', newMember());
    await app.ctx.knex('users').where({ id: body.id }).update({ role: 'admin' });
    const cookie = [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.server.inject({ method, url, payload: payload as object | undefined, headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.payload)).toMatchObject({ message: expect.stringMatching(/CSRF/) });
  });

  it('refuses a token that does not match the cookie', async () => {
    const agent = createAgent(app.server);
    await agent.get('/api/version');
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { loginId: 'someone', password: 'whatever1' },
      headers: { cookie: `crumb=${agent.jar.get('crumb')}`, 'x-csrf-token': 'forged' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('hands out the crumb cookie on GET /api/version, readable by scripts', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/version' });
    const crumb = setCookieLines(res.headers).find((c) => c.startsWith('crumb='));
    expect(crumb).toMatch(/^crumb=[^;]+;/);
    expect(crumb).not.toMatch(/HttpOnly/);
    expect(crumb).toMatch(/SameSite=Strict/);
  });

  it('sets no cookie on public data calls, so their answers can be cached', async () => {
    for (const url of ['/api/news', '/api/trending', '/api/market/tickers']) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });
});
