import type { Plugin } from '@hapi/hapi';
import type { VersionInfo } from '../../../contracts/version.js';
import type { AppContext } from '../../context.js';
import { APP_VERSION } from '../../version.js';

export const versionRoutes: Plugin<AppContext> = {
  name: 'version',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/version',
      options: { auth: false },
      handler: (): VersionInfo => ({ version: APP_VERSION }),
    });
  },
};
