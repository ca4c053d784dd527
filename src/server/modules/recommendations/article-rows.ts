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
  const rows = new Map<number, { row: FeedRow; at: number }>();
  // A read that overlaps a change may return the row as it was: it is used, but not kept.
  let changes = 0;
  return {
    /** The rows of these ids that exist. */
    async get(ids: number[]): Promise<Map<number, FeedRow>> {
      const at = now();
      const found = new Map<number, FeedRow>();
      const missing: number[] = [];
      for (const id of ids) {
        const kept = rows.get(id);
        if (kept && at - kept.at < ttlMs) found.set(id, kept.row);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const changesBefore = changes;
      const read = await feed.findByIds(missing);
      for (const row of read) found.set(row.id, row);
      if (changes !== changesBefore) return found;
      for (const row of read) {
        rows.delete(row.id);
        rows.set(row.id, { row, at });
      }
      for (const id of rows.keys()) {
        if (rows.size <= ROWS_KEPT) break;
        rows.delete(id);
      }
      return found;
    },

    /** These articles changed: their rows are read again. */
    changed(ids: number[]): void {
      changes++;
      for (const id of ids) rows.delete(id);
    },
  };
}
