import { describe, expect, it } from 'vitest';
import { createRefreshingCache } from '../../src/server/modules/recommendations/refreshing-cache.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the refreshing cache of lists read for everybody', () => {
  it('serves a stale value while one read of the new one runs, then the new one', async () => {
    let now = 0;
    let reads = 0;
    let finish = () => {};
    const cache = createRefreshingCache<number>(1_000, 10, () => now);
    // Each read ends when the test says so.
    const read = () => new Promise<number>((resolve) => {
      const n = ++reads;
      finish = () => resolve(n);
    });
    const first = cache.get('k', read);
    finish();
    expect(await first).toBe(1);
    now = 999;
    expect(await cache.get('k', read)).toBe(1);
    now = 1_000;
    expect(await cache.get('k', read)).toBe(1);
    expect(await cache.get('k', read)).toBe(1);
    expect(reads).toBe(2);
    finish();
    await settle();
    expect(await cache.get('k', read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps the old value when a refresh fails and tries again, and forgets a failed first read', async () => {
    let now = 0;
    const cache = createRefreshingCache<string>(1_000, 10, () => now);
    await cache.get('k', async () => 'old');
    now = 5_000;
    expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe('old');
    await settle();
    expect(await cache.get('k', async () => 'new')).toBe('old');
    await settle();
    expect(await cache.get('k', async () => 'newer')).toBe('new');

    await expect(cache.get('failing', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    expect(await cache.get('failing', async () => 'read again')).toBe('read again');
  });

  it('keeps at most its size, the oldest keys going first', async () => {
    let reads = 0;
    const cache = createRefreshingCache<number>(1_000, 2, () => 0);
    const read = async () => ++reads;
    await cache.get('a', read);
    await cache.get('b', read);
    await cache.get('c', read);
    expect(await cache.get('b', read)).toBe(2);
    expect(await cache.get('a', read)).toBe(4);
  });
});
