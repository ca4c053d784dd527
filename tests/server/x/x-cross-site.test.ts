import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xPoster } from '../../../src/plugins/posters/x/index.js';
import { createLogger } from '../../../src/server/logger.js';
import { signedInAs } from '../../helpers/accounts.js';
import { type Agent, createAgent } from '../../helpers/agent.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { type FakeX, startFakeX } from '../../helpers/fake-x.js';
import { consentAt } from '../../helpers/x.js';

// The X authorization against another site: its links cannot swap a member's authorization in
// progress, a state caught by someone else is of no use to them and still works for the member,
// and the redirect to X leaves neither state nor client id in the log (every request logged here).
const now = new Date('2026-11-25T10:00:00Z');
const logLines: string[] = [];
let app: TestApp;
let fake: FakeX;

beforeAll(async () => {
  fake = await startFakeX({ now: () => now });
  // The process's own logger (its redaction included), writing JSON lines here.
  const logger = createLogger('trace', { write: (line: string) => logLines.push(line) });
  app = await startTestApp({ plugins: [xPoster], env: { ...fake.env, LOG_REQUESTS: 'all' }, clock: () => now, logger });
});
afterAll(async () => {
  await app.stop();
  await fake.stop();
});

/** A member with an X app stored, not yet authorized. */
async function memberWithApp(username: string): Promise<Agent> {
  const agent = await signedInAs(app, username);
  fake.addApp(`client-${username}`, `secret-${username}-0123456789`, username);
  await agent.put('/api/user/x-credentials', { x_client_id: `client-${username}`, x_client_secret: `secret-${username}-0123456789` });
  return agent;
}

const callbackAs = async (agent: Agent, callback: string) => decodeURIComponent(String((await agent.get(callback)).headers.location));
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

describe('starting an X authorization', () => {
  it('is refused from another site, and the authorization under way still completes', async () => {
    const agent = await memberWithApp('xs_lure');
    const started = await agent.get<{ url: string }>('/api/auth/x/authorize', SAME_ORIGIN);
    const callback = await consentAt(started.body.url);

    const lured = await agent.get<{ message: string }>('/api/auth/x/authorize?redirect=true&auto=true', { 'sec-fetch-site': 'cross-site' });
    expect(lured).toMatchObject({ statusCode: 403, body: { message: 'X authorization can only be started from AlphaWire itself: open Settings and press Authorize.' } });
    expect(lured.headers.location).toBeUndefined();

    expect(await callbackAs(agent, callback)).toBe('/auth/x/success?auto=false');
  });

  it('redirects to X when the member starts it from AlphaWire, or types the address', async () => {
    const agent = await memberWithApp('xs_own');
    for (const headers of [SAME_ORIGIN, { 'sec-fetch-site': 'none' }, {}]) {
      const res = await agent.get('/api/auth/x/authorize?redirect=true', headers);
      expect(res.statusCode).toBe(302);
      expect(String(res.headers.location)).toContain(fake.authorizeUrl);
    }
  });
});

describe('a callback state presented by another session', () => {
  it('is refused without being used up: the member who started it still finishes, once', async () => {
    const agent = await memberWithApp('xs_owner');
    const callback = await consentAt((await agent.get<{ url: string }>('/api/auth/x/authorize')).body.url);

    expect(await callbackAs(await signedInAs(app, 'xs_thief'), callback)).toBe('/auth/x/success?error=other-session');
    expect(await callbackAs(createAgent(app.server), callback)).toBe('/auth/x/success?error=other-session');

    expect(await callbackAs(agent, callback)).toBe('/auth/x/success?auto=false');
    expect(await callbackAs(agent, callback)).toBe('/auth/x/success?error=invalid');
    const profile = await agent.get<{ x_oauth_status: string; x_username: string }>('/api/user/profile');
    expect(profile.body).toMatchObject({ x_oauth_status: 'authorized', x_username: 'xs_owner' });
  });
});

describe('the log of an X authorization', () => {
  it('keeps the redirect to X but neither its state nor the client id, nor the code X sends back', async () => {
    const agent = await memberWithApp('xs_logged');
    logLines.length = 0;
    const redirect = await agent.get('/api/auth/x/authorize?redirect=true', SAME_ORIGIN);
    const location = new URL(String(redirect.headers.location));
    const state = location.searchParams.get('state')!;
    const callback = await consentAt(location.toString());
    const code = new URL(callback, 'http://x').searchParams.get('code')!;
    expect(await callbackAs(agent, callback)).toBe('/auth/x/success?auto=false');

    const logs = logLines.join('\n');
    expect(logs).toContain(`"location":"${fake.authorizeUrl}?[redacted]"`);
    for (const secret of [state, encodeURIComponent(state), 'client-xs_logged', code]) expect(logs).not.toContain(secret);
  });
});
