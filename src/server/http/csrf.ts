import crumb from '@hapi/crumb';
import type { Server } from '@hapi/hapi';

/**
 * CSRF protection by double submit: every answer sets a `crumb` cookie that scripts can read,
 * and every POST, PUT, PATCH and DELETE must echo it in the X-CSRF-Token header.
 */
export async function registerCsrf(server: Server, secure: boolean): Promise<void> {
  await server.register({
    plugin: crumb,
    options: {
      restful: true,
      headerName: 'X-CSRF-Token',
      cookieOptions: { path: '/', isSecure: secure, isHttpOnly: false, isSameSite: 'Strict' },
    },
  });
}
