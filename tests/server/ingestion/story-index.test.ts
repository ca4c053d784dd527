import { describe, expect, it } from 'vitest';
import type { ArticlesRepository } from '../../../src/server/modules/news/articles-repository.js';
import { refreshStoryIndex } from '../../../src/server/ingestion/store.js';
import { StoryIndex } from '../../../src/server/ingestion/story-index.js';

const NOW = new Date('2026-11-22T12:00:00Z');
type Row = Awaited<ReturnType<ArticlesRepository['titlesToIndex']>>[number];

/** A stand-in for the one repository call the refresh makes, over rows a test controls. */
function tableOf(rows: Row[]): ArticlesRepository {
  const titlesToIndex = async (afterId: number, recheckIds: number[], since: Date) =>
    rows.filter((r) => (r.id > afterId && r.published_at >= since) || recheckIds.includes(r.id));
  return { titlesToIndex } as unknown as ArticlesRepository;
}

const row = (id: number, clusterId: number, title: string): Row => ({ id, cluster_id: clusterId, source_id: id, title, published_at: NOW });

describe('refreshStoryIndex', () => {
  it('finds an article that committed after a higher id was already indexed', async () => {
    const rows = [row(100, 1, 'Chipmaker beats earnings estimates on AI demand')];
    const index = new StoryIndex();
    await refreshStoryIndex(index, tableOf(rows), NOW);
    // Id 90 was inserted earlier but its transaction committed only now.
    rows.push(row(90, 2, 'Oil prices slide as supply fears ease'));
    await refreshStoryIndex(index, tableOf(rows), NOW);
    expect(index.match('Oil prices slide as supply fears ease further', 999, NOW)).toBe(2);
  });

  it('indexes an article once however often it is read', async () => {
    const rows = [row(5, 7, 'Bitcoin rallies past record high')];
    const index = new StoryIndex();
    await refreshStoryIndex(index, tableOf(rows), NOW);
    await refreshStoryIndex(index, tableOf(rows), NOW);
    expect(index.match('Bitcoin rallies past record high again', 999, NOW)).toBe(7);
    expect((index as unknown as { entries: unknown[] }).entries).toHaveLength(1);
  });

  it('asks again only for ids it has not read, and stops asking once a row is read, even one too old to index', async () => {
    const old = new Date(NOW.getTime() - 72 * 3_600_000);
    const rows = [row(1, 1, 'Gold steadies near record'), { ...row(2, 2, 'Yen weakens past 150'), published_at: old }, row(4, 4, 'Fed holds rates')];
    const asked: number[][] = [];
    const table = tableOf(rows);
    const spy = { titlesToIndex: (afterId: number, recheckIds: number[], since: Date) => (asked.push(recheckIds), table.titlesToIndex(afterId, recheckIds, since)) };
    const index = new StoryIndex();
    await refreshStoryIndex(index, spy as unknown as ArticlesRepository, NOW);
    await refreshStoryIndex(index, spy as unknown as ArticlesRepository, NOW);
    await refreshStoryIndex(index, spy as unknown as ArticlesRepository, NOW);
    // Id 2 is read once (too old: not indexed), id 3 was never used and is looked for each time.
    expect(asked).toEqual([[], [2, 3], [3]]);
    expect(index.match('Yen weakens past 150 again', 999, NOW)).toBeNull();
  });
});
