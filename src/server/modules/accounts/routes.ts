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
import type { AppContext } from '../../context.js';
import { AUTH } from '../../http/auth.js';
import { type RequestMeta, requestMeta } from '../../http/request-meta.js';
import { zodValidator } from '../../http/validate.js';
import { presentSessionUser } from './presenter.js';

function meta(request: Request, ctx: AppContext): RequestMeta {
  return requestMeta(request, ctx.config.TRUST_PROXY);
}

/** Sign-up, sign-in, the session and password resets (spec 1 §7). */
export const accountsRoutes: Plugin<AppContext> = {
  name: 'accounts',
  register(server, ctx) {
    const accounts = ctx.services.accounts;
    server.route([
      {
        method: 'POST',
        path: '/api/auth/register',
        options: { validate: { payload: zodValidator(registerPayloadSchema) } },
        handler: async (request, h) => {
          const input = request.payload as z.infer<typeof registerPayloadSchema>;
          const { user, token } = await accounts.register(input, meta(request, ctx));
          request.cookieAuth.set({ token });
          return h.response(presentSessionUser(user)).code(201);
        },
      },
      {
        method: 'POST',
        path: '/api/auth/login',
        options: { validate: { payload: zodValidator(loginPayloadSchema) } },
        handler: async (request) => {
          const input = request.payload as z.infer<typeof loginPayloadSchema>;
          const { user, token } = await accounts.login(input, meta(request, ctx));
          // A sign-in always gets a fresh session id; the one it replaces ends.
          if (request.auth.credentials?.sessionToken) await accounts.logout(request.auth.credentials.sessionToken);
          request.cookieAuth.set({ token });
          return presentSessionUser(user);
        },
      },
      {
        method: 'POST',
        path: '/api/auth/logout',
        handler: async (request, h) => {
          if (request.auth.credentials?.sessionToken) await accounts.logout(request.auth.credentials.sessionToken);
          request.cookieAuth.clear();
          return h.response().code(204);
        },
      },
      {
        method: 'GET',
        path: '/api/auth/me',
        options: { auth: AUTH.member },
        handler: (request) => request.auth.credentials.user ?? null,
      },
      {
        method: 'POST',
        path: '/api/auth/heartbeat',
        options: { auth: AUTH.member },
        handler: async (request, h) => {
          const { sessionToken, user } = request.auth.credentials;
          await accounts.heartbeat(sessionToken, user!.id);
          return h.response().code(204);
        },
      },
      {
        method: 'GET',
        path: '/api/auth/check-username/{username}',
        options: { validate: { params: zodValidator(z.object({ username: usernameSchema })) } },
        handler: (request) =>
          accounts.checkUsername((request.params as { username: string }).username, meta(request, ctx).ip),
      },
      {
        method: 'GET',
        path: '/api/auth/check-email/{email}',
        options: { validate: { params: zodValidator(z.object({ email: emailSchema })) } },
        handler: (request) => accounts.checkEmail((request.params as { email: string }).email, meta(request, ctx).ip),
      },
      {
        method: 'POST',
        path: '/api/auth/forgot-password',
        options: { validate: { payload: zodValidator(forgotPasswordFormSchema) } },
        handler: async (request, h) => {
          const { email } = request.payload as z.infer<typeof forgotPasswordFormSchema>;
          await accounts.requestPasswordReset(email, meta(request, ctx).ip);
          return h.response({ message: RESET_REQUESTED_MESSAGE }).code(202);
        },
      },
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        options: { validate: { payload: zodValidator(resetPasswordPayloadSchema) } },
        handler: async (request, h) => {
          const { token, password } = request.payload as z.infer<typeof resetPasswordPayloadSchema>;
          await accounts.resetPassword(token, password);
          return h.response().code(204);
        },
      },
    ]);
  },
};
