import type { Plugin } from '@hapi/hapi';
import { z } from 'zod';
import { sourcePayloadSchema } from '../../../contracts/sources.js';
import type { AppContext } from '../../context.js';
import { AUTH } from '../../http/auth.js';
import { zodValidator } from '../../http/validate.js';
import { presentSource } from './presenter.js';

const idParams = z.object({ id: z.coerce.number().int().positive('Source id must be a positive integer') });

/** Admins manage news sources (spec 2 §7). */
export const sourcesRoutes: Plugin<AppContext> = {
  name: 'sources',
  register(server, ctx) {
    const service = ctx.services.sources;
    server.route([
      {
        method: 'GET',
        path: '/api/admin/news-sources',
        options: { auth: AUTH.admin },
        handler: async () => (await service.list()).map(presentSource),
      },
      {
        method: 'POST',
        path: '/api/admin/news-sources',
        options: { auth: AUTH.admin, validate: { payload: zodValidator(sourcePayloadSchema) } },
        handler: async (request, h) => {
          const payload = request.payload as z.infer<typeof sourcePayloadSchema>;
          const row = await service.create(payload, request.auth.credentials.user!.id);
          return h.response(presentSource(row)).code(201);
        },
      },
      {
        method: 'PUT',
        path: '/api/admin/news-sources/{id}',
        options: {
          auth: AUTH.admin,
          validate: { params: zodValidator(idParams), payload: zodValidator(sourcePayloadSchema) },
        },
        handler: async (request) => {
          const { id } = request.params as z.infer<typeof idParams>;
          const payload = request.payload as z.infer<typeof sourcePayloadSchema>;
          return presentSource(await service.update(id, payload, request.auth.credentials.user!.id));
        },
      },
    ]);
  },
};
