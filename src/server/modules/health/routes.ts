import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';

/** Liveness with a database ping, for load balancers and the start-up benchmark. */
export const healthRoutes: Plugin<AppContext> = {
  name: 'health',
  register(server, ctx) {
    server.route(
      route({
        method: 'GET',
        path: '/healthz',
        auth: AUTH.public,
        handler: async ({ h }) => {
          try {
            await ctx.db.ping();
            return { status: 'ok', database: ctx.db.kind };
          } catch (error) {
            ctx.logger.error({ err: error }, 'health check: database unreachable');
            return h.response({ statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable' }).code(503);
          }
        },
      }),
    );
  },
};
