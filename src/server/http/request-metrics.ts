import Boom from '@hapi/boom';
import type { Server } from '@hapi/hapi';
import type { Metrics } from '../metrics.js';

/**
 * Times every answered request by its route's path pattern (never the raw URL, whose ids and
 * probes would make a series per request); paths with no route fall under the catch-all's pattern.
 */
export function recordRequests(server: Server, metrics: Pick<Metrics, 'request'>): void {
  server.events.on('response', (request) => {
    const response = request.response;
    const status = Boom.isBoom(response) ? response.output.statusCode : (response?.statusCode ?? 500);
    const took = (request.info.completed || request.info.responded || Date.now()) - request.info.received;
    metrics.request({ method: request.method.toUpperCase(), route: request.route.path, status }, took / 1000);
  });
}
