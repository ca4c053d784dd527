import crumb from '@hapi/crumb';
import type { Request, Server } from '@hapi/hapi';

/** Where a client without a crumb gets one: the pages, and this cheap call. */
const CRUMB_PATH = '/api/version';

// Data calls do not mint a crumb: a random value and a Set-Cookie header on each of thousands of
// feed requests cost time and keep shared caches from storing public answers.
const mintsNoCrumb = (request: Request) => request.method === 'get' && request.path.startsWith('/api/') && request.path !== CRUMB_PATH;

/**
 * CSRF protection by double submit: pages and GET /api/version set a `crumb` cookie that scripts
 * can read, and every POST, PUT, PATCH and DELETE must echo it in the X-CSRF-Token header.
 */
export async function registerCsrf(server: Server, secure: boolean): Promise<void> {
  await server.register({
    plugin: crumb,
    options: {
      restful: true,
      skip: mintsNoCrumb,
      headerName: 'X-CSRF-Token',
      cookieOptions: { path: '/', isSecure: secure, isHttpOnly: false, isSameSite: 'Strict' },
    },
  });
}
