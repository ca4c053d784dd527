import type { Plugin } from '@hapi/hapi';
import { idParamsSchema } from '../../../contracts/ids.js';
import { sourcePayloadSchema } from '../../../contracts/sources.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { presentSource } from './presenter.js';
import type { SourcesService } from './service.js';

/** Admins manage news sources (spec 2 §7). */
export const sourcesRoutes: Plugin<{ sources: SourcesService }> = {
  name: 'sources',
  register(server, { sources: service }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/admin/news-sources',
        auth: AUTH.admin,
        handler: async () => (await service.list()).map(presentSource),
      }),
      route({
        method: 'POST',
        path: '/api/admin/news-sources',
        auth: AUTH.admin,
        payload: sourcePayloadSchema,
        handler: async ({ payload, request, h }) =>
          h.response(presentSource(await service.create(payload, request.auth.credentials.user!.id))).code(201),
      }),
      route({
        method: 'PUT',
        path: '/api/admin/news-sources/{id}',
        auth: AUTH.admin,
        params: idParamsSchema('Source id'),
        payload: sourcePayloadSchema,
        handler: async ({ params, payload, request }) =>
          presentSource(await service.update(params.id, payload, request.auth.credentials.user!.id)),
      }),
    ]);
  },
};
