import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context.js';

/** GET /api/trending (spec 1 §7): public. */
export const trendingRoutes: Plugin<AppContext> = {
  name: 'trending',
  register(server, ctx) {
    server.route({ method: 'GET', path: '/api/trending', handler: () => ctx.services.trending.list() });
  },
};
