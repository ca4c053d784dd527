import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/contracts/admin.js';
import { API_TOKEN_MESSAGES, type ApiTokenList, type CreatedApiToken, MAX_API_TOKENS } from '../../src/contracts/api-tokens.js';
import { SESSION_ONLY_MESSAGE } from '../../src/server/http/auth.js';
import { signedInAs } from '../helpers/accounts.js';
import type { Agent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Personal API tokens: made and revoked under Settings with the session, used by scripts with
// `Authorization: Bearer …` alone (no cookie, no CSRF token).
let app: TestApp;
const MAX_PER_MINUTE = 8;

beforeAll(async () => {
  app = await startTestApp({ env: { API_TOKEN_MAX_PER_MINUTE: String(MAX_PER_MINUTE) } });
});
afterAll(async () => {
  await app.stop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A script's call: the token in the Authorization header, and nothing else a browser would send. */
async function script(method: Method, url: string, authorization: string, payload?: object) {
  const response = await app.server.inject({ method, url, payload, headers: { authorization } });
  return { statusCode: response.statusCode, body: JSON.parse(response.payload || 'null') as Record<string, unknown> };
}
const bearer = (token: string) => `Bearer ${token}`;

async function newToken(agent: Agent, scopes: string[], extra: object = {}): Promise<CreatedApiToken> {
  const res = await agent.post<CreatedApiToken>('/api/user/api-tokens', { name: `token ${scopes.join('+')}`, scopes, ...extra });
  expect(res.statusCode).toBe(201);
  return res.body;
}

describe('managing tokens in Settings', () => {
  it('creates a token shown once, lists it without the token, and deletes it', async () => {
    const member = await signedInAs(app, 'tok-owner');
    const created = await member.post<CreatedApiToken>('/api/user/api-tokens', { name: '  nightly export ', scopes: ['read', 'read'], expiresInDays: 30 });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toContain('no-store');
    expect(created.body.token).toMatch(/^aw_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({ name: 'nightly export', scopes: ['read'], last_used_at: null });
    const days = (Date.parse(created.body.expires_at!) - Date.parse(created.body.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const list = await member.get<ApiTokenList>('/api/user/api-tokens');
    expect(list.body.tokens).toEqual([{ id: created.body.id, name: 'nightly export', scopes: ['read'], created_at: created.body.created_at, last_used_at: null, expires_at: created.body.expires_at }]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);
    const stored = await app.ctx.knex('api_tokens').where({ id: created.body.id }).first<{ token_hash: string }>();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(created.body.token);

    expect((await member.delete(`/api/user/api-tokens/${created.body.id}`)).statusCode).toBe(204);
    expect((await member.get<ApiTokenList>('/api/user/api-tokens')).body.tokens).toEqual([]);
    expect(await member.delete(`/api/user/api-tokens/${created.body.id}`)).toMatchObject({ statusCode: 404, body: { message: API_TOKEN_MESSAGES.notFound } });
  });

  it("never shows or deletes another member's tokens", async () => {
    const owner = await signedInAs(app, 'tok-mine');
    const other = await signedInAs(app, 'tok-theirs');
    const { id } = await newToken(owner, ['read']);
    expect((await other.get<ApiTokenList>('/api/user/api-tokens')).body.tokens).toEqual([]);
    expect((await other.delete(`/api/user/api-tokens/${id}`)).statusCode).toBe(404);
    expect((await owner.get<ApiTokenList>('/api/user/api-tokens')).body.tokens).toHaveLength(1);
  });

  it('takes a scope named more than once as that scope', async () => {
    const member = await signedInAs(app, 'tok-repeats');
    const res = await member.post<CreatedApiToken>('/api/user/api-tokens', { name: 'repeats', scopes: ['read', 'read', 'read', 'read', 'write'] });
    expect(res.statusCode).toBe(201);
    expect((await member.get<ApiTokenList>('/api/user/api-tokens')).body.tokens[0]?.scopes).toEqual(['read', 'write']);
  });

  it('is for signed-in members, and never by a token: a leaked token cannot make more, nor lock the owner out', async () => {
    const member = await signedInAs(app, 'tok-session-only');
    const { token } = await newToken(member, ['read', 'write']);
    const refused = { statusCode: 403, body: { statusCode: 403, error: 'Forbidden', message: SESSION_ONLY_MESSAGE } };
    expect(await script('GET', '/api/user/api-tokens', bearer(token))).toEqual(refused);
    expect(await script('POST', '/api/user/api-tokens', bearer(token), { name: 'more', scopes: ['read'] })).toEqual(refused);
    expect(await script('GET', '/api/user/feed-token', bearer(token))).toEqual(refused);
    // Two-factor sign-in turned on by a token would lock the owner out of their own account.
    expect(await script('POST', '/api/user/2fa/start', bearer(token))).toEqual(refused);
    expect(await script('POST', '/api/user/2fa/confirm', bearer(token), { code: '123456' })).toEqual(refused);
    expect(await script('POST', '/api/user/2fa/disable', bearer(token), { code: '123456' })).toEqual(refused);
    expect((await script('GET', '/api/user/2fa', bearer(token))).statusCode).toBe(200);
    expect((await member.post('/api/user/2fa/start')).statusCode).toBe(200);
    // No token and no session: the usual quiet 401.
    expect((await app.server.inject({ method: 'POST', url: '/api/user/2fa/start' })).statusCode).toBe(401);
  });

  it.each([
    [{ name: '', scopes: ['read'] }, API_TOKEN_MESSAGES.name],
    [{ name: 'x'.repeat(61), scopes: ['read'] }, API_TOKEN_MESSAGES.name],
    [{ name: 'a\nb', scopes: ['read'] }, API_TOKEN_MESSAGES.nameCharacters],
    [{ name: 'deploy\u202Ekey', scopes: ['read'] }, API_TOKEN_MESSAGES.nameCharacters],
    [{ name: 'deploy\u2028key', scopes: ['read'] }, API_TOKEN_MESSAGES.nameCharacters],
    [{ scopes: ['read'] }, API_TOKEN_MESSAGES.name],
    [{ name: 'a', scopes: [] }, API_TOKEN_MESSAGES.scopes],
    [{ name: 'a', scopes: ['delete'] }, 'Scopes may be read, write and admin'],
    [{ name: 'a', scopes: 'read' }, API_TOKEN_MESSAGES.scopes],
    [{ name: 'a', scopes: ['read'], expiresInDays: 0 }, API_TOKEN_MESSAGES.expires],
    [{ name: 'a', scopes: ['read'], expiresInDays: 366 }, API_TOKEN_MESSAGES.expires],
    [{ name: 'a', scopes: ['read'], expiresInDays: 1.5 }, API_TOKEN_MESSAGES.expires],
    [{ name: 'a', scopes: ['read'], expiresInDays: '30' }, API_TOKEN_MESSAGES.expires],
    [{ name: 'a', scopes: Array(11).fill('read') }, 'Scopes may be read, write and admin'],
    [{ name: 'a', scopes: ['read'], role: 'admin' }, 'Unknown field: role'],
  ])('refuses %j with a 400 saying why', async (payload, message) => {
    const member = await signedInAs(app, `tok-bad-${Math.random().toString(36).slice(2, 8)}`);
    const res = await member.post('/api/user/api-tokens', payload);
    expect(res.statusCode).toBe(400);
    expect((res.body as { message: string }).message).toContain(message);
  });

  it('gives the admin scope to admins only', async () => {
    const member = await signedInAs(app, 'tok-not-admin');
    expect(await member.post('/api/user/api-tokens', { name: 'root', scopes: ['read', 'admin'] })).toMatchObject({ statusCode: 403, body: { message: API_TOKEN_MESSAGES.adminOnly } });
    const admin = await signedInAs(app, 'tok-admin-maker', 'admin');
    expect((await newToken(admin, ['admin'])).scopes).toEqual(['admin']);
  });

  it(`holds at most ${MAX_API_TOKENS} tokens a member`, async () => {
    const member = await signedInAs(app, 'tok-hoarder');
    for (let i = 0; i < MAX_API_TOKENS; i += 1) await newToken(member, ['read']);
    expect(await member.post('/api/user/api-tokens', { name: 'one more', scopes: ['read'] })).toMatchObject({ statusCode: 409, body: { message: API_TOKEN_MESSAGES.tooMany } });
  });

  it(`holds at most ${MAX_API_TOKENS} when twice as many are asked for at once`, async () => {
    const member = await signedInAs(app, 'tok-rusher');
    const answers = await Promise.all(Array.from({ length: MAX_API_TOKENS * 2 }, (_, i) => member.post('/api/user/api-tokens', { name: `r${i}`, scopes: ['read'] })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_API_TOKENS);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(MAX_API_TOKENS);
    expect((await member.get<ApiTokenList>('/api/user/api-tokens')).body.tokens).toHaveLength(MAX_API_TOKENS);
  });
});

describe('calling the API with a token', () => {
  it('reads with the read scope, without cookie or CSRF token, and records the last use', async () => {
    const member = await signedInAs(app, 'tok-reader');
    const { id, token } = await newToken(member, ['read']);
    const res = await script('GET', '/api/user/preferences', bearer(token));
    expect(res.statusCode).toBe(200);
    expect((await script('GET', '/api/auth/me', bearer(token))).body).toMatchObject({ username: 'tok-reader' });
    const [listed] = (await member.get<ApiTokenList>('/api/user/api-tokens')).body.tokens;
    expect(listed).toMatchObject({ id });
    expect(listed!.last_used_at).not.toBeNull();
  });

  it('refuses changes to a read-only token with a 403 saying why', async () => {
    const member = await signedInAs(app, 'tok-readonly');
    const { token } = await newToken(member, ['read']);
    const res = await script('PUT', '/api/user/preferences', bearer(token), { keywords: ['gold'] });
    expect(res).toMatchObject({ statusCode: 403, body: { message: API_TOKEN_MESSAGES.needsWrite } });
  });

  it('makes changes with the write scope, no CSRF token nor same-site headers needed', async () => {
    const member = await signedInAs(app, 'tok-writer');
    const { token } = await newToken(member, ['read', 'write']);
    expect((await script('PUT', '/api/user/preferences', bearer(token), { keywords: ['gold'] })).statusCode).toBe(200);
    expect((await script('GET', '/api/user/preferences', bearer(token))).body).toMatchObject({ keywords: ['gold'] });
    const writeOnly = await newToken(member, ['write']);
    expect(await script('GET', '/api/user/preferences', bearer(writeOnly.token))).toMatchObject({ statusCode: 403, body: { message: API_TOKEN_MESSAGES.needsRead } });
  });

  it('still asks for the CSRF token when a session cookie comes with the token', async () => {
    const member = await signedInAs(app, 'tok-with-cookie');
    const { token } = await newToken(member, ['read', 'write']);
    const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.server.inject({ method: 'PUT', url: '/api/user/preferences', payload: { keywords: ['oil'] }, headers: { authorization: bearer(token), cookie } });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.payload)).toMatchObject({ message: 'Missing or invalid CSRF token. Reload the page and try again.' });
  });

  it('passes the same-site check without a session cookie, and not with one', async () => {
    const member = await signedInAs(app, 'tok-same-site');
    const { token } = await newToken(member, ['read', 'write']);
    const crossSite = { authorization: bearer(token), 'sec-fetch-site': 'cross-site' };
    const alone = await app.server.inject({ method: 'PUT', url: '/api/user/preferences', payload: { keywords: ['tin'] }, headers: crossSite });
    expect(alone.statusCode).toBe(200);
    const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const withCookie = await app.server.inject({ method: 'PUT', url: '/api/user/preferences', payload: { keywords: ['tin'] }, headers: { ...crossSite, cookie, 'x-csrf-token': member.jar.get('crumb') ?? '' } });
    expect(withCookie.statusCode).toBe(403);
    expect(JSON.parse(withCookie.payload)).toMatchObject({ message: 'Requests from another site are refused: open AlphaWire at its own address and try again.' });
  });

  it.each([
    ['Bearer', API_TOKEN_MESSAGES.malformed],
    ['Bearer not-a-token', API_TOKEN_MESSAGES.malformed],
    [`Bearer aw_${'A'.repeat(43)}`, API_TOKEN_MESSAGES.unknown],
  ])('answers %j with a 401 saying why, on calls that read the caller optionally too', async (authorization, message) => {
    for (const url of ['/api/user/preferences', '/api/news']) {
      const res = await app.server.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.statusCode, url).toBe(401);
      expect(JSON.parse(res.payload), url).toMatchObject({ message });
      expect(res.headers['www-authenticate'], url).toBe('Bearer error="invalid_token"');
    }
  });

  it('leaves another Authorization scheme to the session: without a cookie, 401', async () => {
    expect((await script('GET', '/api/user/preferences', 'Basic dXNlcjpwYXNz')).statusCode).toBe(401);
  });

  it('refuses a revoked token at once', async () => {
    const member = await signedInAs(app, 'tok-revoker');
    const { id, token } = await newToken(member, ['read']);
    expect((await script('GET', '/api/user/preferences', bearer(token))).statusCode).toBe(200);
    await member.delete(`/api/user/api-tokens/${id}`);
    expect(await script('GET', '/api/user/preferences', bearer(token))).toMatchObject({ statusCode: 401, body: { message: API_TOKEN_MESSAGES.unknown } });
  });

  it('refuses an expired token with a 401 saying so', async () => {
    const member = await signedInAs(app, 'tok-expiring');
    const { id, token } = await newToken(member, ['read'], { expiresInDays: 1 });
    expect((await script('GET', '/api/user/preferences', bearer(token))).statusCode).toBe(200);
    await app.ctx.knex('api_tokens').where({ id }).update({ expires_at: app.ctx.knex.raw("now() - interval '1 second'") });
    expect(await script('GET', '/api/user/preferences', bearer(token))).toMatchObject({ statusCode: 401, body: { message: API_TOKEN_MESSAGES.expired } });
  });

  it(`counts against a limit of its own: ${MAX_PER_MINUTE} calls a minute`, async () => {
    const member = await signedInAs(app, 'tok-busy');
    const busy = await newToken(member, ['read']);
    for (let i = 0; i < MAX_PER_MINUTE; i += 1) expect((await script('GET', '/api/user/preferences', bearer(busy.token))).statusCode).toBe(200);
    expect(await script('GET', '/api/user/preferences', bearer(busy.token))).toMatchObject({ statusCode: 429, body: { message: API_TOKEN_MESSAGES.tooManyCalls } });
    const other = await newToken(member, ['read']);
    expect((await script('GET', '/api/user/preferences', bearer(other.token))).statusCode).toBe(200);
  });
});

describe('admin calls with a token', () => {
  /** The admin calls of this token in the audit log, oldest first. */
  async function adminCallsOf(tokenId: number): Promise<string[][]> {
    const entries: { details: { method: string; path: string } }[] = await app.ctx.knex('audit_log').where({ action: 'api_token.admin_call', target_id: String(tokenId) }).orderBy('id');
    return entries.map((e) => [e.details.method, e.details.path]);
  }

  it('need the admin scope', async () => {
    const admin = await signedInAs(app, 'tok-admin-reader', 'admin');
    const { token } = await newToken(admin, ['read', 'write']);
    expect(await script('GET', '/api/admin/users', bearer(token))).toMatchObject({ statusCode: 403, body: { message: API_TOKEN_MESSAGES.needsAdmin } });
  });

  it('are audited, every one carried out', async () => {
    const admin = await signedInAs(app, 'tok-audited', 'admin');
    const { id, token } = await newToken(admin, ['admin']);
    expect((await script('GET', '/api/admin/stats', bearer(token))).statusCode).toBe(200);
    expect((await script('GET', '/api/admin/users', bearer(token))).statusCode).toBe(200);
    // The audit list shows what was called, with which token; a call is written once answered, so the list's own comes after it.
    const listed = await script('GET', '/api/admin/audit?limit=50', bearer(token));
    const items = (listed.body as unknown as AuditPage).items.filter((item) => item.action === 'api_token.admin_call' && item.target_id === String(id));
    expect(items.map((item) => item.after)).toEqual([
      { method: 'GET', path: '/api/admin/users', token: 'token admin' },
      { method: 'GET', path: '/api/admin/stats', token: 'token admin' },
    ]);
    expect(await adminCallsOf(id)).toEqual([
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/audit'],
    ]);
  });

  it('leave no entry when the call is refused: nothing was done', async () => {
    const admin = await signedInAs(app, 'tok-refused', 'admin');
    const { id, token } = await newToken(admin, ['admin']);
    const self = await app.ctx.knex('users').where({ username: 'tok-refused' }).first('id');
    expect((await script('PUT', '/api/admin/users/999999/role', bearer(token), { role: 'user' })).statusCode).toBe(404);
    expect((await script('PUT', `/api/admin/users/${self.id}/role`, bearer(token), { role: 'owner' })).statusCode).toBe(400);
    expect((await script('GET', '/api/admin/audit?limit=0', bearer(token))).statusCode).toBe(400);
    expect(await adminCallsOf(id)).toEqual([]);
    expect((await script('GET', '/api/admin/users', bearer(token))).statusCode).toBe(200);
    expect(await adminCallsOf(id)).toEqual([['GET', '/api/admin/users']]);
  });

  it("stop at once when the token's owner is no longer an admin", async () => {
    const admin = await signedInAs(app, 'tok-demoted', 'admin');
    const { token } = await newToken(admin, ['read', 'admin']);
    expect((await script('GET', '/api/admin/users', bearer(token))).statusCode).toBe(200);
    await app.ctx.knex('users').where({ username: 'tok-demoted' }).update({ role: 'user' });
    expect(await script('GET', '/api/admin/users', bearer(token))).toMatchObject({ statusCode: 403, body: { message: API_TOKEN_MESSAGES.needsAdmin } });
    expect((await script('GET', '/api/user/preferences', bearer(token))).statusCode).toBe(200);
  });
});
