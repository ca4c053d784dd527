import type { Plugin } from '@hapi/hapi';
import { idParamsSchema } from '../../../contracts/ids.js';
import { newsQuerySchema } from '../../../contracts/news.js';
import type { AppContext } from '../../context.js';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { AUTH, isSignedIn } from '../../http/auth.js';
import { route } from '../../http/route.js';

const idParams = idParamsSchema('News id');

/** The feed, articles and full-text requests (spec 1 §7). */
export const newsRoutes: Plugin<AppContext> = {
  name: 'news',
  register(server, ctx) {
    server.route([
      route({
        method: 'GET',
        path: '/api/news',
        // The busiest route: anonymous readers skip authentication altogether.
        auth: AUTH.public,
        query: newsQuerySchema,
        handler: async ({ query, request }) => ctx.services.news.list(query, await isSignedIn(request, ctx.config.SESSION_COOKIE_NAME)),
      }),
      route({
        method: 'GET',
        path: '/api/news/{id}',
        auth: AUTH.member,
        params: idParams,
        handler: ({ params }) => ctx.services.news.get(params.id),
      }),
      route({
        method: 'POST',
        path: '/api/news/{id}/scrape-content',
        auth: AUTH.member,
        params: idParams,
        handler: async ({ params, h }) => {
          const article = await ctx.services.articles.findForFullText(params.id);
          if (!article) throw new NotFoundError('News item not found');
          if (!article.url) throw new BadRequestError('No URL available: the original article URL is not available');
          // Queued, not awaited: the page is fetched in the background and the client refetches.
          await ctx.services.fullText.request(params.id);
          return h.response({ success: true, message: 'Content processing initiated' }).code(202);
        },
      }),
    ]);
  },
};
