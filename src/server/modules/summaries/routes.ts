import type { Plugin } from '@hapi/hapi';
import { summariesQuerySchema, summaryListSchema } from '../../../contracts/summaries.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { SummariesService } from './service.js';

/** The one-minute summaries list (docs/product.md#preferences-recommendations-and-summaries), for members. */
export const summariesRoutes: Plugin<{ summaries: SummariesService }> = {
  name: 'summaries',
  register(server, { summaries }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/one-minute-summaries',
        summary: 'One-minute summaries, newest first, a page at a time',
        response: summaryListSchema,
        auth: AUTH.member,
        query: summariesQuerySchema,
        handler: ({ query }) => summaries.list(query),
      }),
    ]);
  },
};
