import type { Plugin } from '@hapi/hapi';
import type { Logger } from 'pino';
import type { Database } from '../../db/knex.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { Readiness } from './readiness.js';

const unavailable = (message: string) => ({ statusCode: 503, error: 'Service Unavailable', message });

/**
 * Liveness (/healthz: the process answers and pings the database) for load balancers and the
 * start-up benchmark, and readiness (/readyz: the database is also fully migrated) for
 * orchestrators deciding whether to send an instance traffic.
 */
export const healthRoutes: Plugin<{ db: Pick<Database, 'kind' | 'ping'>; readiness: Readiness; logger: Logger }> = {
  name: 'health',
  register(server, { db, readiness, logger }) {
    server.route(
      route({
        method: 'GET',
        path: '/healthz',
        summary: 'Liveness: whether the database answers (503 when not)',
        auth: AUTH.public,
        handler: async ({ h }) => {
          try {
            await db.ping();
            return { status: 'ok', database: db.kind };
          } catch (error) {
            logger.error({ err: error }, 'health check: database unreachable');
            return h.response(unavailable('Database unreachable')).code(503);
          }
        },
      }),
    );
    server.route(
      route({
        method: 'GET',
        path: '/readyz',
        summary: 'Readiness: the database answers and every migration is applied (503 with the reason when not)',
        auth: AUTH.public,
        handler: async ({ h }) => {
          const problem = await readiness();
          if (problem === null) return { status: 'ready', database: db.kind };
          logger.warn({ reason: problem }, 'readiness check: not ready');
          return h.response(unavailable(problem)).code(503);
        },
      }),
    );
  },
};
