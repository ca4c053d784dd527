import { useDebouncedCallback, useThrottledCallback } from '@mantine/hooks';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type LiveStatus, useLiveStream } from '../api/live';
import { useInvalidateMarket } from '../api/market';
import { useInvalidateNews } from '../api/news';
import { useInvalidateTrending } from '../api/trending';

// Within this distance of the top the reader sees the head of the feed, so new items can land.
const TOP_ZONE_PX = 160;
// Enrichment reports articles one by one; a burst of events becomes at most one refetch a second.
const REFRESH_THROTTLE_MS = 1_000;
// A burst of new articles is announced once, after it has settled.
const ANNOUNCE_DEBOUNCE_MS = 1_000;

/** New articles to announce; `key` changes with each announcement, even of the same articles. */
export interface Arrival {
  ids: readonly number[];
  key: number;
}

export interface LiveUpdates {
  status: LiveStatus;
  /**
   * New articles announced while the reader was scrolled down, not shown yet: every new article,
   * which the feed counts against its own query (pages/home/use-matching-count.ts).
   */
  pendingIds: readonly number[];
  /** Scrolls to the top and shows what arrived meanwhile. */
  showPending: () => void;
  /** The last burst of new articles, wherever the reader is, for screen readers to hear. */
  arrival: Arrival | null;
}

export interface FeedRefresh {
  staleTime: number;
  refetchInterval: number;
}

/**
 * docs/product.md#client-timings: a live feed is fresh for 10 s and refetched every 5 min. With the stream up, events
 * bring changes and the 5 min refetch is a safety net; without it the feed polls at the live
 * interval (60 s).
 */
export function feedRefresh(status: LiveStatus): FeedRefresh {
  return { staleTime: 10_000, refetchInterval: status === 'open' ? 300_000 : 60_000 };
}

/** Gathers new articles and hands them on as one arrival once no more came for a second. */
function useArrivals(): { arrival: Arrival | null; add: (ids: readonly number[]) => void } {
  const unannounced = useRef<number[]>([]);
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const announce = useDebouncedCallback(() => {
    const ids = unannounced.current;
    unannounced.current = [];
    setArrival((was) => ({ ids, key: (was?.key ?? 0) + 1 }));
  }, ANNOUNCE_DEBOUNCE_MS);
  const add = (ids: readonly number[]) => {
    unannounced.current = [...unannounced.current, ...ids];
    announce();
  };
  return { arrival, add };
}

function readerAtTop(): boolean {
  return window.scrollY <= TOP_ZONE_PX;
}

/**
 * Keeps the home page current from the live stream: new articles land at once when the reader is
 * at the top, and are counted (the "N new" pill) while they read further down, so the list does
 * not move under them; quote refreshes refetch the market panels.
 */
export function useLiveUpdates(): LiveUpdates {
  const invalidateNews = useInvalidateNews();
  const invalidateMarket = useInvalidateMarket();
  const invalidateTrending = useInvalidateTrending();
  const refreshNews = useThrottledCallback(() => void invalidateNews(), REFRESH_THROTTLE_MS);
  const [pendingIds, setPendingIds] = useState<readonly number[]>([]);
  const [deferred, setDeferred] = useState(false);
  const arrivals = useArrivals();

  const applyDeferred = () => {
    setPendingIds([]);
    setDeferred(false);
    refreshNews();
  };

  const status = useLiveStream({
    onArticles: (event) => {
      if (event.kind === 'new') arrivals.add(event.ids);
      if (readerAtTop()) return refreshNews();
      if (event.kind === 'new') setPendingIds((ids) => [...new Set([...ids, ...event.ids])]);
      setDeferred(true);
    },
    onMarket: () => {
      void invalidateMarket();
      void invalidateTrending();
    },
  });

  // A reader who scrolls back up by themselves gets the deferred changes without a click.
  const onScroll = useEffectEvent(() => {
    if (readerAtTop()) applyDeferred();
  });
  useEffect(() => {
    if (!deferred) return undefined;
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [deferred]);

  return {
    status,
    pendingIds,
    showPending: () => {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      applyDeferred();
    },
    arrival: arrivals.arrival,
  };
}
