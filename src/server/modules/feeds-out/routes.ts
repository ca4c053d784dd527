import type { Lifecycle, Plugin, Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { FEED_FORMATS, FEED_TOKEN_MESSAGES, type FeedFormat, feedTokenParamsSchema, feedTokenSchema, newsFeedQuerySchema } from '../../../contracts/feeds-out.js';
import { NotFoundError } from '../../errors.js';
import { AUTH } from '../../http/auth.js';
import { noRouteError } from '../../http/no-route.js';
import { route } from '../../http/route.js';
import { UNKNOWN_FEED_MESSAGE } from './feed-meta.js';
import { FEED_CONTENT_TYPES } from './presenter.js';
import { type FeedsOutService, isFeedKeyShaped, type RenderedFeed } from './service.js';

/** How long a reader (or a proxy, for the public feed) may reuse a feed before asking again. */
const FEED_MAX_AGE_MS = 60_000;


// A feed answer sets no cookie: a shared cache would hand the public feed's to every reader, and a
// reader has no use for the CSRF crumb (http/csrf.ts mints none where a route turns crumb off).
const NO_CRUMB = { crumb: false };

// A key of any other shape is an unknown key (docs/product.md#feeds-out): 404 before the input
// rule reads the params, which answers text such as a NUL with a 400.
const malformedKeyIsUnknown: Lifecycle.Method = (request, h) => {
  if (!isFeedKeyShaped(String(request.params.token))) throw new NotFoundError(FEED_TOKEN_MESSAGES.notFound);
  return h.continue;
};
const PERSONAL = { cache: { expiresIn: FEED_MAX_AGE_MS, privacy: 'private' as const }, plugins: NO_CRUMB, ext: { onPreAuth: { method: malformedKeyIsUnknown } } };

const NAMES: Record<FeedFormat, string> = { rss: 'RSS 2.0', atom: 'Atom 1.0', json: 'JSON Feed 1.1' };

/** The document, or 304 when the reader's ETag or date still matches it. */
function send(request: Request, h: ResponseToolkit, format: FeedFormat, feed: RenderedFeed) {
  // "*" matches any current version (RFC 9110 §13.1.2); Hapi compares it as a tag and never matches.
  if (String(request.headers['if-none-match'] ?? '').trim() === '*') return h.response().code(304).etag(feed.etag);
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
        response: { type: FEED_CONTENT_TYPES[format].split(';')[0], conditional: true },
        // The same document for everybody: no session is read, and shared caches may keep it.
        auth: AUTH.public,
        query: newsFeedQuerySchema,
        options: { cache: { expiresIn: FEED_MAX_AGE_MS, privacy: 'public' }, plugins: NO_CRUMB },
        handler: async ({ query, request, h }) => send(request, h, format, await feeds.news(format, query)),
      }),
      route({
        method: 'GET',
        path: `/feeds/u/{token}/recommendations.${format}`,
        summary: `A member’s For You list as ${NAMES[format]}, by the key of GET /api/user/feed-token`,
        response: { type: FEED_CONTENT_TYPES[format].split(';')[0], conditional: true },
        // The key in the URL is the credential; a shared cache must not keep one member's list.
        auth: AUTH.public,
        params: feedTokenParamsSchema,
        options: PERSONAL,
        handler: async ({ params, request, h }) => send(request, h, format, await feeds.recommendations(format, params.token)),
      }),
      route({
        method: 'GET',
        path: `/feeds/u/{token}/watchlist.${format}`,
        summary: `The news of a member’s watched assets as ${NAMES[format]}, by the key of GET /api/user/feed-token`,
        response: { type: FEED_CONTENT_TYPES[format].split(';')[0], conditional: true },
        auth: AUTH.public,
        params: feedTokenParamsSchema,
        options: PERSONAL,
        handler: async ({ params, request, h }) => send(request, h, format, await feeds.watchlist(format, params.token)),
      }),
    ]);
    server.route([
      ...perFormat,
      // Any other address under /feeds/ is a mistyped feed, not a page of the web app: a JSON 404, as
      // under /api/ (http/spa.ts). Listed methods, not '*': Hapi matches a GET route of any path before a '*' route.
      {
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        path: '/feeds/{path*}',
        options: { auth: false, plugins: NO_CRUMB },
        handler: (request) => {
          throw noRouteError(request, UNKNOWN_FEED_MESSAGE);
        },
      },
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
