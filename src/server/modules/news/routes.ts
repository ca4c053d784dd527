import type { Plugin } from '@hapi/hapi';
import { z } from 'zod';
import { newsQuerySchema } from '../../../contracts/news.js';
import type { AppContext } from '../../context.js';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { AUTH, isSignedIn } from '../../http/auth.js';
import { zodValidator } from '../../http/validate.js';

const idParams = z.object({ id: z.coerce.number().int().positive('News id must be a positive integer') });

/** The feed, articles and full-text requests (spec 1 §7). */
export const newsRoutes: Plugin<AppContext> = {
  name: 'news',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/news',
      // The busiest route: anonymous readers skip authentication altogether.
      options: { auth: AUTH.public, validate: { query: zodValidator(newsQuerySchema) } },
      handler: async (request) =>
        ctx.services.news.list(request.query as z.infer<typeof newsQuerySchema>, await isSignedIn(request, ctx.config.SESSION_COOKIE_NAME)),
    });
    server.route({
      method: 'GET',
      path: '/api/news/{id}',
      options: { auth: AUTH.member, validate: { params: zodValidator(idParams) } },
      handler: (request) => ctx.services.news.get((request.params as z.infer<typeof idParams>).id),
    });
    server.route({
      method: 'POST',
      path: '/api/news/{id}/scrape-content',
      options: { auth: AUTH.member, validate: { params: zodValidator(idParams) } },
      handler: async (request, h) => {
        const { id } = request.params as z.infer<typeof idParams>;
        const article = await ctx.services.articles.findForFullText(id);
        if (!article) throw new NotFoundError('News item not found');
        if (!article.url) throw new BadRequestError('No URL available: the original article URL is not available');
        // Queued, not awaited: the page is fetched in the background and the client refetches.
        await ctx.services.fullText.request(id);
        return h.response({ success: true, message: 'Content processing initiated' }).code(202);
      },
    });
  },
};
