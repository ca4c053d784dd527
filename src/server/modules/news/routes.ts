import type { Plugin } from '@hapi/hapi';
import type { Mutes } from '../../../contracts/mutes.js';
import { idParamsSchema } from '../../../contracts/ids.js';
import { newsDetailSchema, newsListSchema, newsQuerySchema } from '../../../contracts/news.js';
import { actionResultSchema } from '../../../contracts/admin-provider.js';
import { BadRequestError, UnauthorizedError } from '../../errors.js';
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
  /** The symbols a member watches: the Watchlist filter (docs/product.md#watchlist). */
  watchlistOf(userId: number): Promise<string[]>;
  /** The languages a member reads, undefined for all (docs/languages.md#reading-languages). */
  readingLanguagesOf(userId: number): Promise<string[] | undefined>;
}

const EMPTY_PAGE = { items: [], totalCount: 0, hasMore: false };

const idParams = idParamsSchema('News id');

/** The feed, articles and full-text requests (docs/product.md#news). */
export const newsRoutes: Plugin<Deps> = {
  name: 'news',
  register(server, { news, fullText, recordOpen, mutesOf, watchlistOf, readingLanguagesOf }) {
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
        handler: async ({ query: asked, user }) => {
          // A member's reading languages apply unless the address names languages itself.
          const query = user && !asked.language ? { ...asked, language: await readingLanguagesOf(user.id) } : asked;
          if (!query.watchlist) return news.list(query, user ? await mutesOf(user.id) : undefined);
          if (!user) throw new UnauthorizedError('Sign in to see the news of your watchlist');
          if (query.ticker) throw new BadRequestError('watchlist and ticker cannot be combined: the watchlist names its own tickers');
          const symbols = await watchlistOf(user.id);
          // Pages are kept by the symbols, never by who asked, like the mutes.
          return symbols.length === 0 ? EMPTY_PAGE : news.list({ ...query, ticker: symbols }, await mutesOf(user.id));
        },
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
