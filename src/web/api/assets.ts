import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssetDetail, AssetList, AssetWindow } from '../../contracts/assets';
import { apiGet } from './client';

/** The board's question: the window's most mentioned assets, in one order. */
export interface AssetListParams {
  window: AssetWindow;
  sort: 'mentions' | 'sentiment';
  limit: number;
}

export const assetKeys = {
  all: ['assets'] as const,
  list: (params: AssetListParams) => ['assets', 'list', params] as const,
  detail: (symbol: string, window: AssetWindow) => ['assets', 'detail', symbol, window] as const,
};

async function fetchAssetList(params: AssetListParams): Promise<AssetList> {
  const query = new URLSearchParams({ window: params.window, sort: params.sort, limit: String(params.limit) });
  return apiGet<AssetList>(`/api/assets?${query.toString()}`);
}

async function fetchAssetDetail(symbol: string, window: AssetWindow): Promise<AssetDetail> {
  return apiGet<AssetDetail>(`/api/assets/${encodeURIComponent(symbol)}?window=${window}`);
}

/** How often a page refetches: the live feed's timings (feedRefresh), as news moves the figures. */
export interface AssetRefresh {
  staleTime: number;
  refetchInterval: number;
}

/**
 * The asset board (docs/product.md#asset-pages). Switching window or order keeps the old board on
 * screen until the new one arrives, so the tiles do not blink out.
 */
export function useAssetList(params: AssetListParams, refresh: AssetRefresh) {
  return useQuery({ queryKey: assetKeys.list(params), queryFn: () => fetchAssetList(params), placeholderData: keepPreviousData, ...refresh });
}

/** One asset over a window; a 404 ("Asset not found") is not retried (query-client.ts). */
export function useAssetDetail(symbol: string, window: AssetWindow, refresh: AssetRefresh) {
  return useQuery({
    queryKey: assetKeys.detail(symbol, window),
    queryFn: () => fetchAssetDetail(symbol, window),
    ...refresh,
    // Only a change of window keeps the old asset on screen; another asset starts from its skeleton.
    placeholderData: (previous) => (previous?.symbol === symbol ? previous : undefined),
  });
}

/** Marks every asset query stale: new or re-scored articles change mentions and sentiment. */
export function useInvalidateAssets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: assetKeys.all });
}
