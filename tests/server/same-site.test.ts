import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Writes sent by another site's page are refused even when the CSRF token is right; our own
// pages, at PUBLIC_URL or at whatever address the server was opened with, and tools that send
// no browser headers, go through as before.
let app: TestApp;
const PUBLIC = 'https://news.example.org';
const login = { loginId: 'site-member', password: 'a-good-password' };
const refused = { statusCode: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Requests from another site are refused: open AlphaWire at its own address and try again.' } };

beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL: `${PUBLIC}/` } });
  await app.ctx.services.accounts.createUser({ username: 'site-member', email: 'site-member@example.com', password: 'a-good-password' }, 'user');
});
afterAll(async () => {
  await app.stop();
});

describe('a write from another site', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['our host name on another port', { origin: 'https://news.example.org:8443', host: 'news.example.org' }],
    ['Origin: null', { origin: 'null' }],
    ['an Origin that is not a URL', { origin: 'not a url' }],
    ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('is refused with a 403 when it carries %s, the CSRF token notwithstanding', async (_case, headers) => {
    const agent = createAgent(app.server);
    expect(await agent.post('/api/auth/login', login, headers)).toMatchObject(refused);
    expect(await agent.put('/api/user/preferences', { topics: ['crypto'] }, headers)).toMatchObject(refused);
    expect(await agent.post('/api/auth/logout', undefined, headers)).toMatchObject(refused);
  });

  it('is refused before its body is read: a body too deep to judge gets the 403', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(await createAgent(app.server).post('/api/auth/login', deep, { origin: 'https://evil.example' })).toMatchObject(refused);
  });

  it('may still read: a GET from another site is answered', async () => {
    const res = await createAgent(app.server).get('/api/version', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
  });
});

describe('a write from our own pages or from a tool', () => {
  it.each([
    ['PUBLIC_URL’s origin', { origin: PUBLIC, 'sec-fetch-site': 'same-origin' }],
    ['the address it was opened at, though PUBLIC_URL names another', { origin: 'http://127.0.0.1:3817', host: '127.0.0.1:3817', 'sec-fetch-site': 'same-origin' }],
    ['no Origin and Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no browser headers at all (curl, the CLI)', {}],
  ])('signs in with %s', async (_case, headers) => {
    const res = await createAgent(app.server).post('/api/auth/login', login, headers);
    expect(res.statusCode).toBe(200);
  });

  it('still needs the CSRF token', async () => {
    const res = await createAgent(app.server, { csrf: false }).post('/api/auth/login', login, { origin: PUBLIC });
    expect(res).toMatchObject({ statusCode: 403, body: { message: 'Missing or invalid CSRF token. Reload the page and try again.' } });
  });
});
