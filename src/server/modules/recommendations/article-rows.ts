import { createCache } from '../../cache.js';
import type { FeedRepository, FeedRow } from '../news/feed-repository.js';

/** Rows kept at most: the articles rankings put on a page are much the same few for everybody. */
const ROWS_KEPT = 500;

export type ArticleRows = ReturnType<typeof createArticleRows>;

/**
 * The page's articles as the feed reads them (without full text), read once for all members:
 * the newest important articles top most members' lists. A row is used for `ttlMs` at most and is
 * dropped at once when the article changes (live events, from every instance).
 */
export function createArticleRows(feed: FeedRepository, ttlMs: number, now: () => number = Date.now) {
  const rows = createCache<FeedRow>({ ttlMs, size: ROWS_KEPT, now });
  // A read that overlaps a change may return the row as it was: it is used, but not kept.
  let changes = 0;
  return {
    /** The rows of these ids that exist. */
    async get(ids: number[]): Promise<Map<number, FeedRow>> {
      const found = new Map<number, FeedRow>();
      const missing: number[] = [];
      for (const id of ids) {
        const kept = rows.kept(String(id));
        if (kept) found.set(id, kept);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const changesBefore = changes;
      const read = await feed.findByIds(missing);
      for (const row of read) found.set(row.id, row);
      if (changes === changesBefore) for (const row of read) rows.set(String(row.id), row);
      return found;
    },

    /** These articles changed: their rows are read again. */
    changed(ids: number[]): void {
      changes++;
      for (const id of ids) rows.delete(String(id));
    },
  };
}
