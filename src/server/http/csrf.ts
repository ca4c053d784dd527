import crumb from '@hapi/crumb';
import type { Request, Server } from '@hapi/hapi';
import { isScriptCall } from './bearer.js';

/** Where a client without a crumb gets one: the pages, and this cheap call. */
const CRUMB_PATH = '/api/version';

// Data calls do not mint a crumb: a random value and a Set-Cookie header on each of thousands of
// feed requests cost time and keep shared caches from storing public answers. Nor does a route that
// turns crumb off (plugins: { crumb: false }): crumb itself still mints one there.
const mintsNoCrumb = (request: Request) =>
  request.route.settings.plugins?.crumb === false || (request.method === 'get' && request.path.startsWith('/api/') && request.path !== CRUMB_PATH);

// A call signed in by an API token alone (no session cookie) is a script's, not a page's: see isScriptCall.
const signedInByTokenAlone = (request: Request, cookieName: string) =>
  request.auth.strategy === 'api-token' && request.auth.isAuthenticated && isScriptCall(request, cookieName);

/**
 * CSRF protection by double submit: pages and GET /api/version set a `crumb` cookie that scripts
 * can read, and every POST, PUT, PATCH and DELETE must echo it in the X-CSRF-Token header, unless
 * an API token alone signed it in.
 */
export async function registerCsrf(server: Server, secure: boolean, sessionCookieName: string): Promise<void> {
  await server.register({
    plugin: crumb,
    options: {
      restful: true,
      // Crumb checks after authentication (onPostAuth), so the strategy that signed the request in is known.
      skip: (request: Request) => mintsNoCrumb(request) || signedInByTokenAlone(request, sessionCookieName),
      headerName: 'X-CSRF-Token',
      cookieOptions: { path: '/', isSecure: secure, isHttpOnly: false, isSameSite: 'Strict' },
    },
  });
}
