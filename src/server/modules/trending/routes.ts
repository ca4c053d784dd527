import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context.js';
import { AUTH } from '../../http/auth.js';

/** GET /api/trending (spec 1 §7): public. */
export const trendingRoutes: Plugin<AppContext> = {
  name: 'trending',
  register(server, ctx) {
    server.route({ method: 'GET', path: '/api/trending', options: { auth: AUTH.public }, handler: () => ctx.services.trending.list() });
  },
};
