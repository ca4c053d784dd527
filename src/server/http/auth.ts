import cookie from '@hapi/cookie';
import Boom from '@hapi/boom';
import type { AuthCredentials, Request, RouteOptions, Server } from '@hapi/hapi';
import { hkdfSync } from 'node:crypto';
import type { ApiTokenScope } from '../../contracts/api-tokens.js';
import type { SessionUser } from '../../contracts/auth.js';
import { type Config, cookiesAreSecure } from '../config.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../errors.js';
import { presentSessionUser } from '../modules/accounts/presenter.js';
import type { AccountsService } from '../modules/accounts/service.js';
import type { ApiTokensService } from '../modules/api-tokens/service.js';
import { bearerToken } from './bearer.js';
import { clientIp } from './client-ip.js';

declare module '@hapi/hapi' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges SessionUser into Hapi's type
  interface UserCredentials extends SessionUser {}
  interface AuthCredentials {
    /** Set when the session cookie signed the request in. */
    sessionToken?: string;
    /** Set when a personal API token did. */
    apiToken?: { id: number; name: string; scopes: ApiTokenScope[] };
  }
}

interface SessionCookie {
  token: string;
}

// A request with an Authorization: Bearer header is judged by its token; without one, by the session cookie.
const EITHER = ['api-token', 'session'];

/** Route `auth` options: who may call a route. The role and token-scope checks live here, not in handlers. */
export const AUTH = {
  /** Anyone, and the answer is the same for all: no session is read. */
  public: false,
  /** Anyone; the session (or API token) is read when there is one. */
  optional: { strategies: EITHER, mode: 'try' },
  /** Signed-in members and admins, or their API tokens (read for GETs, write for changes). */
  member: { strategies: EITHER, mode: 'required' },
  /** Admins only: anonymous callers get 401, members 403; an API token needs the admin scope. */
  admin: { strategies: EITHER, mode: 'required', access: { scope: ['admin'] } },
  /** Signed-in members by their session cookie only, never an API token: managing the tokens themselves. */
  session: { strategy: 'session', mode: 'required' },
} satisfies Record<string, RouteOptions['auth']>;

/** Whether this route is for admins only (its auth asks for the admin scope). */
export function isAdminRoute(request: Request): boolean {
  const access = request.route.settings.auth ? request.route.settings.auth.access : undefined;
  return (access ?? []).some((rule) => rule.scope !== false && rule.scope.selection?.includes('admin'));
}

/**
 * Iron's keys for the session cookie, derived once from the app secret. (Given a string, iron would
 * derive both keys anew, by PBKDF2 through the thread pool, for every request carrying the cookie.)
 * Iron seals with `{ id, encryption, integrity }` and unseals by looking the id up in the same object.
 */
function sessionCookiePassword(appSecret: string) {
  const key = (use: string) => Buffer.from(hkdfSync('sha256', appSecret, 'alphawire', `session-cookie ${use} v1`, 32));
  const keys = { encryption: key('encryption'), integrity: key('integrity') };
  return { id: 'v1', ...keys, v1: keys };
}

/**
 * Ends the optional authentication of a call that carries neither a token nor a session cookie:
 * nobody is signed in. Built once: reported "missing", each strategy would make an error of its own
 * and Hapi a third, and their stack traces were a fifth of the server's time on the anonymous feed
 * (bench:assets, docs/asset-data.md). A route that requires a caller still gets Hapi's 401.
 */
const NOBODY = Boom.unauthorized('Nobody is signed in');

/**
 * The API-token scheme: `Authorization: Bearer aw_…`, looked up in the database on every call
 * (docs/product.md#api-tokens). Without a Bearer header it reports "missing", so the session
 * strategy is tried next; without the session cookie either, on a route that reads the caller
 * optionally, it ends there with NOBODY.
 */
function registerApiTokenScheme(server: Server, apiTokens: ApiTokensService, trustProxy: boolean, cookieName: string) {
  server.auth.scheme('api-token', () => ({
    authenticate: async (request, h) => {
      const token = bearerToken(request);
      // request.state is null when the Cookie header could not be read.
      if (token === null && request.auth.mode === 'try' && request.state?.[cookieName] === undefined) return h.unauthenticated(NOBODY);
      if (token === null) return h.unauthenticated(Boom.unauthorized(null, 'Bearer'));
      const call = { method: request.method, path: request.path, adminRoute: isAdminRoute(request) };
      const { user, tokenId, tokenName, scopes } = await apiTokens.authenticate(token, call);
      // Hapi's admin-route check reads `scope`: the role from the users table, and only when the token may act as admin.
      const scope = scopes.includes('admin') ? [user.role] : ['user'];
      return h.authenticated({ credentials: { user, scope, apiToken: { id: tokenId, name: tokenName, scopes } } });
    },
  }));
  server.auth.strategy('api-token', 'api-token');
  auditTokenAdminCalls(server, apiTokens, trustProxy);
}

/** The status of the answer about to go out (the error mapping, registered before, has made errors answers). */
function answerStatus(request: Request): number {
  const response = request.response;
  return Boom.isBoom(response) ? response.output.statusCode : response.statusCode;
}

/**
 * Writes each admin call made with a token to the audit log once it is answered, and only when it
 * was carried out. Audited as it arrived, a call then refused (a 400 of its body, a 404 of its id)
 * left an entry that read as done: an admin reading the log after a leaked token must be able to
 * take each entry as something the token did. A refusal changed nothing, and the token's own
 * refusals (wrong scope, expired, over its rate) were never entries either.
 */
