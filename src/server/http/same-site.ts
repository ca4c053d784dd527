import type { Request, Server } from '@hapi/hapi';
import { ForbiddenError } from '../errors.js';
import { isScriptCall } from './bearer.js';

const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

const CROSS_SITE_MESSAGE = 'Requests from another site are refused: open AlphaWire at its own address and try again.';

/**
 * Whether a browser says this request was sent by a page of another site. Ours are PUBLIC_URL's
 * origin and the host the request was sent to (the app also works opened at 127.0.0.1 while
 * PUBLIC_URL says localhost); the host is compared without the scheme, since a TLS proxy in front
 * hands us plain HTTP. `Origin: null` (sandboxed frames, some redirects) is another site. Without
 * Origin, Sec-Fetch-Site speaks; without either (curl, the CLI, scripts) nothing is said.
 */
function cameFromAnotherSite(request: Request, publicOrigin: string): boolean {
  const origin: unknown = request.headers.origin;
  if (typeof origin !== 'string') return request.headers['sec-fetch-site'] === 'cross-site';
  if (origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== request.info.host;
  } catch {
    return true;
  }
}

/**
 * Refuses POST, PUT, PATCH and DELETE sent by another site's page, before their body is read.
 * The CSRF token already stops them; this second check costs nothing and does not depend on the
 * token staying secret. A script's call with an API token and no session cookie is let through:
 * no page can make a browser send it (an invalid token is then refused by authentication).
 */
export function refuseCrossSiteWrites(server: Server, publicUrl: string, sessionCookieName: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  server.ext('onRequest', (request, h) => {
    if (MUTATING.has(request.method) && !isScriptCall(request, sessionCookieName) && cameFromAnotherSite(request, publicOrigin)) {
      throw new ForbiddenError(CROSS_SITE_MESSAGE);
    }
    return h.continue;
  });
}
