import { LRUCache } from 'lru-cache';

export interface CacheOptions<T = unknown> {
  /** How long a value is used; it is stale once more than this has passed. */
  ttlMs: number;
  /** Keys kept at most: the least recently used go first. */
  size: number;
  /** Milliseconds since the epoch (tests hand in a fixed clock). */
  now?: () => number;
  /**
   * Stale values are still served while one read of their replacement runs in the background,
   * so a value everybody needs never makes every request wait at once. A failed refresh keeps
   * the stale value, and the next request tries again.
   */
  staleWhileRevalidate?: boolean;
  /**
   * For values whose size varies a lot (a rendered feed): the most they may hold together, as
   * `sizeOf` counts them, the least recently used going first. Without it only `size` bounds them.
   */
  maxBytes?: { total: number; sizeOf: (value: T) => number };
}

/** Answers kept in memory by key, for everybody who asks within their time. */
export interface Cache<T> {
  /**
   * The value kept for `key`, or the one `read` gives. Callers asking while it reads share that
   * one read; a failed read is forgotten at once.
   */
  get(key: string, read: () => Promise<T>): Promise<T>;
  /** The value kept for `key` while it is fresh, without reading it. */
  kept(key: string): T | undefined;
  set(key: string, value: T): void;
  /** Forgets a key: a read of it already running still answers its callers, but is not kept. */
  delete(key: string): void;
  /** Forgets every key, as `delete` does. */
  clear(): void;
}

/** The one in-memory cache of the server: size-bound, timed, one read per key at a time. */
export function createCache<T>({ ttlMs, size, now = Date.now, staleWhileRevalidate = false, maxBytes }: CacheOptions<T>): Cache<T> {
  // Values go in a box: lru-cache keeps no null, and some answers are null ("past the end").
  const entries = new LRUCache<string, { value: T }, () => Promise<T>>({
    max: size,
    ttl: ttlMs,
    // lru-cache would otherwise reuse one reading of the clock for a millisecond of real time.
    ttlResolution: 0,
    perf: { now },
    allowStale: staleWhileRevalidate,
    noDeleteOnFetchRejection: staleWhileRevalidate,
    // A key deleted while it is read aborts the read; its callers still get what it reads.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: read }) => ({ value: await read() }),
    ...(maxBytes ? { maxSize: maxBytes.total, sizeCalculation: (box: { value: T }) => Math.max(1, maxBytes.sizeOf(box.value)) } : {}),
  });
  return {
    async get(key, read) {
      // A read's failure rejects here; lru-cache answers undefined only to a read nobody awaits.
      const box = await entries.fetch(key, { context: read });
      return box!.value;
    },
    kept: (key) => entries.get(key)?.value,
    set: (key, value) => {
      entries.set(key, { value });
    },
    delete: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
