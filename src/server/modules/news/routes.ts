import type { Plugin } from '@hapi/hapi';
import { idParamsSchema } from '../../../contracts/ids.js';
import { newsQuerySchema } from '../../../contracts/news.js';
import { AUTH, isSignedIn } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { FullTextRequests } from './full-text-requests.js';
import type { NewsService } from './service.js';

interface Deps {
  news: NewsService;
  fullText: FullTextRequests;
  sessionCookieName: string;
  /** Counts a member's open of an article (recommendations learn from it). */
  recordOpen(userId: number, articleId: number): Promise<void>;
}

const idParams = idParamsSchema('News id');

/** The feed, articles and full-text requests (spec 1 §7). */
export const newsRoutes: Plugin<Deps> = {
  name: 'news',
  register(server, { news, fullText, sessionCookieName, recordOpen }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/news',
        // The busiest route: anonymous readers skip authentication altogether.
        auth: AUTH.public,
        query: newsQuerySchema,
        handler: async ({ query, request }) => news.list(query, await isSignedIn(request, sessionCookieName)),
      }),
      route({
        method: 'GET',
        path: '/api/news/{id}',
        auth: AUTH.member,
        params: idParams,
        handler: async ({ params, user }) => {
          const article = await news.get(params.id);
          await recordOpen(user.id, article.id);
          return article;
        },
      }),
      route({
        method: 'POST',
        path: '/api/news/{id}/scrape-content',
        auth: AUTH.member,
        params: idParams,
        handler: async ({ params, h }) => {
          // Queued, not awaited: the page is fetched in the background and the client refetches.
          await fullText.request(params.id);
          return h.response({ success: true, message: 'Content processing initiated' }).code(202);
        },
      }),
    ]);
  },
};
