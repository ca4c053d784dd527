import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketListResponse, TickerResponse } from '../../contracts/market';
import { apiGet } from './client';

/** The overview's two lists, each served by its own call. */
export type MarketList = 'crypto' | 'indices';

export const marketKeys = {
  all: ['market'] as const,
  tickers: ['market', 'tickers'] as const,
  list: (list: MarketList) => ['market', list] as const,
};

async function fetchTickers(): Promise<TickerResponse> {
  return apiGet<TickerResponse>('/api/market/tickers');
}

async function fetchMarketList(list: MarketList): Promise<MarketListResponse> {
  return apiGet<MarketListResponse>(`/api/market/${list}?includeSource=true`);
}

/** The ticker bar's entries: US, European and Asian indices, then currencies. */
export function useTickers() {
  return useQuery({ queryKey: marketKeys.tickers, queryFn: fetchTickers });
}

/** Crypto or index quotes for the market overview (it shows the first five). */
export function useMarketList(list: MarketList) {
  return useQuery({ queryKey: marketKeys.list(list), queryFn: () => fetchMarketList(list) });
}

/** Marks every market query stale, e.g. when the live stream says quotes were refreshed. */
export function useInvalidateMarket() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: marketKeys.all });
}
