import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInAs } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Browsers send every cookie of the host and its parent domains, whatever other apps set there,
// and store values RFC 6265 does not allow (spaces, quotes, commas, JSON). One such cookie answered
// every page and call with 400 "Invalid cookie value": another app could take this one down.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const FOREIGN = ['prefs={"theme":"dark"}', 'x=va lue', 'list=a,b', 'q="quoted', 'flag', 'a=1;;b=2', '=nameless'];

it('answers as usual whatever other cookies come with a request', async () => {
  for (const cookie of FOREIGN) {
    for (const url of ['/feeds/news.rss', '/api/version', '/api/news']) {
      const res = await app.server.inject({ url, headers: { cookie } });
      expect(res.statusCode, `${cookie} on ${url}`).toBe(200);
    }
  }
});

it('keeps a member signed in beside a cookie it cannot read, and writes with it', async () => {
  const member = await signedInAs(app, 'crumbs');
  member.jar.set('prefs', '{"theme":"dark"}');
  member.jar.set('other', 'va lue');
  const me = await member.get<{ username: string }>('/api/auth/me');
  expect(me.statusCode).toBe(200);
  expect(me.body.username).toBe('crumbs');
  expect((await member.put('/api/user/mutes', { keywords: ['spam'] })).statusCode).toBe(200);
});

it('reads a session cookie it cannot read as no session', async () => {
  for (const cookie of ['aw_session', 'aw_session=not sealed', 'aw_session="x"']) {
    const res = await app.server.inject({ url: '/api/user/mutes', headers: { cookie } });
    expect(res.statusCode, cookie).toBe(401);
  }
});
