import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context.js';

/** Liveness with a database ping, for load balancers and the start-up benchmark. */
export const healthRoutes: Plugin<AppContext> = {
  name: 'health',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/healthz',
      options: { auth: false },
      handler: async (_request, h) => {
        try {
          await ctx.knex.raw('select 1');
          return { status: 'ok', database: ctx.db.kind };
        } catch (error) {
          ctx.logger.error({ err: error }, 'health check: database unreachable');
          return h.response({ statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable' }).code(503);
        }
      },
    });
  },
};
