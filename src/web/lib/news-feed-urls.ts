import { FEED_FORMATS, type FeedFormat } from '../../contracts/feeds-out-constants';
import type { NewsSort } from '../../contracts/news';
import { type FeedFilters, feedFilterEntries } from './feed-filters';

interface NewsFeedView {
  topic: string;
  sort: NewsSort;
  q: string;
  filters: FeedFilters;
}

/** The query of GET /feeds/news.* for what the home feed shows: its parameters are GET /api/news's. */
export function newsFeedSearch({ topic, sort, q, filters }: NewsFeedView): string {
  const params = new URLSearchParams();
  if (sort !== 'latest') params.set('sort', sort);
  if (topic !== 'all') params.set('topic', topic);
  if (q.trim() !== '') params.set('q', q.trim());
  // The watchlist is the member's own: their personal watchlist feed carries it, not this one.
  for (const [name, value] of feedFilterEntries({ ...filters, watchlist: false })) params.set(name, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The news feed's address in each format (docs/product.md#feeds-out). */
export function newsFeedUrls(origin: string, view: NewsFeedView): Record<FeedFormat, string> {
  const search = newsFeedSearch(view);
  return Object.fromEntries(FEED_FORMATS.map((format) => [format, `${origin}/feeds/news.${format}${search}`])) as Record<FeedFormat, string>;
}
