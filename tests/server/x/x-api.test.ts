import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { xPoster } from '../../../src/plugins/posters/x/index.js';
import { unreachableMessage } from '../../../src/server/modules/x/posting.js';
import { signedInAs } from '../../helpers/accounts.js';
import { createAgent } from '../../helpers/agent.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { insertArticle } from '../../helpers/articles.js';
import { counted } from '../../helpers/metrics.js';
import { type FakeX, startFakeX } from '../../helpers/fake-x.js';
import { connectX, consentAt } from '../../helpers/x.js';

const START = new Date('2026-11-25T10:00:00Z');
let now = START;
const clock = () => now;
const logLines: string[] = [];
let app: TestApp;
let fake: FakeX;

beforeAll(async () => {
  fake = await startFakeX({ now: clock });
  const logger = pino({ level: 'trace' }, new Writable({ write(chunk, _enc, done) { logLines.push(String(chunk)); done(); } }));
  app = await startTestApp({ plugins: [xPoster], env: fake.env, clock, logger });
});
afterAll(async () => {
  await app.stop();
  // The last test stops it already.
  await fake.stop().catch(() => undefined);
});
beforeEach(() => {
  now = START;
});

describe('X credentials', () => {
  it('requires both fields, with the form messages', async () => {
    const agent = await signedInAs(app, 'cred_rules');
    const none = await agent.put<{ message: string }>('/api/user/x-credentials', { x_client_id: ' ', x_client_secret: '' });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toContain('Client ID is required');
    expect(none.body.message).toContain('Client Secret is required');
    expect((await createAgent(app.server).put('/api/user/x-credentials', { x_client_id: 'a', x_client_secret: 'b' })).statusCode).toBe(401);
  });

  it('stores them sealed and shows them masked; the profile says only whether tokens exist', async () => {
    const agent = await signedInAs(app, 'cred_mask');
    const secrets = await connectX(agent, fake, 'cred_mask');
    const profile = await agent.get<Record<string, unknown>>('/api/user/profile');
    expect(profile.body).toMatchObject({
      username: 'cred_mask', hasXCredentials: true, masked_x_client_id: 'clie••••••••mask', masked_x_client_secret: '••••••••6789',
      x_oauth_access_token: true, x_oauth_refresh_token: true, x_oauth_status: 'authorized', hasXAuthorizationWithWriteAccess: true, x_username: 'cred_mask',
    });
    // The token exchange sent X the very callback address the profile tells the member to register.
    const exchange = fake.requests.find((r) => r.path === '/2/oauth2/token' && r.body.includes('grant_type=authorization_code'));
    expect(new URLSearchParams(exchange!.body).get('redirect_uri')).toBe(profile.body.x_callback_url);
    expect(profile.body.x_callback_url).toBe(new URL('/api/auth/x/callback', app.ctx.config.PUBLIC_URL).toString());
    const row = await app.ctx.knex('x_credentials').join('users', 'users.id', 'x_credentials.user_id').where('users.username', 'cred_mask').first('x_credentials.*');
    const stored = JSON.stringify(row);
    const issued = fake.requests.filter((r) => r.path === '/2/oauth2/token').length;
    expect(issued).toBeGreaterThan(0);
    for (const secret of [secrets.clientId, secrets.clientSecret]) expect(stored).not.toContain(secret);
    for (const sealed of [row.client_id_enc, row.client_secret_enc, row.access_token_enc, row.refresh_token_enc]) expect(sealed).toMatch(/^v1\./);
    const plainAccess = app.ctx.secretBox.open(row.access_token_enc);
    expect(plainAccess).toMatch(/^at-/);
    expect(JSON.stringify(profile.body)).not.toContain(plainAccess);
    expect(JSON.stringify(profile.body)).not.toContain(app.ctx.secretBox.open(row.refresh_token_enc));
    // No secret or token reached the logs either.
    const logs = logLines.join('\n');
    for (const value of [secrets.clientSecret, plainAccess, app.ctx.secretBox.open(row.refresh_token_enc)]) expect(logs).not.toContain(value);
  });

  it('tests the form values, or the stored ones when the form is empty', async () => {
    const agent = await signedInAs(app, 'cred_test');
    fake.addApp('known-client', 'known-secret', 'cred_test');
    expect((await agent.post('/api/user/x-credentials/test', {})).body).toMatchObject({ message: 'Twitter API credentials required' });
    expect((await agent.post('/api/user/x-credentials/test', { x_client_id: '', x_client_secret: '' })).body).toMatchObject({ message: 'Twitter API credentials required' });
    // One field of the form filled: the other is named, as saving names it.
    expect((await agent.post('/api/user/x-credentials/test', { x_client_id: 'known-client' })).body).toMatchObject({ statusCode: 400, message: 'Client Secret is required' });
    expect((await agent.post('/api/user/x-credentials/test', { x_client_id: 'known-client', x_client_secret: '' })).body).toMatchObject({ statusCode: 400, message: 'Client Secret is required' });
    for (const [url, message] of [
      ['/api/autopost/news?limit=21', 'limit must be a whole number from 1 to 20'],
      ['/api/autopost/news?limit=0', 'limit must be a whole number from 1 to 20'],
      ['/api/user/x-posts?limit=101', 'limit must be a whole number from 1 to 100'],
    ] as const) {
      expect((await agent.get(url)).body, url).toMatchObject({ statusCode: 400, message });
    }
    const good = await agent.post<{ success: boolean }>('/api/user/x-credentials/test', { x_client_id: 'known-client', x_client_secret: 'known-secret' });
    expect(good.body.success).toBe(true);
    const bad = await agent.post<{ success: boolean; message: string }>('/api/user/x-credentials/test', { x_client_id: 'known-client', x_client_secret: 'nope' });
    expect(bad.body).toEqual({ success: false, message: 'Connection failed. Please check your OAuth 2.0 credentials. X did not accept the Client ID and Client Secret (HTTP 401)' });
    await connectX(agent, fake, 'cred_test', { clientId: 'cred-test-app' });
    expect((await agent.post('/api/user/x-credentials/test')).body).toMatchObject({ success: true, message: 'Connection successful! Connected to X as @cred_test.', username: 'cred_test' });
  });
});

