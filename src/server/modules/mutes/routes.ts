import type { Plugin } from '@hapi/hapi';
import { mutesPayloadSchema, mutesSchema } from '../../../contracts/mutes.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { MutesService } from './service.js';

/** A member's mutes (docs/product.md#mutes): the sources, keywords and tickers their lists leave out. */
export const mutesRoutes: Plugin<{ mutes: MutesService }> = {
  name: 'mutes',
  register(server, { mutes }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/user/mutes',
        summary: 'The sources, keywords and tickers the member muted',
        response: mutesSchema,
        auth: AUTH.member,
        handler: ({ user }) => mutes.read(user.id),
      }),
      route({
        method: 'PUT',
        path: '/api/user/mutes',
        summary: 'Replaces the member’s muted sources, keywords or tickers',
        response: mutesSchema,
        auth: AUTH.member,
        payload: mutesPayloadSchema,
        handler: ({ payload, user }) => mutes.update(user.id, payload),
      }),
    ]);
  },
};
