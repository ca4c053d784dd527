import type { Plugin } from '@hapi/hapi';
import { watchlistPayloadSchema, watchlistSchema } from '../../../contracts/watchlist.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { WatchlistService } from './service.js';

/** A member's watchlist (docs/product.md#watchlist): the assets they follow. */
export const watchlistRoutes: Plugin<{ watchlist: WatchlistService }> = {
  name: 'watchlist',
  register(server, { watchlist }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/user/watchlist',
        summary: 'The symbols the member watches',
        response: watchlistSchema,
        auth: AUTH.member,
        handler: ({ user }) => watchlist.read(user.id),
      }),
      route({
        method: 'PUT',
        path: '/api/user/watchlist',
        summary: 'Replaces the member’s watchlist (at most 100 symbols)',
        response: watchlistSchema,
        auth: AUTH.member,
        payload: watchlistPayloadSchema,
        handler: ({ payload, user }) => watchlist.update(user.id, payload),
      }),
    ]);
  },
};