function auditTokenAdminCalls(server: Server, apiTokens: ApiTokensService, trustProxy: boolean) {
  server.ext('onPreResponse', async (request, h) => {
    const { apiToken: token, user } = request.auth.credentials ?? {};
    if (!token || !user || !isAdminRoute(request) || answerStatus(request) >= 400) return h.continue;
    const { method, path } = request;
    try {
      await apiTokens.recordAdminCall({ userId: user.id, tokenId: token.id, tokenName: token.name, method, path, ip: clientIp(request, trustProxy) });
    } catch (error) {
      // The call is made: failing its answer now would tell the script it was not, and it may make it again.
      request.logger.error({ err: error, tokenId: token.id }, 'admin call made with an API token not audited');
    }
    return h.continue;
  });
}

/**
 * The session scheme: an httpOnly, SameSite cookie sealed with the app secret holds only a random
 * session token; the sessions table knows the rest. API tokens are a second strategy beside it.
 */
export async function registerAuth(server: Server, config: Config, appSecret: string, accounts: AccountsService, apiTokens: ApiTokensService) {
  registerApiTokenScheme(server, apiTokens, config.TRUST_PROXY, config.SESSION_COOKIE_NAME);
  await server.register(cookie);
  server.auth.strategy('session', 'cookie', {
    cookie: {
      name: config.SESSION_COOKIE_NAME,
      password: sessionCookiePassword(appSecret),
      isSecure: cookiesAreSecure(config),
      isHttpOnly: true,
      isSameSite: 'Lax',
      path: '/',
      ttl: config.SESSION_TTL_HOURS * 3_600_000,
      clearInvalid: true,
    },
    keepAlive: false,
    validate: async (_request: unknown, session: SessionCookie) => {
      if (typeof session?.token !== 'string') return { isValid: false };
      const user = await accounts.userForSession(session.token);
      if (!user) return { isValid: false };
      return {
        isValid: true,
        credentials: { user: presentSessionUser(user), sessionToken: session.token, scope: [user.role] },
      };
    },
  });
  server.auth.default(AUTH.optional);
  keepSessionsThroughOutages(server, config.SESSION_COOKIE_NAME);
  explainSessionOnlyCalls(server, config.SESSION_COOKIE_NAME);
  refuseBadTokensEverywhere(server);
}

/**
 * A token that is not valid (revoked, expired, mistyped, over its rate) is refused on routes that
 * read the caller optionally too. Hapi's 'try' mode read it as nobody there: a script with a
 * revoked token took the anonymous feed, without its mutes, for its own and never learned why.
 */
function refuseBadTokensEverywhere(server: Server) {
  server.ext('onPostAuth', (request, h) => {
    if (request.auth.strategy === 'api-token' && !request.auth.isAuthenticated && request.auth.error instanceof AppError) throw request.auth.error;
    return h.continue;
  });
}

/** Whether the session or API token that signed a request in still does (see stillSignedIn). */
export type CredentialsCheck = (credentials: AuthCredentials) => Promise<boolean>;

/**
 * Asks again whether the session or token that signed a request in is still good: a stream that
 * outlives its request (GET /api/live) asks before it sends the member's own events, so that a
 * sign-out, a reset password or a revoked token stops them there too.
 */
export function stillSignedIn(accounts: AccountsService, apiTokens: ApiTokensService): CredentialsCheck {
  return async ({ user, sessionToken, apiToken }) => {
    if (!user) return false;
    if (apiToken) return apiTokens.isActive(apiToken.id);
    if (sessionToken !== undefined) return (await accounts.userForSession(sessionToken))?.id === user.id;
    return false;
  };
}

/** Said to a token on a call only the signed-in session may make (docs/product.md#api-tokens). */
export const SESSION_ONLY_MESSAGE = 'API tokens cannot make this call: it needs a signed-in session in the web app';

/**
 * A call only the session may make (managing tokens, two-factor…), reached with a token and no
 * session: a 403 that says so, where the cookie scheme's 401 read "Authentication required", the
 * web app's quiet signed-out case, as if the token were wrong.
 */
function explainSessionOnlyCalls(server: Server, cookieName: string) {
  server.ext('onPreAuth', (request, h) => {
    const strategies = (request.route.settings.auth as { strategies?: string[] } | false | undefined) || undefined;
    const sessionOnly = strategies?.strategies?.length === 1 && strategies.strategies[0] === 'session';
    if (sessionOnly && bearerToken(request) !== null && request.state?.[cookieName] === undefined) throw Boom.forbidden(SESSION_ONLY_MESSAGE);
    return h.continue;
  });
}

/**
 * A session or token that could not be checked because the database is down is not an invalid
 * one. Left alone, the cookie plugin would clear the cookie (signing the member out for good) and
 * routes that read the caller optionally would answer as if nobody were signed in. Instead the
 * call fails with the outage's 503 (http/errors.ts) and the cookie is set again as it came.
 */
function keepSessionsThroughOutages(server: Server, cookieName: string) {
  server.ext('onPostAuth', (request, h) => {
    if (isDatabaseUnavailable(request.auth.error)) throw request.auth.error;
    return h.continue;
  });
  server.ext('onPreResponse', (request, h) => {
    if (!isDatabaseUnavailable(request.auth.error)) return h.continue;
    // No state at all when the Cookie header could not be read.
    const session: unknown = request.state?.[cookieName];
    if (session) h.state(cookieName, session as object);
    return h.continue;
  });
}
