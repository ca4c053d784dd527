import type { Plugin } from '@hapi/hapi';
import type { Logger } from 'pino';
import type { Database } from '../../db/knex.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';

/** Liveness with a database ping, for load balancers and the start-up benchmark. */
export const healthRoutes: Plugin<{ db: Pick<Database, 'kind' | 'ping'>; logger: Logger }> = {
  name: 'health',
  register(server, { db, logger }) {
    server.route(
      route({
        method: 'GET',
        path: '/healthz',
        auth: AUTH.public,
        handler: async ({ h }) => {
          try {
            await db.ping();
            return { status: 'ok', database: db.kind };
          } catch (error) {
            logger.error({ err: error }, 'health check: database unreachable');
            return h.response({ statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable' }).code(503);
          }
        },
      }),
    );
  },
};
