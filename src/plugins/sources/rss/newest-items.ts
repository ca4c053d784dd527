import type { RawItem } from '../../sdk/index.js';

interface Ranked {
  index: number;
  /** NaN when the item has no date or an unreadable one. */
  time: number;
}

// Dated items before undated ones, newest first; items alike keep their feed order.
function newestFirst(a: Ranked, b: Ranked): number {
  const aDated = !Number.isNaN(a.time);
  const bDated = !Number.isNaN(b.time);
  if (aDated !== bDated) return aDated ? -1 : 1;
  return (aDated ? b.time - a.time : 0) || a.index - b.index;
}

/**
 * The newest `max` items by date (undated ones after the dated), returned in feed order. Feeds
 * list oldest first as often as newest first, so keeping the first `max` would lose the newest
 * items of a long oldest-first feed for good.
 */
export function newestItems(items: RawItem[], max: number): RawItem[] {
  if (items.length <= max) return items;
  const ranked = items.map((item, index) => ({ index, time: item.publishedAt === undefined ? Number.NaN : new Date(item.publishedAt).getTime() }));
  const kept = new Set(ranked.sort(newestFirst).slice(0, max).map(({ index }) => index));
  return items.filter((_, index) => kept.has(index));
}
