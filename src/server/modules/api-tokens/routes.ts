import type { Plugin } from '@hapi/hapi';
import { apiTokenListSchema, createApiTokenPayloadSchema, createdApiTokenSchema } from '../../../contracts/api-tokens.js';
import { idParamsSchema } from '../../../contracts/ids.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { ApiTokensService } from './service.js';

/**
 * A member's personal API tokens under Settings (docs/product.md#api-tokens). Managed with the
 * session only: a leaked token cannot make itself more tokens or outlive its revocation.
 */
export const apiTokensRoutes: Plugin<{ apiTokens: ApiTokensService }> = {
  name: 'api-tokens',
  register(server, { apiTokens }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/user/api-tokens',
        summary: 'The member’s API tokens (never the tokens themselves)',
        response: apiTokenListSchema,
        auth: AUTH.session,
        handler: ({ user }) => apiTokens.list(user.id),
      }),
      route({
        method: 'POST',
        path: '/api/user/api-tokens',
        summary: 'Makes an API token; the token is in this answer only',
        response: { status: 201, schema: createdApiTokenSchema },
        auth: AUTH.session,
        payload: createApiTokenPayloadSchema,
        handler: async ({ user, payload, h }) => h.response(await apiTokens.create(user, payload)).code(201).header('cache-control', 'no-store'),
      }),
      route({
        method: 'DELETE',
        path: '/api/user/api-tokens/{id}',
        summary: 'Revokes an API token',
        response: { status: 204 },
        auth: AUTH.session,
        params: idParamsSchema('API token id'),
        handler: async ({ user, params, h }) => {
          await apiTokens.revoke(user.id, params.id);
          return h.response().code(204);
        },
      }),
    ]);
  },
};
