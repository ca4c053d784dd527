import { z } from 'zod';
import { newsLimit, newsQuerySchema } from './news.js';

export { FEED_FORMATS, type FeedFormat } from './feeds-out-constants.js';

/** Items a feed carries when the URL names no limit: a reader polls, it does not page. */
export const FEED_DEFAULT_LIMIT = 50;

/**
 * GET /feeds/news.{rss,atom,json}: the parameters of GET /api/news, so both filter alike and refuse
 * alike; only the default length differs, and the member's own watchlist filter is left out.
 */
export const newsFeedQuerySchema = newsQuerySchema
  .omit({ watchlist: true }) // a member's own: their personal watchlist feed carries it
  .extend({ limit: newsLimit(FEED_DEFAULT_LIMIT) });
export type NewsFeedQuery = z.infer<typeof newsFeedQuerySchema>;

/** A personal feed's key, as its URL carries it; any other text is answered 404, as an unknown key is. */
export const feedTokenParamsSchema = z.object({ token: z.string() });

/** GET /api/user/feed-token and its reset: the member's key and the addresses of their personal feeds. */
export const feedTokenSchema = z.object({
  token: z.string(),
  /** The recommendations feed in each format. */
  urls: z.object({ rss: z.string(), atom: z.string(), json: z.string() }),
  /** The feed of news about the member's watched assets, in each format. */
  watchlistUrls: z.object({ rss: z.string(), atom: z.string(), json: z.string() }),
});
export type FeedToken = z.infer<typeof feedTokenSchema>;

export const FEED_TOKEN_MESSAGES = {
  notFound: 'No feed at this address: its key was reset or never existed',
} as const;
