import type { Plugin } from '@hapi/hapi';
import { type VersionInfo, versionSchema } from '../../../contracts/version.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { APP_VERSION } from '../../version.js';

export const versionRoutes: Plugin<void> = {
  name: 'version',
  register(server) {
    server.route(
      route({
        method: 'GET',
        path: '/api/version',
        summary: 'The running version (and the CSRF crumb cookie)',
        response: versionSchema,
        auth: AUTH.public,
        handler: (): VersionInfo => ({ version: APP_VERSION }),
      }),
    );
  },
};
