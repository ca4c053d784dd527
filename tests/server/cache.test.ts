import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/server/cache.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));
// A fixed moment: the cache's clock is milliseconds since the epoch.
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A read that ends when the test says so, counting how often it was started. */
function heldReads() {
  const state = { reads: 0, finish: () => {} };
  const read = () => new Promise<number>((resolve) => {
    const n = ++state.reads;
    state.finish = () => resolve(n);
  });
  return { state, read };
}

describe('the cache of answers', () => {
  it('shares one read among callers who ask while it runs, and reads again once more than its time has passed', async () => {
    let now = T0;
    const cache = createCache<number>({ ttlMs: 1_000, size: 10, now: () => now });
    const { state, read } = heldReads();
    const both = Promise.all([cache.get('k', read), cache.get('k', read)]);
    state.finish();
    expect(await both).toEqual([1, 1]);
    now = T0 + 1_000;
    expect(await cache.get('k', read)).toBe(1);
    now = T0 + 1_001;
    const again = cache.get('k', read);
    state.finish();
    expect(await again).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('forgets a failed read at once', async () => {
    const cache = createCache<string>({ ttlMs: 1_000, size: 10, now: () => T0 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'read again')).toBe('read again');
  });

  it('keeps null answers like any other', async () => {
    let reads = 0;
    const cache = createCache<string | null>({ ttlMs: 1_000, size: 10, now: () => T0 });
    const read = async () => {
      reads += 1;
      return null;
    };
    expect(await cache.get('k', read)).toBeNull();
    expect(await cache.get('k', read)).toBeNull();
    expect(reads).toBe(1);
  });

  it('answers the callers of a read that overlaps a delete, but does not keep what it read', async () => {
    const cache = createCache<number>({ ttlMs: 1_000, size: 10, now: () => T0 });
    const { state, read } = heldReads();
    const reading = cache.get('k', read);
    cache.clear();
    state.finish();
    expect(await reading).toBe(1);
    const after = cache.get('k', read);
    state.finish();
    expect(await after).toBe(2);

    const deleting = cache.get('j', read);
    cache.delete('j');
    state.finish();
    expect(await deleting).toBe(3);
    expect(cache.kept('j')).toBeUndefined();
  });

  it('hands out and takes values directly, fresh ones only', async () => {
    let now = T0;
    const cache = createCache<string>({ ttlMs: 1_000, size: 10, now: () => now });
    cache.set('k', 'row');
    expect(cache.kept('k')).toBe('row');
    expect(cache.kept('other')).toBeUndefined();
    now = T0 + 1_001;
    expect(cache.kept('k')).toBeUndefined();
  });

  it('keeps at most its size, the least recently used going first', async () => {
    let reads = 0;
    const cache = createCache<number>({ ttlMs: 1_000, size: 2, now: () => T0 });
    const read = async () => ++reads;
    await cache.get('a', read);
    await cache.get('b', read);
    await cache.get('c', read);
    expect(await cache.get('b', read)).toBe(2);
    expect(await cache.get('a', read)).toBe(4);
    expect(await cache.get('b', read)).toBe(2);
    expect(await cache.get('c', read)).toBe(5);
  });

  it('keeps at most its bytes when told how to count them, whatever the count of keys', () => {
    const cache = createCache<string>({ ttlMs: 1_000, size: 100, now: () => T0, maxBytes: { total: 10, sizeOf: (text) => text.length } });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('c', 'cccc');
    expect([cache.kept('a'), cache.kept('b'), cache.kept('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    // One bigger than all it may hold is not kept at all.
    cache.set('d', 'x'.repeat(11));
    expect(cache.kept('d')).toBeUndefined();
    expect(cache.kept('c')).toBe('cccc');
  });
});

describe('the cache that serves stale values while it refreshes', () => {
  it('serves a stale value while one read of the new one runs, then the new one', async () => {
    let now = T0;
    const cache = createCache<number>({ ttlMs: 1_000, size: 10, now: () => now, staleWhileRevalidate: true });
    const { state, read } = heldReads();
    const first = cache.get('k', read);
    state.finish();
    expect(await first).toBe(1);
    now = T0 + 1_000;
    expect(await cache.get('k', read)).toBe(1);
    now = T0 + 1_001;
    expect(await cache.get('k', read)).toBe(1);
    expect(await cache.get('k', read)).toBe(1);
    expect(state.reads).toBe(2);
    state.finish();
    await settle();
    expect(await cache.get('k', read)).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('keeps the old value when a refresh fails and tries again, and forgets a failed first read', async () => {
    let now = T0;
    const cache = createCache<string>({ ttlMs: 1_000, size: 10, now: () => now, staleWhileRevalidate: true });
    await cache.get('k', async () => 'old');
    now = T0 + 5_000;
    expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe('old');
    await settle();
    expect(await cache.get('k', async () => 'new')).toBe('old');
    await settle();
    expect(await cache.get('k', async () => 'newer')).toBe('new');

    await expect(cache.get('failing', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    expect(await cache.get('failing', async () => 'read again')).toBe('read again');
  });
});
