import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';

/** GET /api/trending (spec 1 §7): public. */
export const trendingRoutes: Plugin<AppContext> = {
  name: 'trending',
  register(server, ctx) {
    server.route(route({ method: 'GET', path: '/api/trending', auth: AUTH.public, handler: () => ctx.services.trending.list() }));
  },
};
