/**
 * What a page had when the reader left it, kept per entry of the browser's history (React
 * Router's location key): Back to that entry finds it again (the stories loaded, the open story,
 * the scroll position), while a new visit to the same address, a new entry, starts afresh. Kept
 * in memory only, for the most recent entries: a reload starts every page afresh.
 */
const MAX_ENTRIES = 50;
const entries = new Map<string, Map<string, unknown>>();

/** The value kept under `name` for this history entry, if any. */
export function remembered<T>(entryKey: string, name: string): T | undefined {
  return entries.get(entryKey)?.get(name) as T | undefined;
}

/** Keeps `value` under `name` for this history entry; the least recently kept entries go first. */
export function remember(entryKey: string, name: string, value: unknown): void {
  const values = entries.get(entryKey) ?? new Map<string, unknown>();
  entries.delete(entryKey);
  entries.set(entryKey, values.set(name, value));
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(oldest);
  }
}
