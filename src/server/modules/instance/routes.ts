import type { Plugin } from '@hapi/hapi';
import { instanceInfoSchema } from '../../../contracts/instance.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { InstanceInfoService } from './service.js';

/** GET /api/instance: public facts for the footer, the About page and the feed's sponsored card. */
export const instanceRoutes: Plugin<{ instance: InstanceInfoService }> = {
  name: 'instance',
  register(server, { instance }) {
    server.route(
      route({
        method: 'GET',
        path: '/api/instance',
        summary: 'This site: its version, features, sources, sponsor card and footer links',
        response: instanceInfoSchema,
        auth: AUTH.public,
        handler: () => instance.read(),
      }),
    );
  },
};