describe('X authorization', () => {
  it('builds a PKCE S256 request with the four scopes, and answers already authorized afterwards', async () => {
    const agent = await signedInAs(app, 'auth_flow');
    fake.addApp('auth-flow-app', 'auth-flow-secret', 'auth_flow');
    await agent.put('/api/user/x-credentials', { x_client_id: 'auth-flow-app', x_client_secret: 'auth-flow-secret' });
    const start = await agent.get<{ success: boolean; url: string }>('/api/auth/x/authorize');
    const url = new URL(start.body.url);
    expect(url.origin + url.pathname).toBe(fake.authorizeUrl);
    expect(url.searchParams.get('scope')).toBe('tweet.read tweet.write users.read offline.access');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/auth\/x\/callback$/);
    const stored = await app.ctx.knex('x_credentials').where({ pending_state: url.searchParams.get('state') }).first();
    expect(stored).toBeUndefined(); // only the state's hash is kept
    const callback = await agent.get(await consentAt(start.body.url));
    expect(callback.headers.location).toBe('/auth/x/success?auto=false');
    expect((await agent.get('/api/auth/x/authorize?auto=false')).body).toEqual({ success: true, isAuthorized: true, username: 'auth_flow', message: 'AlphaWire may post to your X account.' });
    const redirect = await agent.get('/api/auth/x/authorize?redirect=true&auto=true');
    expect(redirect.statusCode).toBe(302);
    expect(String(redirect.headers.location)).toContain(fake.authorizeUrl);
  });

  it('refuses a wrong, reused, expired or other-session state', async () => {
    const agent = await signedInAs(app, 'auth_state');
    fake.addApp('auth-state-app', 'auth-state-secret', 'auth_state');
    await agent.put('/api/user/x-credentials', { x_client_id: 'auth-state-app', x_client_secret: 'auth-state-secret' });
    const refused = async (path: string, as = agent) => {
      const answer = await as.get(path);
      expect(answer.statusCode).toBe(302);
      return decodeURIComponent(String(answer.headers.location));
    };
    const first = await consentAt((await agent.get<{ url: string }>('/api/auth/x/authorize')).body.url);
    expect(await refused(first.replace(/state=[^&]+/, 'state=forged'))).toBe('/auth/x/success?error=invalid');
    // A state too long or given twice is a broken return too: a page, not a validation error.
    // Only a reason's code goes in the address: the page has its own words for it.
    expect(await refused(first.replace(/state=[^&]+/, `state=${'s'.repeat(300)}`))).toMatch(/^\/auth\/x\/success\?error=[a-z-]+$/);
    expect(await refused(`${first}&state=again`)).toMatch(/^\/auth\/x\/success\?error=[a-z-]+$/);
    // The wrong state did not consume the real one; the real one works once.
    expect(await refused(first)).toBe('/auth/x/success?auto=false');
    expect(await refused(first)).toBe('/auth/x/success?error=invalid');

    // Authorized now, so a new flow is started the way the automatic mode does: redirect=true.
    const restart = async () => consentAt(String((await agent.get('/api/auth/x/authorize?redirect=true')).headers.location));
    const late = await restart();
    now = new Date(START.getTime() + 11 * 60_000);
    expect(await refused(late)).toBe('/auth/x/success?error=expired');

    const stolen = await restart();
    const other = await signedInAs(app, 'auth_thief');
    expect(await refused(stolen, other)).toBe('/auth/x/success?error=other-session');
    // Presented by another session, the state was not used up: its member finishes with it.
    expect(await refused(stolen)).toBe('/auth/x/success?auto=false');
    expect(await refused(stolen, createAgent(app.server))).toBe('/auth/x/success?error=invalid');
  });

  it('marks a read-only grant as needing reauthorization', async () => {
    const agent = await signedInAs(app, 'auth_readonly');
    await connectX(agent, fake, 'auth_readonly', { grant: ['tweet.read', 'users.read', 'offline.access'] });
    const profile = await agent.get<{ x_oauth_status: string; hasXAuthorizationWithWriteAccess: boolean }>('/api/user/profile');
    expect(profile.body).toMatchObject({ x_oauth_status: 'needs_reauthorization', hasXAuthorizationWithWriteAccess: false });
  });
});

