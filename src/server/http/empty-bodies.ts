import type { Server } from '@hapi/hapi';

/**
 * Every call takes JSON bodies (server.ts: payload.allow), and another type is 415. A request with
 * no body at all has no type to judge, whatever its client labelled it with (fetch labels an empty
 * string text/plain, `curl -d ''` form-urlencoded): it is read as the call without a body.
 */
export function ignoreTypeOfEmptyBodies(server: Server): void {
  server.ext('onRequest', (request, h) => {
    const headers = request.raw.req.headers;
    if (headers['content-length'] === '0' && headers['content-type'] !== undefined) delete headers['content-type'];
    return h.continue;
  });
}
