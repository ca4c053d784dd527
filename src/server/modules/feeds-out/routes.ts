import type { Plugin, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { FEED_FORMATS, type FeedFormat, feedTokenParamsSchema, feedTokenSchema, newsFeedQuerySchema } from '../../../contracts/feeds-out.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { FEED_CONTENT_TYPES } from './presenter.js';
import type { FeedsOutService, RenderedFeed } from './service.js';

/** How long a reader (or a proxy, for the public feed) may reuse a feed before asking again. */
const FEED_MAX_AGE_MS = 60_000;

const NAMES: Record<FeedFormat, string> = { rss: 'RSS 2.0', atom: 'Atom 1.0', json: 'JSON Feed 1.1' };

/** The document, or 304 when the reader's ETag or date still matches it. */
function send(h: ResponseToolkit, format: FeedFormat, feed: RenderedFeed) {
  const unchanged = h.entity({ etag: feed.etag, modified: feed.lastModified.toUTCString() });
  return unchanged ?? h.response(feed.body).type(FEED_CONTENT_TYPES[format]);
}

/**
 * Feeds out (docs/product.md#feeds-out): the news as RSS, Atom and JSON Feed for any reader, and a
 * member's personal feeds by the secret key in their URL (no cookie: a feed reader has none).
 */
export const feedsOutRoutes: Plugin<{ feeds: FeedsOutService }> = {
  name: 'feeds-out',
  register(server, { feeds }) {
    const perFormat = FEED_FORMATS.flatMap((format): ServerRoute[] => [
      route({
        method: 'GET',
        path: `/feeds/news.${format}`,
        summary: `The news feed as ${NAMES[format]}, with the filters of GET /api/news`,
        response: { type: FEED_CONTENT_TYPES[format].split(';')[0] },
        // The same document for everybody: no session is read, and shared caches may keep it.
        auth: AUTH.public,
        query: newsFeedQuerySchema,
        options: { cache: { expiresIn: FEED_MAX_AGE_MS, privacy: 'public' } },
        handler: async ({ query, h }) => send(h, format, await feeds.news(format, query)),
      }),
      route({
        method: 'GET',
        path: `/feeds/u/{token}/recommendations.${format}`,
        summary: `A member’s For You list as ${NAMES[format]}, by the key of GET /api/user/feed-token`,
        response: { type: FEED_CONTENT_TYPES[format].split(';')[0] },
        // The key in the URL is the credential; a shared cache must not keep one member's list.
        auth: AUTH.public,
        params: feedTokenParamsSchema,
        options: { cache: { expiresIn: FEED_MAX_AGE_MS, privacy: 'private' } },
        handler: async ({ params, h }) => send(h, format, await feeds.recommendations(format, params.token)),
      }),
      route({
        method: 'GET',
        path: `/feeds/u/{token}/watchlist.${format}`,
        summary: `The news of a member’s watched assets as ${NAMES[format]}, by the key of GET /api/user/feed-token`,
        response: { type: FEED_CONTENT_TYPES[format].split(';')[0] },
        auth: AUTH.public,
        params: feedTokenParamsSchema,
        options: { cache: { expiresIn: FEED_MAX_AGE_MS, privacy: 'private' } },
        handler: async ({ params, h }) => send(h, format, await feeds.watchlist(format, params.token)),
      }),
    ]);
    server.route([
      ...perFormat,
      route({
        method: 'GET',
        path: '/api/user/feed-token',
        summary: 'The member’s key to their personal feeds and the feeds’ URLs (made on the first ask)',
        response: feedTokenSchema,
        // Managed with the session only, as API tokens are: a leaked API token cannot read the key.
        auth: AUTH.session,
        handler: async ({ user, h }) => h.response(await feeds.token(user.id)).header('cache-control', 'no-store'),
      }),
      route({
        method: 'POST',
        path: '/api/user/feed-token/reset',
        summary: 'Replaces the member’s feed key: the old URLs answer 404 from now on',
        response: feedTokenSchema,
        auth: AUTH.session,
        handler: async ({ user, h }) => h.response(await feeds.resetToken(user.id)).header('cache-control', 'no-store'),
      }),
    ]);
  },
};
