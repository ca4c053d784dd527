import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context.js';
import { AUTH } from '../../http/auth.js';
import { createInstanceInfoService } from './service.js';

/** GET /api/instance: public facts for the footer, the About page and the feed's sponsored card. */
export const instanceRoutes: Plugin<AppContext> = {
  name: 'instance',
  register(server, ctx) {
    const info = createInstanceInfoService({ config: ctx.config, sources: ctx.services.sources });
    server.route({ method: 'GET', path: '/api/instance', options: { auth: AUTH.public }, handler: () => info.read() });
  },
};
