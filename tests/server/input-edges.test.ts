import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { type AppContext, createContext } from '../../src/server/context.js';
import { createServer } from '../../src/server/server.js';
import type { Server } from '@hapi/hapi';
import { type Agent, createAgent } from '../helpers/agent.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

// The cases the security battery found: each answered 500 before one rule at the edge refused it.
let database: TestDatabase;
let ctx: AppContext;
let server: Server;
let admin: Agent;
const lines: { level: number; msg: string; reqId?: string; err?: { stack?: string; message?: string } }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal', PORT: '0', ...database.env });
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
  ctx = await createContext(config, logger, []);
  server = await createServer(ctx);
  server.route({ method: 'GET', path: '/api/test/explode', options: { auth: false }, handler: () => Promise.reject(new Error('the disk is on fire')) });
  await server.initialize();
  await ctx.services.accounts.createUser({ username: 'admin1', email: 'admin1@example.com', password: 'a-good-password' }, 'admin');
  admin = createAgent(server);
  await admin.post('/api/auth/login', { loginId: 'admin1', password: 'a-good-password' });
});
afterAll(async () => {
  await server.stop();
  await ctx.close();
  await database.drop();
});

describe('text the database cannot store', () => {
  it('refuses a NUL in a login name with a 400 that names the field', async () => {
    const res = await createAgent(server).post('/api/auth/login', { loginId: 'admin1\u0000', password: 'a-good-password' });
    expect(res).toMatchObject({ statusCode: 400, body: { statusCode: 400, error: 'Bad Request', message: 'loginId must not contain NUL characters' } });
  });

  it('refuses a NUL in a search, alone or inside words', async () => {
    for (const q of ['%00', 'a%00b']) {
      const res = await createAgent(server).get(`/api/news?q=${q}`);
      expect(res).toMatchObject({ statusCode: 400, body: { message: 'q must not contain NUL characters' } });
    }
  });

  it('refuses a NUL in a source name, URL or category, and a lone surrogate anywhere', async () => {
    const good = { name: 'Wire', url: 'https://wire.example/feed.xml', type: 'rss', categories: ['markets'] };
    for (const [payload, message] of [
      [{ ...good, name: 'Wi\u0000re' }, 'name must not contain NUL characters'],
      [{ ...good, url: 'https://wire.example/\u0000' }, 'url must not contain NUL characters'],
      [{ ...good, categories: ['ok', 'ma\u0000rkets'] }, 'categories.1 must not contain NUL characters'],
      [{ ...good, name: 'Wire \ud83d' }, 'name must be valid Unicode text'],
    ] as const) {
      const res = await admin.post('/api/admin/news-sources', payload);
      expect(res).toMatchObject({ statusCode: 400, body: { message } });
    }
    expect(await ctx.knex('sources').count('* as n').first()).toMatchObject({ n: 0 });
  });
});

describe('a body that is not a JSON object', () => {
  it('is refused with a 400 that says what a body must be, whatever JSON it is', async () => {
    for (const payload of ['[]', '["a"]', '"text"', '42', 'true', 'null']) {
      const res = await admin.put('/api/user/preferences', payload);
      expect(res).toMatchObject({ statusCode: 400, body: { message: 'The request body must be a JSON object' } });
    }
  });
});

describe('a field left out or of the wrong type', () => {
  it('is named in plain words, not in zod\'s ("Invalid input: expected string, received undefined")', async () => {
    const agent = createAgent(server);
    const cases = [
      ['/api/auth/2fa/verify', {}, 'code is required'],
      ['/api/auth/forgot-password', {}, 'email is required'],
      ['/api/auth/register', { username: 1, email: 'a@example.com', password: 'a-good-password' }, 'username must be text'],
      ['/api/auth/login', { loginId: 'someone', password: [] }, 'password must be text'],
    ] as const;
    for (const [url, payload, message] of cases) {
      const res = await agent.post<{ message: string }>(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.body.message, url).toBe(message);
    }
  });
});

describe('a body nested deep', () => {
  const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const objects = (depth: number, key = 'a') => `{"${key}":`.repeat(depth) + '"x"' + '}'.repeat(depth);

  const refusal = { statusCode: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The request is nested deeper than 32 levels' } };

  it('is refused from anyone with a 400 that says so, arrays and objects alike', async () => {
    for (const payload of [arrays(33), objects(33), arrays(100_000), objects(100_000)]) {
      expect(await createAgent(server).post('/api/auth/login', payload)).toMatchObject(refusal);
    }
  });

  it('is refused as large as the 1 MB body limit lets it be', async () => {
    expect(await admin.put('/api/user/preferences', arrays(524_287))).toMatchObject(refusal);
  });

  it('is judged by its schema as before when it stays within 32 levels', async () => {
    const res = await createAgent(server).post('/api/auth/login', objects(32, 'loginId'));
    expect(res.statusCode).toBe(400);
    expect((res.body as { message: string }).message).not.toContain('nested');
    const shallow = await admin.put('/api/user/preferences', { nested: [[[[{ a: [1] }]]]] });
    expect(shallow.statusCode).toBeLessThan(500);
  });

  it('names the field of a NUL found deep inside, as it names a shallow one', async () => {
    const res = await admin.put('/api/user/preferences', { a: [{ b: [{ c: 'x\u0000' }] }] });
    expect(res).toMatchObject({ statusCode: 400, body: { message: 'a.0.b.0.c must not contain NUL characters' } });
  });
});

describe('ids past the id column', () => {
  it.each([
    ['GET', '/api/news/2147483648', 'News id'],
    ['POST', '/api/news/99999999999/scrape-content', 'News id'],
    ['PUT', '/api/admin/users/99999999999/role', 'User id'],
    ['PUT', '/api/admin/news-sources/99999999999', 'Source id'],
    // Not digits: a plain coercion read these as 1, 1 and 1,000.
    ['GET', '/api/news/0x1', 'News id'],
    ['GET', '/api/news/%201', 'News id'],
    ['GET', '/api/news/1e3', 'News id'],
  ])('%s %s answers 400', async (method, url, what) => {
    const payload = method === 'PUT' ? (url.includes('role') ? { role: 'user' } : { name: 'x', url: 'https://x.example/f', type: 'rss' }) : undefined;
    const res = method === 'GET' ? await admin.get(url) : method === 'PUT' ? await admin.put(url, payload) : await admin.post(url);
    expect(res).toMatchObject({ statusCode: 400, body: { message: `${what} must be a whole number from 1 to 2147483647` } });
  });

  it('answers 404 for the largest id when there is no such row', async () => {
    expect((await admin.get('/api/news/2147483647')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/users/2147483647/role', { role: 'user' })).statusCode).toBe(404);
  });
});

describe('a malformed Accept-Encoding', () => {
  it('is answered unencoded and logs nothing at error level: it is the client\'s garbage, not our error', async () => {
    const before = lines.length;
    for (const header of [';', 'gzip;;', 'br;q=']) {
      const res = await server.inject({ url: '/api/version', headers: { 'accept-encoding': header } });
      expect(res.statusCode).toBe(200);
    }
    expect(lines.slice(before).filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('an unexpected error', () => {
  it('answers a generic 500 and logs the cause once, at error level, with its stack and the request id', async () => {
    const before = lines.length;
    const res = await createAgent(server).get('/api/test/explode');
    expect(res).toMatchObject({ statusCode: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'An internal server error occurred' } });
    const errors = lines.slice(before).filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'unexpected error', reqId: expect.any(String), err: { message: 'the disk is on fire' } });
    expect(errors[0]!.err!.stack).toContain('input-edges.test.ts');
  });
});
