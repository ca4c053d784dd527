import type { Plugin } from '@hapi/hapi';
import type { Mutes } from '../../../contracts/mutes.js';
import { idParamsSchema } from '../../../contracts/ids.js';
import { newsDetailSchema, newsListSchema, newsQuerySchema } from '../../../contracts/news.js';
import { actionResultSchema } from '../../../contracts/admin-provider.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { FullTextRequests } from './full-text-requests.js';
import type { NewsService } from './service.js';

interface Deps {
  news: NewsService;
  fullText: FullTextRequests;
  /** Counts a member's open of an article (recommendations learn from it). */
  recordOpen(userId: number, articleId: number): Promise<void>;
  /** What a member muted: their feed leaves it out (docs/product.md#mutes). */
  mutesOf(userId: number): Promise<Mutes>;
}

const idParams = idParamsSchema('News id');

/** The feed, articles and full-text requests (docs/product.md#news). */
export const newsRoutes: Plugin<Deps> = {
  name: 'news',
  register(server, { news, fullText, recordOpen, mutesOf }) {
    server.route([
      route({
        method: 'GET',
        path: '/api/news',
        summary: 'The news feed, a page at a time, by topic, search words and sort',
        response: newsListSchema,
        // The busiest route: signed-out readers (no cookie, nothing read) all get the same page; a
        // member's session is read for their mutes, and members with the same mutes share pages.
        auth: AUTH.optional,
        query: newsQuerySchema,
        handler: async ({ query, user }) => news.list(query, user ? await mutesOf(user.id) : undefined),
      }),
      route({
        method: 'GET',
        path: '/api/news/{id}',
        summary: 'One article with its full text, summary, tweet draft and the other reports of its story',
        response: newsDetailSchema,
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
        summary: 'Asks for the original page’s full text in the background',
        response: { status: 202, schema: actionResultSchema },
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
