import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ADDRESSES_PER_ACCOUNT } from '../../src/server/modules/accounts/sign-in.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '6', REGISTER_MAX_PER_IP: '2', CHECK_MAX_PER_IP: '3' },
  });
  await createAgent(app.server, { ip: '10.9.9.9' }).post('/api/auth/register', {
    username: 'target',
    email: 'target@example.com',
    password: 'a-good-password',
  });
});
afterAll(async () => {
  await app.stop();
});

describe('rate limits', () => {
  it('throttles login per account and address with 429, a message and Retry-After', async () => {
    const agent = createAgent(app.server, { ip: '10.0.0.1' });
    for (let i = 0; i < 3; i += 1) {
      expect((await agent.post('/api/auth/login', { loginId: 'target', password: 'wrong-pass' })).statusCode).toBe(401);
    }
    const res = await agent.post('/api/auth/login', { loginId: 'target', password: 'a-good-password' });
    expect(res.statusCode).toBe(429);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many login attempts. Please wait a few minutes and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts guesses against the account, whether its username or its e-mail is typed', async () => {
    const agent = createAgent(app.server, { ip: '10.0.0.4' });
    for (const loginId of ['target', 'TARGET@example.com', 'target@example.com']) {
      expect((await agent.post('/api/auth/login', { loginId, password: 'wrong-pass' })).statusCode).toBe(401);
    }
    expect((await agent.post('/api/auth/login', { loginId: 'Target@Example.com', password: 'a-good-password' })).statusCode).toBe(429);
  });

  it('still lets the account sign in from another address', async () => {
    const res = await createAgent(app.server, { ip: '10.0.0.2' }).post('/api/auth/login', {
      loginId: 'target',
      password: 'a-good-password',
    });
    expect(res.statusCode).toBe(200);
  });

  it('throttles guesses at one account spread over many addresses, at ten addresses\' worth', async () => {
    await createAgent(app.server, { ip: '10.9.9.9' }).post('/api/auth/register', { username: 'spread', email: 'spread@example.com', password: 'a-good-password' });
    const ceiling = 3 * LOGIN_ADDRESSES_PER_ACCOUNT;
    for (let i = 0; i < ceiling; i += 1) {
      const res = await createAgent(app.server, { ip: `10.1.${Math.floor(i / 2)}.${i % 2}` }).post('/api/auth/login', { loginId: 'spread', password: 'wrong-pass' });
      expect(res.statusCode, `guess ${i + 1}`).toBe(401);
    }
    const next = await createAgent(app.server, { ip: '10.2.0.1' }).post('/api/auth/login', { loginId: 'spread', password: 'a-good-password' });
    expect(next.statusCode).toBe(429);
    // Another account is not held up by it.
    expect((await createAgent(app.server, { ip: '10.2.0.2' }).post('/api/auth/login', { loginId: 'target', password: 'a-good-password' })).statusCode).toBe(200);
  });

  it('throttles all logins from one address', async () => {
    const agent = createAgent(app.server, { ip: '10.0.0.3' });
    for (let i = 0; i < 6; i += 1) {
      await agent.post('/api/auth/login', { loginId: `someone${i}`, password: 'wrong-pass' });
    }
    expect((await agent.post('/api/auth/login', { loginId: 'fresh-one', password: 'wrong-pass' })).statusCode).toBe(429);
  });

  it('refuses a throttled login even with the right password, starting no session', async () => {
    const countSessions = async () => Number((await app.ctx.knex('sessions').count('* as n').first())?.n);
    const before = await countSessions();
    const res = await createAgent(app.server, { ip: '10.0.0.3' }).post('/api/auth/login', {
      loginId: 'target',
      password: 'a-good-password',
    });
    expect(res.statusCode).toBe(429);
    expect(await countSessions()).toBe(before);
  });

  it('throttles sign-ups per address', async () => {
    const agent = createAgent(app.server, { ip: '10.0.0.4' });
    for (let i = 0; i < 2; i += 1) {
      const res = await agent.post('/api/auth/register', { username: `new${i}`, email: `new${i}@example.com`, password: 'a-good-password' });
      expect(res.statusCode).toBe(201);
    }
    const res = await agent.post('/api/auth/register', { username: 'new9', email: 'new9@example.com', password: 'a-good-password' });
    expect(res.statusCode).toBe(429);
    expect(res.body).toMatchObject({ message: 'Too many sign-ups from this address. Please try again later.' });
    expect(await app.ctx.knex('users').where({ username: 'new9' }).first()).toBeUndefined();
  });

  it('throttles availability checks per address', async () => {
    const agent = createAgent(app.server, { ip: '10.0.0.5' });
    for (let i = 0; i < 3; i += 1) expect((await agent.get(`/api/auth/check-username/name${i}`)).statusCode).toBe(200);
    const res = await agent.get('/api/auth/check-email/a%40example.com');
    expect(res.statusCode).toBe(429);
    expect(res.body).toMatchObject({ message: 'Too many checks. Please slow down and try again in a minute.' });
  });
});

describe('behind the trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ env: { TRUST_PROXY: 'true', CHECK_MAX_PER_IP: '3' } });
  });
  afterAll(async () => {
    await proxied?.stop();
  });

  // A proxy that appends to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for) leaves in front
  // whatever the caller wrote: the first hop let each request name a new address.
  it('counts the address the proxy wrote, the last hop, not one the caller wrote before it', async () => {
    const check = (i: number, forwarded: string) =>
      proxied.server.inject({ url: `/api/auth/check-username/proxied${i}`, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwarded } });
    for (let i = 0; i < 3; i += 1) expect((await check(i, `203.0.113.${i}, 198.51.100.7`)).statusCode).toBe(200);
    expect((await check(3, '203.0.113.99, 198.51.100.7')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await check(4, '198.51.100.8')).statusCode).toBe(200);
  });
});
