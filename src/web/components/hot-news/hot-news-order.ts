import type { NewsItem } from '../../../contracts/news';

// docs/product.md#market-panels: an item is highlighted when both its relevance and its popularity reach 80.
const HOT_THRESHOLD = 80;

export interface HotEntry {
  item: NewsItem;
  highlighted: boolean;
}

export function isHighlighted(item: NewsItem): boolean {
  const relevance = item.scoring.relevance_score;
  const popularity = item.popularityScore;
  return relevance !== null && popularity !== null && relevance >= HOT_THRESHOLD && popularity >= HOT_THRESHOLD;
}

/** The relevance list with its highlighted items moved to the top, each group keeping its order. */
export function hotNewsOrder(items: readonly NewsItem[]): HotEntry[] {
  const entries = items.map((item) => ({ item, highlighted: isHighlighted(item) }));
  return [...entries.filter((entry) => entry.highlighted), ...entries.filter((entry) => !entry.highlighted)];
}
