import type { Plugin } from '@hapi/hapi';
import type { VersionInfo } from '../../../contracts/version.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { APP_VERSION } from '../../version.js';

export const versionRoutes: Plugin<void> = {
  name: 'version',
  register(server) {
    server.route(route({ method: 'GET', path: '/api/version', auth: AUTH.public, handler: (): VersionInfo => ({ version: APP_VERSION }) }));
  },
};
