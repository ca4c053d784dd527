import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recommendation } from '../../contracts/recommendations';
import { recheckSession } from './auth';
import { apiGet } from './client';

export const recommendationKeys = {
  all: ['recommendations'] as const,
  feed: ['recommendations', 'feed'] as const,
  widget: ['recommendations', 'widget'] as const,
};

/** docs/product.md#sizes-and-limits: the feed starts at 20 and Load More adds 10; the widget shows 3, every 5 minutes. */
export const FEED_FIRST = 20;
export const FEED_MORE = 10;
export const WIDGET_COUNT = 3;
export const WIDGET_REFRESH_MS = 5 * 60_000;

/** A page of recommendations; null when the session has ended (only when `nullOn401`). */
async function fetchRecommendations(limit: number, offset: number, nullOn401 = false): Promise<Recommendation[] | null> {
  try {
    const query = new URLSearchParams({ limit: String(limit) });
    if (offset > 0) query.set('offset', String(offset));
    return await apiGet<Recommendation[] | null>(`/api/recommendations?${query}`, { nullOn401 });
  } catch (error) {
    throw new Error(`Failed to fetch recommendations: ${(error as Error).message}`, { cause: error });
  }
}

interface FeedPage {
  items: Recommendation[];
  offset: number;
  limit: number;
}

/** The personalised feed: 20 first, 10 more per Load More, none more once a page comes back short. */
export function useRecommendationFeed(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: recommendationKeys.feed,
    enabled,
    initialPageParam: { offset: 0, limit: FEED_FIRST },
    queryFn: async ({ pageParam }): Promise<FeedPage> => ({ items: (await fetchRecommendations(pageParam.limit, pageParam.offset)) ?? [], ...pageParam }),
    getNextPageParam: (last) => (last.items.length < last.limit ? undefined : { offset: last.offset + last.limit, limit: FEED_MORE }),
  });
}

/**
 * The floating widget's three items, refreshed every 5 minutes. A 401 is the session ending (a
 * sign-out while a refresh was on its way, or elsewhere): no items, and the header learns it.
 */
export function useWidgetRecommendations(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: recommendationKeys.widget,
    queryFn: async () => {
      const items = await fetchRecommendations(WIDGET_COUNT, 0, true);
      if (items === null) recheckSession(queryClient);
      return items ?? [];
    },
    enabled,
    refetchInterval: WIDGET_REFRESH_MS,
  });
}
