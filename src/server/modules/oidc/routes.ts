import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { requestMeta } from '../../http/request-meta.js';
import { route } from '../../http/route.js';
import type { AccountsService } from '../accounts/service.js';
import { PENDING_COOKIE as TWO_FACTOR_PENDING_COOKIE } from '../two-factor/pending-cookie.js';
import { type PendingSignIn, pendingSignInSchema } from './client.js';
import { type OidcService, PENDING_TTL_MS } from './service.js';

interface Deps {
  oidc: OidcService;
  accounts: AccountsService;
  appSecret: string;
  secureCookies: boolean;
  trustProxy: boolean;
}

const PENDING_COOKIE = 'aw_oidc';

// A cookie that fails to unseal is dropped by Hapi; one that unseals but has the wrong shape is too.
function pendingFrom(request: Request): PendingSignIn | null {
  const parsed = pendingSignInSchema.safeParse(request.state[PENDING_COOKIE]);
  return parsed.success ? parsed.data : null;
}

function home(h: ResponseToolkit, query: string) {
  return h.redirect(`/?${query}`).unstate(PENDING_COOKIE).header('cache-control', 'no-store');
}

/**
 * Sign-in with Google (docs/product.md#accounts-and-session): /auth/google leaves for the
 * provider, /auth/callback comes back, and either way the browser lands on / with auth=success
 * or auth=error&reason=…, which the web app turns into a re-check or a toast.
 */
export const oidcRoutes: Plugin<Deps> = {
  name: 'oidc',
  register(server, { oidc, accounts, appSecret, secureCookies, trustProxy }) {
    server.state(PENDING_COOKIE, {
      encoding: 'iron',
      // Iron wants 32+ characters; a password of its own keeps this cookie apart from the session's.
      password: createHash('sha256').update(`oidc-pending-cookie:${appSecret}`).digest('hex'),
      ttl: PENDING_TTL_MS,
      isSecure: secureCookies,
      isHttpOnly: true,
      // Lax: the provider's redirect back is a top-level GET, which still carries the cookie.
      isSameSite: 'Lax',
      path: '/auth',
      ignoreErrors: true,
      clearInvalid: true,
    });

    server.route([
      route({
        method: 'GET',
        path: '/auth/google',
        summary: 'Starts signing in with the identity provider (a redirect)',
        response: { status: 302 },
        handler: async ({ request, h }) => {
          try {
            const { url, pending } = await oidc.start(requestMeta(request, trustProxy).ip);
            return h.redirect(url).state(PENDING_COOKIE, pending).header('cache-control', 'no-store');
          } catch (error) {
            return home(h, `auth=error&reason=${oidc.failureReason(error)}`);
          }
        },
      }),
      route({
        method: 'GET',
        path: '/auth/callback',
        summary: 'Where the identity provider sends the browser back; lands on /?auth=…',
        // The provider adds parameters of its own (iss, scope, session_state…): read below, none refused.
        query: z.looseObject({}),
        response: { status: 302 },
        handler: async ({ request, h }) => {
          try {
            const query = new URLSearchParams(request.url.search);
            const { token, twoFactorToken } = await oidc.finish(query, pendingFrom(request), requestMeta(request, trustProxy));
            // Two-factor sign-in: the web app asks for the code before any session exists.
            if (twoFactorToken !== undefined) return home(h, 'auth=two-factor').state(TWO_FACTOR_PENDING_COOKIE, twoFactorToken);
            // A sign-in always gets a fresh session id; the one it replaces ends.
            const previous = request.auth.credentials?.sessionToken;
            if (previous) await accounts.logout(previous);
            request.cookieAuth.set({ token });
            return home(h, 'auth=success');
          } catch (error) {
            return home(h, `auth=error&reason=${oidc.failureReason(error)}`);
          }
        },
      }),
    ]);
  },
};
