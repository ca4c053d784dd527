import type { Plugin } from '@hapi/hapi';
import type { Logger } from 'pino';
import { livenessSchema, readinessSchema } from '../../../contracts/health.js';
import type { Database } from '../../db/knex.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { Readiness } from './readiness.js';

const unavailable = (message: string) => ({ statusCode: 503, error: 'Service Unavailable', message });

/**
 * Liveness (/healthz: the process answers, from itself alone, whatever the database does) for
 * load balancers' and containers' health checks, and readiness (/readyz: the database answers and
 * is fully migrated) for deciding whether to send an instance traffic. A liveness check that waited
 * on the database would get healthy processes restarted during a database outage
 * (docs/operations.md#database-outages).
 */
export const healthRoutes: Plugin<{ db: Pick<Database, 'kind'>; readiness: Readiness; logger: Logger }> = {
  name: 'health',
  register(server, { db, readiness, logger }) {
    server.route(
      route({
        method: 'GET',
        path: '/healthz',
        summary: 'Liveness: the process answers (never waits on the database; /readyz says whether it answers)',
        response: livenessSchema,
        auth: AUTH.public,
        // A probe gets no CSRF cookie: it never writes, and a Set-Cookie on every poll is noise.
        options: { plugins: { crumb: false } },
        handler: () => ({ status: 'ok', database: db.kind }),
      }),
    );
    server.route(
      route({
        method: 'GET',
        path: '/readyz',
        summary: 'Readiness: the database answers and every migration is applied (503 with the reason when not)',
        // The 503 is the shared error body, which the document gives every 5XX.
        response: readinessSchema,
        auth: AUTH.public,
        // A probe gets no CSRF cookie: it never writes, and a Set-Cookie on every poll is noise.
        options: { plugins: { crumb: false } },
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
