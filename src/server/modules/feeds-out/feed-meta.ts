import { FEED_DEFAULT_LIMIT, type FeedFormat, type NewsFeedQuery } from '../../../contracts/feeds-out.js';
import type { FeedMeta } from './presenter.js';

/** The 404 of any other address under /feeds/, in any case (http/spa.ts): a mistyped feed, not a page. */
export const UNKNOWN_FEED_MESSAGE = 'No feed at this address: the feeds are GET /feeds/news.{rss,atom,json} and /feeds/u/{key}/{recommendations,watchlist}.{rss,atom,json}';

/**
 * The query as a canonical query string: only what differs from the defaults, in one order, so a
 * feed's self link (and so its body and ETag) is the same however its URL spelled the filters.
 */
export function canonicalQuery(query: NewsFeedQuery): string {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.limit !== FEED_DEFAULT_LIMIT) params.set('limit', String(query.limit));
  if (query.sort !== 'latest') params.set('sort', query.sort);
  if (query.topic) params.set('topic', query.topic);
  if (query.q) params.set('q', query.q);
  if (query.ticker) params.set('ticker', query.ticker.join(','));
  if (query.sentiment) params.set('sentiment', query.sentiment);
  if (query.minImportance !== undefined) params.set('minImportance', String(query.minImportance));
  if (query.source !== undefined) params.set('source', String(query.source));
  if (query.since) params.set('since', query.since.toISOString());
  if (query.language) params.set('language', query.language.join(','));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** What the filters narrow the news to, in words, for the feed's title. */
function filterWords(query: NewsFeedQuery): string[] {
  const words: string[] = [];
  if (query.ticker) words.push(query.ticker.join(', '));
  if (query.topic && query.topic !== 'all') words.push(query.topic);
  if (query.sentiment) words.push(query.sentiment);
  if (query.minImportance !== undefined) words.push(`importance ≥ ${query.minImportance}`);
  if (query.q) words.push(`“${query.q}”`);
  if (query.source !== undefined) words.push(`source #${query.source}`);
  if (query.since) words.push(`since ${query.since.toISOString()}`);
  if (query.language) words.push(`in ${query.language.join(', ')}`);
  return words;
}

/** The public news feed's title, links and description for these filters. */
export function newsFeedMeta(publicUrl: string, format: FeedFormat, query: NewsFeedQuery): FeedMeta {
  const words = filterWords(query);
  const search = canonicalQuery(query);
  return {
    title: words.length > 0 ? `AlphaWire news: ${words.join(' · ')}` : 'AlphaWire news',
    description: 'Financial, markets and crypto news, scored and de-duplicated by AlphaWire',
    selfUrl: `${publicUrl}/feeds/news.${format}${search}`,
    // The home page shows the same order and filters (its address keeps them); a feed's page and size are the feed's own.
    pageUrl: `${publicUrl}/${canonicalQuery({ ...query, page: 1, limit: FEED_DEFAULT_LIMIT })}`,
    publicUrl,
  };
}

/** A member's For You feed: its self link carries the key, as the reader's subscription does. */
export function recommendationsFeedMeta(publicUrl: string, format: FeedFormat, token: string): FeedMeta {
  return {
    title: 'AlphaWire: For You',
    description: 'The news AlphaWire ranks first for this member: what they follow, weighed by importance and age',
    selfUrl: personalFeedUrl(publicUrl, token, format),
    pageUrl: `${publicUrl}/recommendations`,
    publicUrl,
  };
}

/** A member's watchlist feed: the news of the assets they watch, newest first. */
export function watchlistFeedMeta(publicUrl: string, format: FeedFormat, token: string, symbols: string[]): FeedMeta {
  return {
    title: symbols.length > 0 ? `AlphaWire watchlist: ${symbols.slice(0, 10).join(', ')}${symbols.length > 10 ? ', …' : ''}` : 'AlphaWire watchlist',
    description: 'The news of the assets this member watches, newest first',
    selfUrl: personalFeedUrl(publicUrl, token, format, 'watchlist'),
    pageUrl: `${publicUrl}/?watchlist=true`,
    publicUrl,
  };
}

/** The two personal feeds a key opens. */
export type PersonalFeed = 'recommendations' | 'watchlist';

export function personalFeedUrl(publicUrl: string, token: string, format: FeedFormat, feed: PersonalFeed = 'recommendations'): string {
  return `${publicUrl}/feeds/u/${token}/${feed}.${format}`;
}
