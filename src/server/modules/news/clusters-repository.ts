import type { Knex } from 'knex';

export type ClustersRepository = ReturnType<typeof createClustersRepository>;

/** All SQL on story_clusters. */
export function createClustersRepository(knex: Knex) {
  return {
    /** Creates one cluster per title and returns their ids in the same order. */
    async createMany(titles: string[]): Promise<number[]> {
      if (titles.length === 0) return [];
      const rows = await knex('story_clusters')
        .insert(titles.map((title) => ({ title })))
        .returning('id');
      return rows.map((r: { id: number }) => r.id);
    },

    /**
     * Adds joined articles to existing clusters' counts, in id order: concurrent fetches that join
     * the same clusters then lock them in the same order and cannot deadlock.
     */
    async addArticles(counts: Map<number, number>): Promise<void> {
      for (const [id, added] of [...counts].sort(([a], [b]) => a - b)) {
        await knex('story_clusters')
          .where({ id })
          .update({ article_count: knex.raw('article_count + ?', [added]), last_seen_at: knex.fn.now() });
      }
    },
  };
}
