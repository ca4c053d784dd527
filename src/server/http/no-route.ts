import Boom from '@hapi/boom';
import type { Request, RequestRoute, Server } from '@hapi/hapi';
import { NotFoundError } from '../errors.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
// The methods routes are made for, as Hapi spells request.method.
const ROUTED = new Set(['get', 'head', 'post', 'put', 'patch', 'delete']);

// A route ending in a wildcard of any depth takes every path under it nothing else takes (http/spa.ts,
// /feeds/): it says there is no route, or serves the app's page.
const CATCH_ALL = /\{\w+\*\}$/;

/** The route `method` takes at this path; none for a path the router cannot read. */
function routeAt(request: Request, method: (typeof METHODS)[number]): RequestRoute | null {
  try {
    return request.server.match(method, request.path);
  } catch {
    // The router asserts on a target that is no path (`OPTIONS *`) or a broken escape (`/%`): both answered 500.
    return null;
  }
}

/** The methods a route of its own answers at this path, HEAD with GET as Hapi does. */
function allowedMethods(request: Request): string[] {
  const allowed: string[] = METHODS.filter((method) => {
    const route = routeAt(request, method);
    return route !== null && !CATCH_ALL.test(route.path);
  });
  return allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
}

/**
 * The error for a request no route takes. A path that exists for other methods (a POST to a
 * read-only feed, a GET of a call that only takes PUT) is 405 with those methods in Allow, as HTTP
 * says: a 404 there sent a script's author looking for a typo in a path that is right.
 */
export function noRouteError(request: Request, notFoundMessage: string): Error {
  const allowed = allowedMethods(request);
  if (allowed.length === 0) return new NotFoundError(notFoundMessage);
  // Not the path in the message: a personal feed's has its key, which stays out of answers and logs.
  return Boom.methodNotAllowed(`${request.method.toUpperCase()} is not allowed here: this address takes ${allowed.join(', ')}`, undefined, allowed);
}

/**
 * Methods no route is made for. OPTIONS asks what a path takes (`*`: the server): 204 with Allow, as HTTP says (no
 * CORS: a page of another site gets nothing more than it had). Any other (TRACE, PROPFIND…) on a
 * path that exists is 405 with Allow. A path nothing takes stays Hapi's 404.
 */
export function answerOtherMethods(server: Server): void {
  server.ext('onRequest', (request, h) => {
    if (ROUTED.has(request.method)) return h.continue;
    // `OPTIONS *` asks about the server as a whole (RFC 9110 §9.3.7): the methods it takes anywhere.
    if (request.method === 'options' && request.path === '*') return h.response().code(204).header('allow', [...METHODS, 'HEAD', 'OPTIONS'].join(', ')).takeover();
    const allowed = allowedMethods(request);
    if (allowed.length === 0) return h.continue;
    if (request.method === 'options') return h.response().code(204).header('allow', [...allowed, 'OPTIONS'].join(', ')).takeover();
    throw noRouteError(request, 'Not Found');
  });
}
