import cookie from '@hapi/cookie';
import type { Request, RouteOptions, Server } from '@hapi/hapi';
import { createHash } from 'node:crypto';
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
 * Whether a public route's caller is signed in. Hapi's `try` mode builds two 401 errors (with
 * stack traces) for every anonymous request; a hot public route checks the session only when its
 * cookie came with the request, through the same strategy (an invalid cookie is cleared as usual).
 */
export async function isSignedIn(request: Request, cookieName: string): Promise<boolean> {
  if (request.state[cookieName] === undefined) return false;
  try {
    await request.server.auth.test('session', request);
    return true;
  } catch {
    return false;
  }
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
      // Iron wants a password of at least 32 characters; derive a dedicated one from the secret.
      password: createHash('sha256').update(`session-cookie:${appSecret}`).digest('hex'),
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
