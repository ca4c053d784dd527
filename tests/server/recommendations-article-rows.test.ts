import { describe, expect, it } from 'vitest';
import type { FeedRepository, FeedRow } from '../../src/server/modules/news/feed-repository.js';
import { createArticleRows } from '../../src/server/modules/recommendations/article-rows.js';

// The rows recommendations keep for all members, over a fake table whose reads are counted.
function fakeFeed(titles: Map<number, string>) {
  const reads: number[][] = [];
  let gate: Promise<void> | null = null;
  let open = () => {};
  const feed = {
    async findByIds(ids: number[]) {
      reads.push(ids);
      const rows = ids.filter((id) => titles.has(id)).map((id) => ({ id, title: titles.get(id)! }) as FeedRow);
      const held = gate;
      gate = null;
      if (held) await held;
      return rows;
    },
  } as unknown as FeedRepository;
  const holdNextRead = () => {
    gate = new Promise<void>((resolve) => (open = resolve));
  };
  return { feed, reads, holdNextRead, release: () => open() };
}

const titlesOf = (rows: Map<number, FeedRow>) => [...rows.values()].sort((a, b) => a.id - b.id).map((row) => row.title);

describe('the article rows recommendations keep', () => {
  it('reads only the rows it does not hold, and leaves out ids that do not exist', async () => {
    const { feed, reads } = fakeFeed(new Map([[1, 'one'], [2, 'two'], [3, 'three']]));
    const rows = createArticleRows(feed, 15_000);
    expect(titlesOf(await rows.get([1, 2]))).toEqual(['one', 'two']);
    expect(titlesOf(await rows.get([2, 3, 9]))).toEqual(['two', 'three']);
    expect(reads).toEqual([[1, 2], [3, 9]]);
  });

  it('reads a row again once the article changed or its time is up', async () => {
    const titles = new Map([[1, 'one'], [2, 'two']]);
    const { feed, reads } = fakeFeed(titles);
    const start = Date.UTC(2026, 0, 5, 9, 0, 0);
    let now = start;
    const rows = createArticleRows(feed, 15_000, () => now);
    await rows.get([1, 2]);
    titles.set(1, 'one, enriched');
    rows.changed([1]);
    expect(titlesOf(await rows.get([1, 2]))).toEqual(['one, enriched', 'two']);
    now = start + 15_000;
    await rows.get([2]);
    expect(reads).toEqual([[1, 2], [1]]);
    now = start + 15_001;
    await rows.get([2]);
    expect(reads).toEqual([[1, 2], [1], [2]]);
  });

  it('does not keep what it read while an article changed', async () => {
    const titles = new Map([[1, 'one']]);
    const fake = fakeFeed(titles);
    const rows = createArticleRows(fake.feed, 15_000);
    fake.holdNextRead();
    const reading = rows.get([1]);
    await Promise.resolve();
    titles.set(1, 'one, enriched');
    rows.changed([1]);
    fake.release();
    expect(titlesOf(await reading)).toEqual(['one']);
    expect(titlesOf(await rows.get([1]))).toEqual(['one, enriched']);
  });
});
