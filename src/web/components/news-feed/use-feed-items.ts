import { useEffect, useMemo, useState } from 'react';
import { useEntryState } from '../../hooks/use-entry-state';
import type { NewsItem, NewsSort } from '../../../contracts/news';
import type { TopicId } from '../../../contracts/topics';
import { useMutes } from '../../api/mutes';
import { usePreferences } from '../../api/preferences';
import { type NewsListParams, useNewsList } from '../../api/news';
import type { FeedFilters } from '../../lib/feed-filters';
import type { FeedRefresh } from '../../hooks/use-live-updates';
import { useWatchlist } from '../../api/watchlist';
import { absorbPages, onlyRead, onlyWatched, withoutMuted } from './feed-entries';

// docs/product.md#sizes-and-limits: the home feed loads 20 a page.
export const FEED_PAGE_SIZE = 20;

export interface FeedQuery {
  topic: TopicId;
  sort: NewsSort;
  q: string;
  filters: FeedFilters;
  /** On an asset's page, its symbol: the feed is that asset's news (its empty state says so). */
  asset?: string;
}

export interface FeedItems {
  items: NewsItem[];
  totalCount: number | null;
  status: 'loading' | 'error' | 'ready';
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface Shown {
  head: NewsItem[] | undefined;
  more: NewsItem[] | undefined;
  items: NewsItem[];
}

function feedStatus(loaded: boolean, failed: boolean): FeedItems['status'] {
  if (!loaded) return 'loading';
  return failed ? 'error' : 'ready';
}

function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return undefined;
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/**
 * The feed for one query, page by page: page 1 stays live (refetched as news arrives) while
 * Load more fetches the next page and appends it. The first request waits delayMs (the 50 ms
 * after a change, docs/product.md#client-timings). A new query is a new mount (the caller keys on it), which is the
 * reset to page 1 with a cleared list.
 */
export function useFeedItems(query: FeedQuery, delayMs: number, refresh: FeedRefresh): FeedItems {
  const ready = useElapsed(delayMs);
  const params: NewsListParams = { page: 1, limit: FEED_PAGE_SIZE, sort: query.sort, topic: query.topic, filters: query.filters };
  if (query.q !== '') params.q = query.q;
  // Back from a story finds the pages loaded with Load more, and the list they built, again.
  const kept = `feed:${JSON.stringify(params)}`;
  const [page, setPage] = useEntryState(`${kept}:page`, () => 1);
  const head = useNewsList(params, { ...refresh, enabled: ready });
  const more = useNewsList({ ...params, page }, { ...refresh, enabled: ready && page > 1 });

  const headItems = ready ? head.data?.items : undefined;
  // While the next page loads, the previous one stands in for it; it is already on screen.
  const moreItems = ready && page > 1 && !more.isPlaceholderData ? more.data?.items : undefined;
  // The list outlives the pages that built it (an item pushed off page 1 stays), so it is state,
  // folded in during render whenever a page brings new data: no effect, no flash of the old list.
  const [shown, setShown] = useEntryState<Shown>(`${kept}:shown`, () => ({ head: undefined, more: undefined, items: [] }));
  if (headItems !== shown.head || moreItems !== shown.more) {
    setShown({ head: headItems, more: moreItems, items: absorbPages(shown.items, headItems ?? [], moreItems ?? []) });
  }

  // A mute takes its stories off at once, kept ones too, and Undo brings them back. The lists are
  // read from the cache only (a save or the settings page puts them there): never fetched here.
  const mutes = useMutes(false).data;
  // Likewise an asset taken off the watchlist takes its stories off the Watchlist filter's list.
  const watched = useWatchlist(false).data?.symbols;
  const watchlistOn = query.filters.watchlist === true;
  // And a language dropped in Preferences takes its stories off, unless the address names languages itself (as on the server).
  const reading = usePreferences(false).data?.languages;
  const readFilter = query.filters.languages.length === 0 ? reading : undefined;
  const items = useMemo(
    () => onlyRead(onlyWatched(withoutMuted(shown.items, mutes), watchlistOn ? watched : undefined), readFilter),
    [shown.items, mutes, watched, watchlistOn, readFilter],
  );

  const last = page > 1 && more.data && !more.isPlaceholderData ? more.data : head.data;
  return {
    items,
    totalCount: head.data?.totalCount ?? null,
    status: feedStatus(ready && !head.isPending, head.isError && shown.items.length === 0),
    error: head.error,
    hasMore: last?.hasMore ?? false,
    loadingMore: page > 1 && (more.isPending || more.isPlaceholderData),
    loadMore: () => setPage((current) => current + 1),
    retry: () => void head.refetch(),
  };
}