describe('posting to X', () => {
  it('asks for confirmation before the test post, then posts', async () => {
    const agent = await signedInAs(app, 'post_test');
    expect((await agent.post('/api/user/x-credentials/post-test', {})).statusCode).toBe(400);
    await connectX(agent, fake, 'post_test');
    const first = await agent.post<{ requiresConfirmation: boolean; postContent: string }>('/api/user/x-credentials/post-test', { customMessage: 'Hello from <b>AlphaWire</b>' });
    expect(first.body).toMatchObject({ success: false, requiresConfirmation: true, postContent: 'Hello from AlphaWire', message: 'This will post a public message to your X account.' });
    expect(fake.tweetsOf('post_test')).toHaveLength(0);
    const confirmed = await agent.post('/api/user/x-credentials/post-test', { customMessage: 'Hello from <b>AlphaWire</b>', confirmed: true, useDirectApi: true });
    expect(confirmed.body).toMatchObject({ success: true, postContent: 'Hello from AlphaWire' });
    expect(fake.tweetsOf('post_test').map((t) => t.text)).toEqual(['Hello from AlphaWire']);
    const again = await agent.post('/api/user/x-credentials/post-test', { customMessage: 'Hello from AlphaWire', confirmed: true });
    expect(again.body).toMatchObject({ success: false, message: 'Failed to post test message. X refused the post: you already posted this exact text (HTTP 403)' });
  });

  it('hints at authorizing when there are credentials but no token', async () => {
    const agent = await signedInAs(app, 'post_unauth');
    await agent.put('/api/user/x-credentials', { x_client_id: 'a-client', x_client_secret: 'a-secret' });
    expect((await agent.post('/api/user/x-credentials/post-test', {})).body).toMatchObject({ success: false, needsAuthorization: true });
  });

  it('posts a news item with the AI tweet, markup stripped, and records it', async () => {
    const agent = await signedInAs(app, 'post_news');
    const id = await insertArticle(app.ctx.knex, { title: 'Title', tweet: 'Bitcoin &amp; ether <em>rally</em> https://news.example.org/a' });
    expect((await agent.post(`/api/news/${id}/post-to-x`, {})).body).toMatchObject({ statusCode: 400, message: 'Twitter API credentials required' });
    await connectX(agent, fake, 'post_news');
    // A misspelled field posted the AI draft in the member's name, not the words they typed.
    expect((await agent.post(`/api/news/${id}/post-to-x`, { custom_message: 'My own careful words' })).body).toMatchObject({ statusCode: 400, message: 'Unknown field: custom_message' });
    expect((await agent.post('/api/user/x-credentials/post-test', { confirm: true })).body).toMatchObject({ statusCode: 400, message: 'Unknown field: confirm' });
    expect((await agent.put('/api/user/x-credentials', { x_client_id: 'a', x_client_secret: 'b', x_access_token: 't' })).body).toMatchObject({ statusCode: 400, message: 'Unknown field: x_access_token' });
    expect(fake.tweetsOf('post_news')).toHaveLength(0);
    expect((await agent.post('/api/news/999999/post-to-x', {})).body).toMatchObject({ statusCode: 404, message: 'News item not found' });
    const posted = await agent.post<{ success: boolean; url: string; text: string }>(`/api/news/${id}/post-to-x`, {});
    expect(posted.body).toMatchObject({ success: true, text: 'Bitcoin & ether rally https://news.example.org/a' });
    expect(posted.body.url).toMatch(/^https:\/\/x\.com\/post_news\/status\/\d+$/);
    const dup = await agent.post<{ message: string }>(`/api/news/${id}/post-to-x`, {});
    expect(dup.statusCode).toBe(422);
    fake.failTweets(429);
    const limited = await agent.post<{ message: string }>(`/api/news/${id}/post-to-x`, { customMessage: 'Other words' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
    const list = await agent.get<{ items: { status: string; error: string | null; url: string | null }[] }>('/api/user/x-posts');
    expect(list.body.items.map((p) => p.status)).toEqual(['failed', 'failed', 'posted']);
    expect(list.body.items[1]!.error).toContain('already posted this exact text');
    expect(await counted(app.ctx, 'alphawire_x_posts_total', { mode: 'manual', outcome: 'posted' })).toBe(1);
    expect(await counted(app.ctx, 'alphawire_x_posts_total', { mode: 'manual', outcome: 'failed' })).toBe(2);
  });

  it('refreshes an expired token before posting, and asks to authorize again when the refresh is refused', async () => {
    const agent = await signedInAs(app, 'post_refresh');
    await connectX(agent, fake, 'post_refresh');
    const refreshes = () => fake.requests.filter((r) => r.body.includes('grant_type=refresh_token') && !r.body.includes('connection-test')).length;
    const before = refreshes();
    now = new Date(START.getTime() + 2 * 3600_000);
    const ok = await agent.post('/api/user/x-credentials/post-test', { customMessage: 'after expiry', confirmed: true });
    expect(ok.body).toMatchObject({ success: true });
    expect(refreshes()).toBe(before + 1);
    now = new Date(START.getTime() + 4 * 3600_000);
    fake.revokeRefreshTokens();
    const refused = await agent.post('/api/user/x-credentials/post-test', { customMessage: 'revoked', confirmed: true });
    expect(refused.body).toMatchObject({ success: false, needsReauthorization: true });
    expect((await agent.get('/api/user/profile')).body).toMatchObject({ x_oauth_status: 'needs_reauthorization', hasXAuthorizationWithWriteAccess: false });
  });

  it('refreshes once when X refuses a token that has not expired by our clock', async () => {
    const agent = await signedInAs(app, 'post_401');
    await connectX(agent, fake, 'post_401');
    fake.expireAccessTokens();
    const id = await insertArticle(app.ctx.knex, { title: 'Token refused then refreshed' });
    expect((await agent.post(`/api/news/${id}/post-to-x`, {})).body).toMatchObject({ success: true });
  });

  // Last in this file: it stops the fake X.
  it('says that X could not be reached, and that nothing was posted, when the connection fails', async () => {
    const agent = await signedInAs(app, 'post_unreachable');
    await connectX(agent, fake, 'post_unreachable');
    const id = await insertArticle(app.ctx.knex, { title: 'Posted while X is down' });
    await fake.stop();
    const res = await agent.post<{ message: string }>(`/api/news/${id}/post-to-x`, {});
    expect(res.statusCode).toBe(502);
    expect(res.body.message).toMatch(/^Could not reach X \(Could not connect to .+\)\. Nothing was posted\.$/);
    const list = await agent.get<{ items: { status: string; error: string }[] }>('/api/user/x-posts');
    expect(list.body.items[0]).toMatchObject({ status: 'failed', error: res.body.message });
  });
});

describe('the words for an X that does not answer', () => {
  it('say that a post whose answer never came may still have gone out', () => {
    expect(unreachableMessage('Server too slow: no complete answer within 15 s')).toBe(
      'X did not answer in full (Server too slow: no complete answer within 15 s). The post may still have gone out: look at your X profile before posting it again.',
    );
  });
});
