import type { Plugin, Request } from '@hapi/hapi';
import {
  recoveryCodesSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorCodePayloadSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '../../../contracts/two-factor.js';
import { sessionUserSchema } from '../../../contracts/auth.js';
import { AUTH, isAdminRoute } from '../../http/auth.js';
import { requestMeta } from '../../http/request-meta.js';
import { route } from '../../http/route.js';
import { ForbiddenError, UnauthorizedError } from '../../errors.js';
import { presentSessionUser } from '../accounts/presenter.js';
import type { AccountsService } from '../accounts/service.js';
import { PENDING_COOKIE, registerPendingCookie } from './pending-cookie.js';
import type { TwoFactorService } from './service.js';

interface Deps {
  twoFactor: TwoFactorService;
  accounts: AccountsService;
  trustProxy: boolean;
  secureCookies: boolean;
  /** REQUIRE_ADMIN_2FA: admin calls answer 403 until the admin has turned two-factor sign-in on. */
  requireForAdmins: boolean;
}

/**
 * Two-factor sign-in: the code step of a sign-in (/api/auth/2fa/verify) and the member's own
 * set-up under Settings (/api/user/2fa…).
 */
export const twoFactorRoutes: Plugin<Deps> = {
  name: 'two-factor',
  register(server, { twoFactor, accounts, trustProxy, secureCookies, requireForAdmins }) {
    registerPendingCookie(server, secureCookies);
    const ip = (request: Request) => requestMeta(request, trustProxy).ip;

    if (requireForAdmins) {
      // Admin calls only; the member calls stay open, so an admin can still turn it on.
      server.ext('onPostAuth', async (request, h) => {
        const user = request.auth.credentials?.user;
        if (user && isAdminRoute(request) && !(await twoFactor.isEnabled(user.id))) throw new ForbiddenError(TWO_FACTOR_MESSAGES.adminRequired);
        return h.continue;
      });
    }

    server.route([
      route({
        method: 'POST',
        path: '/api/auth/2fa/verify',
        summary: 'Finishes a sign-in with a two-factor or recovery code',
        response: sessionUserSchema,
        payload: twoFactorCodePayloadSchema,
        handler: async ({ payload, request }) => {
          const pending: unknown = request.state[PENDING_COOKIE];
          if (typeof pending !== 'string' || pending === '') throw new UnauthorizedError(TWO_FACTOR_MESSAGES.expired);
          const userId = await twoFactor.finishSignIn(pending, payload.code, ip(request));
          const { user, token } = await accounts.finishTwoFactorSignIn(userId, requestMeta(request, trustProxy));
          // A sign-in always gets a fresh session id; the one it replaces ends.
          if (request.auth.credentials?.sessionToken) await accounts.logout(request.auth.credentials.sessionToken);
          request.cookieAuth.set({ token });
          return request.generateResponse(presentSessionUser(user)).unstate(PENDING_COOKIE);
        },
      }),
      route({
        method: 'GET',
        path: '/api/user/2fa',
        summary: 'Whether two-factor sign-in is on, and recovery codes left',
        response: twoFactorStatusSchema,
        auth: AUTH.member,
        handler: ({ user }) => twoFactor.status(user.id),
      }),
      route({
        method: 'POST',
        path: '/api/user/2fa/start',
        summary: 'Starts turning two-factor sign-in on: the secret and its QR code',
        response: twoFactorEnrolmentSchema,
        auth: AUTH.session,
        handler: async ({ user, h }) => {
          return h.response(await twoFactor.start(user)).header('cache-control', 'no-store');
        },
      }),
      route({
        method: 'POST',
        path: '/api/user/2fa/confirm',
        summary: 'Turns two-factor sign-in on with a first code; answers the recovery codes',
        response: recoveryCodesSchema,
        auth: AUTH.session,
        payload: twoFactorCodePayloadSchema,
        handler: async ({ payload, user, request, h }) => {
          const codes = await twoFactor.confirm(user.id, payload.code, ip(request));
          return h.response(codes).header('cache-control', 'no-store');
        },
      }),
      route({
        method: 'POST',
        path: '/api/user/2fa/disable',
        summary: 'Turns two-factor sign-in off',
        response: { status: 204 },
        auth: AUTH.session,
        payload: twoFactorCodePayloadSchema,
        handler: async ({ payload, user, request, h }) => {
          await twoFactor.disable(user.id, payload.code, ip(request));
          return h.response().code(204);
        },
      }),
    ]);
  },
};
