import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import type { Registry } from 'prom-client';
import { NotFoundError } from '../../errors.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { createMetricsAccess, type MetricsAccessOptions } from './access.js';

/** GET /metrics: the Prometheus text of the app's registry, for those METRICS_TOKEN and METRICS_ALLOW let in. */
export const metricsRoutes: Plugin<{ registry: Registry; access: MetricsAccessOptions }> = {
  name: 'metrics',
  register(server, { registry, access }) {
    const check = createMetricsAccess(access);
    server.route(
      route({
        method: 'GET',
        path: '/metrics',
        summary: 'Prometheus metrics, when METRICS_TOKEN or METRICS_ALLOW lets the caller in (404 otherwise)',
        response: { type: 'text/plain' },
        auth: AUTH.public,
        // A probe gets no CSRF cookie: it never writes, and a Set-Cookie on every poll is noise.
        options: { plugins: { crumb: false } },
        handler: async ({ request, h }) => {
          // Off, or refused: the same 404 as a path with no route (registered anyway, so the web app's fallback never answers it).
          const verdict = check?.(request) ?? 'hidden';
          if (verdict === 'hidden') throw new NotFoundError('Not Found');
          if (verdict === 'unauthorized') throw Boom.unauthorized(null, 'Bearer');
          return h.response(await registry.metrics()).type(registry.contentType).header('cache-control', 'no-store');
        },
      }),
    );
  },
};
