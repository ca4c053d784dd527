import type { Server } from '@hapi/hapi';

/**
 * Every call takes JSON bodies (server.ts: payload.allow), and another type is 415; a coding other
 * than gzip, deflate or br is 415 too (content-encoding.ts). A request with no body at all has no
 * type or coding to judge, whatever its client labelled it with (fetch labels an empty string
 * text/plain, `curl -d ''` form-urlencoded, and a client that compresses every request labels
 * nothing gzip, which Hapi then failed to decode: 400 "Invalid compressed payload"): it is read as
 * the call without a body.
 */
export function ignoreLabelsOfEmptyBodies(server: Server): void {
  server.ext('onRequest', (request, h) => {
    const headers = request.raw.req.headers;
    const length = headers['content-length'];
    const empty = length === '0' || (length === undefined && headers['transfer-encoding'] === undefined);
    if (!empty) return h.continue;
    if (length === '0' && headers['content-type'] !== undefined) delete headers['content-type'];
    if (headers['content-encoding'] !== undefined) delete headers['content-encoding'];
    return h.continue;
  });
}
