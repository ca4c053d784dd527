import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Watchlist } from '../../contracts/watchlist';
import { apiGet, apiSend } from './client';
import { newsKeys } from './news';
import { recommendationKeys } from './recommendations';

// Under 'user': a member's answers that api/auth drops when somebody else signs in.
export const watchlistKeys = { mine: ['user', 'watchlist'] as const };

async function fetchWatchlist(): Promise<Watchlist> {
  try {
    return await apiGet<Watchlist>('/api/user/watchlist');
  } catch (error) {
    throw new Error(`Failed to fetch watchlist: ${(error as Error).message}`, { cause: error });
  }
}

async function saveWatchlist(symbols: string[]): Promise<Watchlist> {
  try {
    return (await apiSend('PUT', '/api/user/watchlist', { symbols })) as Watchlist;
  } catch (error) {
    throw new Error(`Failed to save watchlist: ${(error as Error).message}`, { cause: error });
  }
}

/** The member's watched symbols (docs/product.md#watchlist). */
export function useWatchlist(enabled = true) {
  return useQuery({ queryKey: watchlistKeys.mine, queryFn: fetchWatchlist, enabled });
}

/**
 * Watches or stops watching one symbol. The list is read fresh first, so a symbol added in
 * another tab stays; the feeds that show watched news are loaded again after. Every Watch button
 * and card menu has its own mutation: they share a scope, so each waits for the one before to be
 * saved; at once, two read the same list and the last save dropped the other's symbol.
 */
export function useToggleWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'watchlist' },
    mutationFn: async ({ symbol, watch }: { symbol: string; watch: boolean }) => {
      const { symbols } = await queryClient.fetchQuery({ queryKey: watchlistKeys.mine, queryFn: fetchWatchlist, staleTime: 0 });
      return saveWatchlist(watch ? [...new Set([...symbols, symbol])] : symbols.filter((s) => s !== symbol));
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(watchlistKeys.mine, saved);
      await Promise.all([queryClient.invalidateQueries({ queryKey: newsKeys.lists }), queryClient.invalidateQueries({ queryKey: recommendationKeys.all })]);
    },
  });
}
