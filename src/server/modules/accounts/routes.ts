import type { Plugin, Request } from '@hapi/hapi';
import { z } from 'zod';
import {
  ACCOUNT_DELETION_MESSAGES,
  availabilitySchema,
  deleteAccountPayloadSchema,
  emailSchema,
  forgotPasswordFormSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  RESET_REQUESTED_MESSAGE,
  resetRequestedSchema,
  resetPasswordPayloadSchema,
  sessionUserSchema,
  usernameSchema,
} from '../../../contracts/auth.js';
import { TWO_FACTOR_MESSAGES, type TwoFactorRequired, twoFactorRequiredSchema } from '../../../contracts/two-factor.js';
import { BadRequestError } from '../../errors.js';
import { AUTH } from '../../http/auth.js';
import { requestMeta } from '../../http/request-meta.js';
import { route } from '../../http/route.js';
import { presentSessionUser } from './presenter.js';
import { PENDING_COOKIE } from '../two-factor/pending-cookie.js';
import type { TwoFactorService } from '../two-factor/service.js';
import type { AccountsService } from './service.js';

const twoFactorRequired: TwoFactorRequired = { twoFactorRequired: true, message: TWO_FACTOR_MESSAGES.required };

interface Deps {
  accounts: AccountsService;
  /** Deleting one's account asks for a code when two-factor sign-in is on. */
  twoFactor: TwoFactorService;
  /** TRUST_PROXY: read the client's address from X-Forwarded-For. */
  trustProxy: boolean;
}

/** Sign-up, sign-in, the session and password resets (docs/product.md#accounts-and-session). */
export const accountsRoutes: Plugin<Deps> = {
  name: 'accounts',
  register(server, { accounts, twoFactor, trustProxy }) {
    const meta = (request: Request) => requestMeta(request, trustProxy);
    server.route([
      route({
        method: 'POST',
        path: '/api/auth/register',
        summary: 'Creates an account and signs it in',
        response: { status: 201, schema: sessionUserSchema },
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
        summary: 'Signs in with a username or e-mail and a password; may ask for a two-factor code',
        response: sessionUserSchema.or(twoFactorRequiredSchema),
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
        summary: 'Ends the session',
        response: { status: 204 },
        handler: async ({ request, h }) => {
          if (request.auth.credentials?.sessionToken) await accounts.logout(request.auth.credentials.sessionToken);
          request.cookieAuth.clear();
          return h.response().code(204);
        },
      }),
      route({
        method: 'DELETE',
        path: '/api/user/account',
        summary: "Deletes the caller's own account and everything of theirs, once they confirm it is them",
        response: { status: 204 },
        auth: AUTH.session,
        payload: deleteAccountPayloadSchema,
        handler: async ({ payload, user, request, h }) => {
          const { ip } = meta(request);
          await accounts.confirmOwner(user.id, payload, ip);
          if (await twoFactor.isEnabled(user.id)) {
            if (!payload.code) throw new BadRequestError(ACCOUNT_DELETION_MESSAGES.codeMissing);
            await twoFactor.verify(user.id, payload.code, ip);
          }
          await accounts.deleteUser(user.id, user.id);
          request.cookieAuth.clear();
          return h.response().code(204);
        },
      }),
      route({
        method: 'GET',
        path: '/api/auth/me',
        summary: 'The signed-in user, and when the session began',
        response: sessionUserSchema,
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
        summary: 'Marks the member active (sent every 30 s while they use the app)',
        response: { status: 204 },
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
        summary: 'Whether a username is free',
        response: availabilitySchema,
        params: z.object({ username: usernameSchema }),
        handler: ({ params, request }) => accounts.checkUsername(params.username, meta(request).ip),
      }),
      route({
        method: 'GET',
        path: '/api/auth/check-email/{email}',
        summary: 'Whether an e-mail address is free',
        response: availabilitySchema,
        params: z.object({ email: emailSchema }),
        handler: ({ params, request }) => accounts.checkEmail(params.email, meta(request).ip),
      }),
      route({
        method: 'POST',
        path: '/api/auth/forgot-password',
        summary: 'Sends a password reset link, whether or not the address has an account',
        response: { status: 202, schema: resetRequestedSchema },
        payload: forgotPasswordFormSchema,
        handler: async ({ payload, request, h }) => {
          await accounts.requestPasswordReset(payload.email, meta(request).ip);
          return h.response({ message: RESET_REQUESTED_MESSAGE }).code(202);
        },
      }),
      route({
        method: 'POST',
        path: '/api/auth/reset-password',
        summary: 'Sets a new password with the reset link’s token',
        response: { status: 204 },
        payload: resetPasswordPayloadSchema,
        handler: async ({ request, payload, h }) => {
          await accounts.resetPassword(payload.token, payload.password, meta(request).ip);
          return h.response().code(204);
        },
      }),
    ]);
  },
};
