import type { Cursor, RawItem } from '../../sdk/index.js';

/**
 * What earlier fetches saw: the newest publication time, and the articles published at exactly
 * that time. Marketaux's published_after has one-second precision and may include that second, so
 * the guids tell the already-seen articles of that second from new ones.
 */
export interface SeenState {
  newestMs: number;
  newestGuids: Set<string>;
}

/** Reads the cursor the host kept; an unreadable one counts as none (first fetch). */
export function readCursor(cursor: Cursor | null): SeenState | null {
  const publishedAfter = cursor?.publishedAfter;
  if (typeof publishedAfter !== 'string') return null;
  const newestMs = Date.parse(publishedAfter);
  if (Number.isNaN(newestMs)) return null;
  const guids = typeof cursor?.newestGuids === 'string' ? cursor.newestGuids.split(',') : [];
  return { newestMs, newestGuids: new Set(guids.filter(Boolean)) };
}

/** The published_after value for the API: UTC to the second, rounded down so nothing is skipped. */
export function publishedAfterParam(state: SeenState | null): string | null {
  return state ? new Date(state.newestMs).toISOString().slice(0, 19) : null;
}

/** True when an article was not handed to the host by an earlier fetch. */
export function isUnseen(state: SeenState | null, guid: string, publishedAt: string | undefined): boolean {
  if (!state || !publishedAt) return true;
  const at = Date.parse(publishedAt);
  if (Number.isNaN(at) || at > state.newestMs) return true;
  return at === state.newestMs && !state.newestGuids.has(guid);
}

/** The cursor after this fetch: the newest of the previous state and the items returned. */
export function nextCursor(state: SeenState | null, items: RawItem[]): Cursor | null {
  let newestMs = state?.newestMs ?? Number.NEGATIVE_INFINITY;
  let guids = new Set(state?.newestGuids ?? []);
  for (const item of items) {
    const at = typeof item.publishedAt === 'string' ? Date.parse(item.publishedAt) : Number.NaN;
    if (Number.isNaN(at) || !item.guid || at < newestMs) continue;
    if (at > newestMs) guids = new Set();
    newestMs = at;
    guids.add(item.guid);
  }
  if (!Number.isFinite(newestMs)) return null;
  return { publishedAfter: new Date(newestMs).toISOString(), newestGuids: [...guids].join(',') };
}
