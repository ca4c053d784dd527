import cookie from '@hapi/cookie';
import type { RouteOptions, Server } from '@hapi/hapi';
import { hkdfSync } from 'node:crypto';
import type { SessionUser } from '../../contracts/auth.js';
import { type Config, cookiesAreSecure } from '../config.js';
import { presentSessionUser } from '../modules/accounts/presenter.js';
import type { AccountsService } from '../modules/accounts/service.js';

declare module '@hapi/hapi' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges SessionUser into Hapi's type
  interface UserCredentials extends SessionUser {}
  interface AuthCredentials {
    sessionToken: string;
  }
}

interface SessionCookie {
  token: string;
}

/** Route `auth` options: who may call a route. The role check lives here, not in handlers. */
export const AUTH = {
  /** Anyone, and the answer is the same for all: no session is read. */
  public: false,
  /** Anyone; the session is read when there is one. */
  optional: { strategy: 'session', mode: 'try' },
  /** Signed-in members and admins. */
  member: { strategy: 'session', mode: 'required' },
  /** Admins only: anonymous callers get 401, members 403. */
  admin: { strategy: 'session', mode: 'required', access: { scope: ['admin'] } },
} satisfies Record<string, RouteOptions['auth']>;

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
 * The session scheme: an httpOnly, SameSite cookie sealed with the app secret holds only a random
 * session token; the sessions table knows the rest.
 */
export async function registerAuth(server: Server, config: Config, appSecret: string, accounts: AccountsService) {
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
}
