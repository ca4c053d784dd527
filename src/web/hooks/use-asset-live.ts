import { useThrottledCallback } from '@mantine/hooks';
import { useInvalidateAssets } from '../api/assets';
import { type LiveStatus, useLiveStream } from '../api/live';
import { useInvalidateNews } from '../api/news';

// As on the home page: enrichment reports articles one by one; a burst becomes one refetch a second.
const REFRESH_THROTTLE_MS = 1_000;

/**
 * Keeps the asset pages current from the live stream (docs/product.md#asset-pages): new or
 * re-scored articles change the mentions, the sentiment and the asset's news; refreshed quotes
 * change the prices. Unlike the home feed nothing is held back while the reader scrolls: the
 * asset's news is a short list beside a chart, not a stream read from the top.
 */
export function useAssetLive(): LiveStatus {
  const invalidateAssets = useInvalidateAssets();
  const invalidateNews = useInvalidateNews();
  const refreshArticles = useThrottledCallback(() => {
    void invalidateAssets();
    void invalidateNews();
  }, REFRESH_THROTTLE_MS);
  return useLiveStream({
    onArticles: refreshArticles,
    onMarket: () => void invalidateAssets(),
  });
}
