import Boom from '@hapi/boom';
import type { Request, Server } from '@hapi/hapi';
import type { Metrics } from '../metrics.js';

// Hapi's own route for a request not routed yet: one answered in onRequest (a cross-site write
// refused, an OPTIONS) carries it.
const UNROUTED = '/{p*}';

/** The route pattern a request is counted under: its own, or the one its method and path would have reached. */
function routeOf(server: Server, request: Request): string {
  if (request.route.path !== UNROUTED) return request.route.path;
  try {
    return server.match(request.method, request.path)?.path ?? UNROUTED;
  } catch {
    // A method or path the router will not look up (it asserts): counted as not routed.
    return UNROUTED;
  }
}

/**
 * Times every answered request by its route's path pattern (never the raw URL, whose ids and
 * probes would make a series per request); paths with no route fall under the catch-all's pattern.
 */
export function recordRequests(server: Server, metrics: Pick<Metrics, 'request'>): void {
  server.events.on('response', (request) => {
    const response = request.response;
    const status = Boom.isBoom(response) ? response.output.statusCode : (response?.statusCode ?? 500);
    const took = (request.info.completed || request.info.responded || Date.now()) - request.info.received;
    metrics.request({ method: request.method.toUpperCase(), route: routeOf(server, request), status }, took / 1000);
  });
}
