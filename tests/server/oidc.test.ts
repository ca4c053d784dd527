import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_LOGIN } from '../../src/server/modules/accounts/service.js';
import type { UserRow } from '../../src/server/modules/accounts/users-repository.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startAppWithOidcProvider, type TestIdentity, type TestOidcProvider } from '../helpers/oidc-provider.js';
import { freePort } from '../helpers/ports.js';
import { createRedirectBrowser, type RedirectBrowser } from '../helpers/redirect-browser.js';

const landedHome = (app: TestApp) => (url: URL) => url.origin === app.url && url.pathname === '/';
const toCallback = (app: TestApp) => (url: URL) => url.origin === app.url && url.pathname === '/auth/callback';

/** Clicks "Continue with Google" and follows every redirect back to the home page. */
async function signIn(app: TestApp, browser: RedirectBrowser = createRedirectBrowser()) {
  const home = await browser.follow(`${app.url}/auth/google`, landedHome(app));
  return { home, browser };
}

async function me(app: TestApp, browser: RedirectBrowser) {
  const response = await browser.get(`${app.url}/api/auth/me`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function userByEmail(app: TestApp, email: string): Promise<UserRow | undefined> {
  return app.ctx.knex<UserRow>('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).first();
}

let counter = 0;
function identity(overrides: Partial<TestIdentity> = {}): TestIdentity {
  counter += 1;
  return { sub: `google-${counter}`, email: `person${counter}@example.com`, email_verified: true, name: `Person ${counter}`, ...overrides };
}

describe('Google sign-in without a client configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.stop();
  });

  // A provider adds parameters of its own to the callback (Google: scope, authuser, prompt; RFC 9207: iss).
  it.each(['/auth/google', '/auth/callback?code=x&state=y', '/auth/callback?code=x&state=y&iss=https%3A%2F%2Fid.example&scope=openid&authuser=0'])('sends %s home with reason not_configured', async (url) => {
    const res = await app.server.inject(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?auth=error&reason=not_configured');
  });
});

describe('Google sign-in against a real OpenID provider', () => {
  let app: TestApp;
  let provider: TestOidcProvider;
  beforeAll(async () => {
    ({ app, provider } = await startAppWithOidcProvider());
  });
  afterAll(async () => {
    await app?.stop();
    await provider?.stop();
  });

  it('sends the browser to the provider with PKCE, state, nonce and the app callback', async () => {
    const res = await createRedirectBrowser().get(`${app.url}/auth/google`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${app.url}/auth/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(name)).toBeTruthy();
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('aw_oidc='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/auth/);
  });

  it('creates a password-less member on first sign-in and signs them in', async () => {
    const person = identity({ name: 'Ada Lovelace' });
    provider.signInAs(person);
    const { home, browser } = await signIn(app);
    expect(home.search).toBe('?auth=success');
    const session = await me(app, browser);
    expect(session).toEqual({
      status: 200,
      body: { id: expect.any(Number), username: 'ada.lovelace', email: person.email, role: 'user', session_started_at: expect.any(String) },
    });
    const row = await userByEmail(app, person.email!);
    expect(row).toMatchObject({ google_sub: person.sub, password_hash: null });
    const audit = await app.ctx.knex('audit_log').where({ action: 'user.provider_sign_in', actor_user_id: row!.id });
    expect(audit).toHaveLength(1);
  });

  it('asks an account with two-factor sign-in for its code before any session exists', async () => {
    const person = identity({ name: 'Two Factor' });
    provider.signInAs(person);
    await signIn(app);
    const user = (await userByEmail(app, person.email!))!;
    const { secret } = await app.ctx.services.twoFactor.start(user);
    const code = (steps: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
    await app.ctx.services.twoFactor.confirm(user.id, code(0), '127.0.0.1');

    const { home, browser } = await signIn(app);
    expect(home.search).toBe('?auth=two-factor');
    expect((await me(app, browser)).status).toBe(401);
    const pending = browser.jars.get(app.url)!.get('aw_2fa')!;
    expect(pending).toBeTruthy();
    const agent = createAgent(app.server);
    agent.jar.set('aw_2fa', pending);
    const res = await agent.post('/api/auth/2fa/verify', { code: code(1) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id: user.id });
  });

  it('finds the same member on the next sign-in instead of making another', async () => {
    const person = identity({ name: 'Grace Hopper' });
    provider.signInAs(person);
    const first = await me(app, (await signIn(app)).browser);
    const second = await me(app, (await signIn(app)).browser);
    expect(second.body.id).toBe(first.body.id);
    const rows = await app.ctx.knex('users').where({ google_sub: person.sub });
    expect(rows).toHaveLength(1);
  });

  it('gives a second person with the same name a username of their own', async () => {
    provider.signInAs(identity({ name: 'Alan Turing' }));
    const first = await me(app, (await signIn(app)).browser);
    provider.signInAs(identity({ name: 'Alan Turing' }));
    const second = await me(app, (await signIn(app)).browser);
    expect([first.body.username, second.body.username]).toEqual(['alan.turing', 'alan.turing2']);
  });

  it('replaces the session the browser had with a new one', async () => {
    provider.signInAs(identity());
    const { browser } = await signIn(app);
    const before = browser.jars.get(app.url)!.get('aw_session');
    await signIn(app, browser);
    const after = browser.jars.get(app.url)!.get('aw_session');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await me(app, browser)).status).toBe(200);
  });

  // Sign-up never proves an address: linking would let whoever made the password account first
  // keep signing in with that password to the account its address's owner then uses.
  it('does not link a verified e-mail to an existing password account: its password signs in', async () => {
    const person = identity();
    await app.ctx.services.accounts.createUser({ username: `pw${counter}`, email: person.email!, password: 'correct-horse-battery' }, 'user');
    provider.signInAs(person);
    const { home, browser } = await signIn(app);
    expect(home.search).toBe('?auth=error&reason=password_account');
    expect((await me(app, browser)).status).toBe(401);
    expect(await userByEmail(app, person.email!)).toMatchObject({ google_sub: null });
    const login = await createAgent(app.server).post('/api/auth/login', { loginId: person.email, password: 'correct-horse-battery' });
    expect(login.statusCode).toBe(200);
  });

  it('makes no account for an e-mail the provider has not verified, nor for one that is not an address', async () => {
    for (const [person, reason] of [
      [identity({ email_verified: false }), 'email_unverified'],
      [identity({ email: 'not an email' }), 'email_missing'],
      [identity({ email: 'a@b.example\r\nBcc: victim@example.com' }), 'email_missing'],
      [identity({ email: `${'x'.repeat(250)}@example.com` }), 'email_missing'],
    ] as const) {
      provider.signInAs(person);
      const { home, browser } = await signIn(app);
      expect(home.search, person.email).toBe(`?auth=error&reason=${reason}`);
      expect((await me(app, browser)).status).toBe(401);
      expect(await app.ctx.knex('users').where({ google_sub: person.sub }).first()).toBeUndefined();
    }
  });

  it('refuses an unverified e-mail that belongs to an existing password account', async () => {
    const person = identity({ email_verified: false });
    await app.ctx.services.accounts.createUser({ username: `pw${counter}`, email: person.email!, password: 'correct-horse-battery' }, 'user');
    provider.signInAs(person);
    const { home, browser } = await signIn(app);
    expect(home.search).toBe('?auth=error&reason=email_unverified');
    expect((await me(app, browser)).status).toBe(401);
    expect(await userByEmail(app, person.email!)).toMatchObject({ google_sub: null });
  });

  it('refuses password login to an account that has no password', async () => {
    const person = identity();
    provider.signInAs(person);
    await signIn(app);
    const login = await createAgent(app.server).post('/api/auth/login', { loginId: person.email, password: 'any-password-at-all' });
    expect(login.statusCode).toBe(401);
    expect(login.body).toMatchObject({ message: INVALID_LOGIN });
  });

  it('refuses a callback whose state was tampered with', async () => {
    provider.signInAs(identity());
    const browser = createRedirectBrowser();
    const callback = await browser.follow(`${app.url}/auth/google`, toCallback(app));
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const home = await browser.follow(callback, landedHome(app));
    expect(home.search).toBe('?auth=error&reason=invalid_state');
    expect((await me(app, browser)).status).toBe(401);
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    provider.signInAs(identity());
    const callback = await createRedirectBrowser().follow(`${app.url}/auth/google`, toCallback(app));
    const other = createRedirectBrowser();
    const home = await other.follow(callback, landedHome(app));
    expect(home.search).toBe('?auth=error&reason=expired');
    expect((await me(app, other)).status).toBe(401);
  });

  it('refuses a code used a second time', async () => {
    provider.signInAs(identity());
    const browser = createRedirectBrowser();
    const callback = await browser.follow(`${app.url}/auth/google`, toCallback(app));
    const sealed = browser.jars.get(app.url)!.get('aw_oidc')!;
    expect((await browser.follow(callback, landedHome(app))).search).toBe('?auth=success');
    browser.jars.get(app.url)!.set('aw_oidc', sealed);
    expect((await browser.follow(callback, landedHome(app))).search).toBe('?auth=error&reason=provider_error');
  });

  it('sends the browser home with auth=error when consent is denied', async () => {
    provider.signInAs(identity());
    provider.denyConsent(true);
    try {
      const browser = createRedirectBrowser();
      const callback = await browser.follow(`${app.url}/auth/google`, toCallback(app));
      expect(callback.searchParams.get('error')).toBe('access_denied');
      const home = await browser.follow(callback, landedHome(app));
      expect(home.search).toBe('?auth=error&reason=denied');
      expect((await me(app, browser)).status).toBe(401);
    } finally {
      provider.denyConsent(false);
    }
  });
});

