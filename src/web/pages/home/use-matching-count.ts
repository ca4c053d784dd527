import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsList } from '../../../contracts/news';
import { apiGet } from '../../api/client';
import { type NewsListParams, newsQueryString } from '../../api/news';
import type { FeedQuery } from '../../components/news-feed/use-feed-items';

// The newest stories of the feed's query that the new ones are looked for among: a burst larger
// than this is counted up to it.
const LOOKED_AT = 100;
// A visitor's feed may come from a cache that an article change clears within half a second
// (docs/product.md, GET /api/news): asked at once, it could answer without the news just announced.
const CACHE_CLEARED_MS = 700;

/**
 * How many of these new articles the feed's query shows: its topic, search and filters, and the
 * member's mutes and languages, as the server reads them. A live event names every new article;
 * counted as they came, the "N new stories" pill and the announcement promised stories a topic, a
 * search or a mute would never show, and Show then added none. null until known.
 */
export function useMatchingCount(ids: readonly number[], query: FeedQuery): number | null {
  const params: NewsListParams = { page: 1, limit: LOOKED_AT, sort: 'latest', topic: query.topic, filters: query.filters };
  if (query.q !== '') params.q = query.q;
  const matching = useQuery({
    queryKey: ['news', 'matching', params, ids],
    queryFn: async () => {
      await new Promise((resolve) => setTimeout(resolve, CACHE_CLEARED_MS));
      return apiGet<NewsList>(`/api/news?${newsQueryString(params)}`);
    },
    enabled: ids.length > 0,
    staleTime: Infinity,
    // While more arrivals are looked up, the count of those already looked up stands (no flicker).
    placeholderData: keepPreviousData,
  });
  if (ids.length === 0) return 0;
  if (!matching.data) return null;
  const shown = new Set(matching.data.items.map((item) => item.id));
  return ids.filter((id) => shown.has(id)).length;
}
