/**
 * Values read for everybody, kept by key. Past `ttlMs` a value is still served while one read
 * of its replacement runs, so a list everybody needs never makes every request wait at once.
 * A failed first read is forgotten; a failed refresh keeps the old value and tries again later.
 * At most `size` keys are kept (the oldest go first).
 */
export function createRefreshingCache<T>(ttlMs: number, size: number, now: () => number) {
  const entries = new Map<string, { value: Promise<T>; at: number; refreshing: boolean }>();

  function refresh(key: string, compute: () => Promise<T>): void {
    const entry = entries.get(key)!;
    entry.refreshing = true;
    compute().then(
      (value) => {
        if (entries.get(key) === entry) entries.set(key, { value: Promise.resolve(value), at: now(), refreshing: false });
      },
      () => {
        entry.refreshing = false;
      },
    );
  }

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        if (now() - entry.at >= ttlMs && !entry.refreshing) refresh(key, compute);
        return entry.value;
      }
      for (const oldKey of entries.keys()) {
        if (entries.size < size) break;
        entries.delete(oldKey);
      }
      const created = { value: compute(), at: now(), refreshing: false };
      entries.set(key, created);
      created.value.catch(() => {
        if (entries.get(key) === created) entries.delete(key);
      });
      return created.value;
    },
  };
}