describe('Google sign-in with a provider that shares claims only through userinfo', () => {
  let app: TestApp;
  let provider: TestOidcProvider;
  beforeAll(async () => {
    ({ app, provider } = await startAppWithOidcProvider({ claimsInIdToken: false }));
  });
  afterAll(async () => {
    await app?.stop();
    await provider?.stop();
  });

  it('reads the e-mail and name from the userinfo endpoint', async () => {
    const person = identity({ name: 'Katherine Johnson' });
    provider.signInAs(person);
    const { home, browser } = await signIn(app);
    expect(home.search).toBe('?auth=success');
    expect((await me(app, browser)).body).toMatchObject({ username: 'katherine.johnson', email: person.email });
  });
});

describe('Google sign-in when the provider cannot be reached', () => {
  let app: TestApp;
  beforeAll(async () => {
    const closedPort = await freePort();
    app = await startTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'client',
        GOOGLE_CLIENT_SECRET: 'secret',
        OIDC_ISSUER_URL: `http://127.0.0.1:${closedPort}`,
        LOGIN_MAX_PER_IP: '2',
      },
    });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('sends the browser home with reason provider_unreachable, then rate_limited past the limit', async () => {
    const reasons: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await app.server.inject({ url: '/auth/google', remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(302);
      reasons.push(new URL(String(res.headers.location), 'http://x').searchParams.get('reason')!);
    }
    expect(reasons).toEqual(['provider_unreachable', 'provider_unreachable', 'rate_limited']);
  });
});
