import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrendingItem } from '../../contracts/trending';
import { apiGet } from './client';

export const trendingKeys = { list: ['trending'] as const };

async function fetchTrending(): Promise<TrendingItem[]> {
  return apiGet<TrendingItem[]>('/api/trending');
}

/** The ranked Trending Topics list, with the app's default refresh (docs/product.md#client-timings). */
export function useTrending() {
  return useQuery({ queryKey: trendingKeys.list, queryFn: fetchTrending });
}

/** Marks the trending list stale: it weighs market moves, so it follows quote refreshes. */
export function useInvalidateTrending() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trendingKeys.list });
}
