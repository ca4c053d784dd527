import type { Plugin, Request } from '@hapi/hapi';
import { z } from 'zod';
import {
  emailSchema,
  forgotPasswordFormSchema,
  loginPayloadSchema,
  RESET_REQUESTED_MESSAGE,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  usernameSchema,
} from '../../../contracts/auth.js';
import { TWO_FACTOR_MESSAGES, type TwoFactorRequired } from '../../../contracts/two-factor.js';
import { AUTH } from '../../http/auth.js';
import { requestMeta } from '../../http/request-meta.js';
import { route } from '../../http/route.js';
import { presentSessionUser } from './presenter.js';
import { PENDING_COOKIE } from '../two-factor/pending-cookie.js';
import type { AccountsService } from './service.js';

const twoFactorRequired: TwoFactorRequired = { twoFactorRequired: true, message: TWO_FACTOR_MESSAGES.required };

interface Deps {
  accounts: AccountsService;
  /** TRUST_PROXY: read the client's address from X-Forwarded-For. */
  trustProxy: boolean;
}

/** Sign-up, sign-in, the session and password resets (docs/product.md#accounts-and-session). */
export const accountsRoutes: Plugin<Deps> = {
  name: 'accounts',
  register(server, { accounts, trustProxy }) {
    const meta = (request: Request) => requestMeta(request, trustProxy);
    server.route([
      route({
        method: 'POST',
        path: '/api/auth/register',
        payload: registerPayloadSchema,
        handler: async ({ payload, request, h }) => {
          const { user, token } = await accounts.register(payload, meta(request));
          request.cookieAuth.set({ token });
          return h.response(presentSessionUser(user)).code(201);
        },
      }),
      route({
        method: 'POST',
        path: '/api/auth/login',
        payload: loginPayloadSchema,
        handler: async ({ payload, request, h }) => {
          const { user, token, twoFactorToken } = await accounts.login(payload, meta(request));
          // Two-factor sign-in: no session yet; the code call finishes it (modules/two-factor).
          if (twoFactorToken !== undefined) return h.response(twoFactorRequired).state(PENDING_COOKIE, twoFactorToken);
          // A sign-in always gets a fresh session id; the one it replaces ends.
          if (request.auth.credentials?.sessionToken) await accounts.logout(request.auth.credentials.sessionToken);
          request.cookieAuth.set({ token });
          return presentSessionUser(user);
        },
      }),
      route({
        method: 'POST',
        path: '/api/auth/logout',
        handler: async ({ request, h }) => {
          if (request.auth.credentials?.sessionToken) await accounts.logout(request.auth.credentials.sessionToken);
          request.cookieAuth.clear();
          return h.response().code(204);
        },
      }),
      route({
        method: 'GET',
        path: '/api/auth/me',
        auth: AUTH.member,
        // With the session's start, from which the admin header's session timer counts (none for an API token).
        handler: async ({ request, user }) => {
          const { sessionToken } = request.auth.credentials;
          const started = sessionToken === undefined ? null : await accounts.sessionStartedAt(sessionToken);
          return { ...user, session_started_at: started?.toISOString() };
        },
      }),
      route({
        method: 'POST',
        path: '/api/auth/heartbeat',
        // Keeps a browser's session alive: an API token has none.
        auth: AUTH.session,
        handler: async ({ request, user, h }) => {
          const { sessionToken } = request.auth.credentials;
          if (sessionToken !== undefined) await accounts.heartbeat(sessionToken, user.id);
          return h.response().code(204);
        },
      }),
      route({
        method: 'GET',
        path: '/api/auth/check-username/{username}',
        params: z.object({ username: usernameSchema }),
        handler: ({ params, request }) => accounts.checkUsername(params.username, meta(request).ip),
      }),
      route({
        method: 'GET',
        path: '/api/auth/check-email/{email}',
        params: z.object({ email: emailSchema }),
        handler: ({ params, request }) => accounts.checkEmail(params.email, meta(request).ip),
      }),
      route({
        method: 'POST',
        path: '/api/auth/forgot-password',
        payload: forgotPasswordFormSchema,
        handler: async ({ payload, request, h }) => {
          await accounts.requestPasswordReset(payload.email, meta(request).ip);
          return h.response({ message: RESET_REQUESTED_MESSAGE }).code(202);
        },
      }),
      route({
        method: 'POST',
        path: '/api/auth/reset-password',
        payload: resetPasswordPayloadSchema,
        handler: async ({ payload, h }) => {
          await accounts.resetPassword(payload.token, payload.password);
          return h.response().code(204);
        },
      }),
    ]);
  },
};
