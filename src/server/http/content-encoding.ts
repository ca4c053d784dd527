import { createBrotliDecompress } from 'node:zlib';
import Boom from '@hapi/boom';
import type { Server } from '@hapi/hapi';

/** The codings a request body may come in: Hapi decodes gzip and deflate, br is added below. */
const DECODED = new Set(['identity', 'gzip', 'deflate', 'br']);

/**
 * Request bodies in any coding Hapi can undo are taken; any other is 415, saying which are. Hapi
 * decodes gzip and deflate and read every other coding (br, zstd, a typo) as if it were none: a
 * compressed body was refused as "Invalid JSON", and one labelled with a coding it did not have
 * was taken. The decoded size still counts against the route's limit (413).
 */
export function decodeRequestBodies(server: Server): void {
  server.decoder('br', (options) => createBrotliDecompress(options ?? undefined));
  server.ext('onPreAuth', (request, h) => {
    const coding = String(request.headers['content-encoding'] ?? '').trim().toLowerCase();
    const parsed = request.route.settings.payload?.parse !== false && request.method !== 'get' && request.method !== 'head';
    if (!parsed || !coding) return h.continue;
    if (!DECODED.has(coding)) {
      throw Boom.unsupportedMediaType(`A body in Content-Encoding ${coding.slice(0, 40)} cannot be read: send it as it is, or in gzip, deflate or br`);
    }
    // Codings are case-insensitive; Hapi looks its decoders up as they are written ('GZIP' was read undecoded).
    request.headers['content-encoding'] = coding;
    return h.continue;
  });
}
