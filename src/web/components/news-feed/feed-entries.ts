import { unreadTest } from '../../../contracts/languages-constants';
import { muteTest } from '../../../contracts/mutes-constants';
import type { Mutes } from '../../../contracts/mutes';
import type { NewsItem } from '../../../contracts/news';
import type { TopicId } from '../../../contracts/topics';
import { type FeedFilters, hasFeedFilters } from '../../lib/feed-filters';
import { stripMarkup } from '../../lib/news-format';

/**
 * Folds freshly fetched pages into the list on screen: page 1 (which moves as news arrives) goes
 * first, everything shown before keeps its place after it, and a newly loaded page is appended.
 * Items pushed off page 1 by newer ones stay visible instead of falling into a gap between pages.
 */
export function absorbPages(shown: readonly NewsItem[], head: readonly NewsItem[], more: readonly NewsItem[]): NewsItem[] {
  const headIds = new Set(head.map((item) => item.id));
  const fresher = new Map(more.map((item) => [item.id, item]));
  const rest = shown.filter((item) => !headIds.has(item.id)).map((item) => fresher.get(item.id) ?? item);
  const known = new Set([...headIds, ...rest.map((item) => item.id)]);
  return [...head, ...rest, ...more.filter((item) => !known.has(item.id))];
}

/**
 * The items the member's mutes leave (docs/product.md#mutes), by the server's own rule. The list
 * keeps what it has shown across refetches, so a story a new mute covers would otherwise stay.
 */
export function withoutMuted(items: NewsItem[], mutes: Mutes | undefined): NewsItem[] {
  const muted = mutes === undefined ? null : muteTest(mutes);
  if (muted === null) return items;
  return items.filter((item) => !muted({ sourceId: item.source_id, tickers: item.tickers, title: item.title }));
}

/**
 * Under the Watchlist filter, the items that name a watched symbol (docs/product.md#watchlist):
 * as with mutes, the list keeps what it has shown, so a story of an asset just unwatched would stay.
 */
export function onlyWatched(items: NewsItem[], symbols: readonly string[] | undefined): NewsItem[] {
  if (symbols === undefined) return items;
  const watched = new Set(symbols);
  return items.filter((item) => item.tickers.some((ticker) => watched.has(ticker)));
}

/**
 * The items in languages the member reads (docs/product.md#personalised-feed-page), by the
 * server's own rule: as with mutes, the list keeps what it has shown, so a story in a language
 * just dropped in Preferences would stay.
 */
export function onlyRead(items: NewsItem[], languages: readonly string[] | undefined): NewsItem[] {
  const unread = languages === undefined ? null : unreadTest(languages);
  if (unread === null) return items;
  return items.filter((item) => !unread(item));
}

export type FeedEntry =
  | { kind: 'news'; item: NewsItem; index: number }
  | { kind: 'sponsored'; key: string };

/** The feed's items with a sponsored card after every `every`th one; none when every is null. */
export function withSponsored(items: readonly NewsItem[], every: number | null): FeedEntry[] {
  return items.flatMap((item, index): FeedEntry[] => {
    const entry: FeedEntry = { kind: 'news', item, index };
    const adDue = every !== null && (index + 1) % every === 0;
    return adDue ? [entry, { kind: 'sponsored', key: `sponsored-${index + 1}` }] : [entry];
  });
}

/** The index the cursor lands on after j (+1) or k (-1); the first press starts at the top. */
export function moveCursor(count: number, current: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return 0;
  return Math.min(count - 1, Math.max(0, current + step));
}

/** What a screen reader hears as j or k lands on a story: its title and place ("…, 3 of 20"). */
export function cursorAnnouncement(item: Pick<NewsItem, 'title'>, index: number, count: number): string {
  return `${stripMarkup(item.title)}, ${index + 1} of ${count}`;
}

export type EmptyFeedKind = 'search' | 'asset' | 'filter' | 'fresh';

/**
 * Why a feed came back empty: nothing matched the words searched, nothing names the asset of its
 * page (whose ticker is the page, not a filter the reader chose), nothing in the topic or the
 * filters, or (no search, no topic, no filter) the instance has no news at all yet.
 */
export function emptyFeedKind(query: { q: string; topic: TopicId; filters: FeedFilters; asset?: string }): EmptyFeedKind {
  if (query.q !== '') return 'search';
  if (query.asset !== undefined) return hasFeedFilters({ ...query.filters, tickers: [] }) ? 'filter' : 'asset';
  return query.topic === 'all' && !hasFeedFilters(query.filters) ? 'fresh' : 'filter';
}
