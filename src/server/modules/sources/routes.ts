import type { Plugin } from '@hapi/hapi';
import { z } from 'zod';
import { opmlImportPayloadSchema, opmlReportSchema, testFetchResultSchema } from '../../../contracts/admin-sources.js';
import { idParamsSchema } from '../../../contracts/ids.js';
import { listedSourceSchema, newsSourceSchema, sourcePayloadSchema, sourceUpdatePayloadSchema } from '../../../contracts/sources.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { presentSource } from './presenter.js';
import type { SourcesService } from './service.js';

/** Admins manage news sources (docs/admin.md). */
export const sourcesRoutes: Plugin<{ sources: SourcesService }> = {
  name: 'sources',
  register(server, { sources: service }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/admin/news-sources',
        summary: 'Every news source with its state, last error and main language',
        response: z.array(listedSourceSchema),
        auth: AUTH.admin,
        handler: async () => {
          const [rows, languages] = await Promise.all([service.list(), service.mainLanguages()]);
          return rows.map((row) => ({ ...presentSource(row), main_language: languages.get(row.id) ?? null }));
        },
      }),
      route({
        method: 'POST',
        path: '/api/admin/news-sources',
        summary: 'Adds a news source',
        response: { status: 201, schema: newsSourceSchema },
        auth: AUTH.admin,
        payload: sourcePayloadSchema,
        handler: async ({ payload, user, h }) => h.response(presentSource(await service.create(payload, user.id))).code(201),
      }),
      route({
        method: 'PUT',
        path: '/api/admin/news-sources/{id}',
        summary: 'Changes a news source',
        response: newsSourceSchema,
        auth: AUTH.admin,
        params: idParamsSchema('Source id'),
        payload: sourceUpdatePayloadSchema,
        handler: async ({ params, payload, user }) => presentSource(await service.update(params.id, payload, user.id)),
      }),
      route({
        method: 'POST',
        path: '/api/admin/news-sources/test-fetch',
        summary: 'Fetches a source once without saving it, to try its settings',
        response: testFetchResultSchema,
        auth: AUTH.admin,
        payload: sourcePayloadSchema,
        handler: ({ payload }) => service.testFetch(payload),
      }),
      route({
        method: 'GET',
        path: '/api/admin/news-sources/opml',
        summary: 'Every source as an OPML file',
        response: { type: 'text/x-opml' },
        auth: AUTH.admin,
        handler: async ({ h }) =>
          h
            .response(await service.exportOpml())
            .type('text/x-opml; charset=utf-8')
            .header('content-disposition', 'attachment; filename="alphawire-sources.opml"'),
      }),
      route({
        method: 'POST',
        path: '/api/admin/news-sources/opml',
        summary: 'Adds the feeds of an OPML file',
        response: opmlReportSchema,
        auth: AUTH.admin,
        payload: opmlImportPayloadSchema,
        options: { payload: { maxBytes: 2 * 1024 * 1024 } },
        handler: ({ payload, user }) => service.importOpml(payload.opml, user.id),
      }),
    ]);
  },
};
