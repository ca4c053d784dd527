import type { Cursor } from '../../sdk/index.js';
import type { CryptopanicPost } from './answer.js';

// CryptoPanic post ids grow with time, so the newest id seen tells old posts from new ones;
// the newest publication time travels along for an admin reading the cursor.

/** The newest post id an earlier fetch returned, or null on a first fetch or unreadable cursor. */
export function newestIdOf(cursor: Cursor | null): number | null {
  const id = cursor?.newestId;
  return typeof id === 'number' && Number.isFinite(id) ? id : null;
}

/** True when a post was not handed to the host by an earlier fetch. */
export function isUnseen(newestId: number | null, post: CryptopanicPost): boolean {
  return newestId === null || post.id > newestId;
}

/** The cursor after this fetch: the newest of the previous cursor and the posts returned. */
export function nextCursor(previous: Cursor | null, posts: CryptopanicPost[]): Cursor | null {
  const newest = posts.reduce<CryptopanicPost | null>((best, p) => (best === null || p.id > best.id ? p : best), null);
  const previousId = newestIdOf(previous);
  if (!newest || (previousId !== null && newest.id <= previousId)) return previous;
  return { newestId: newest.id, newestPublishedAt: newest.published_at ?? null };
}
