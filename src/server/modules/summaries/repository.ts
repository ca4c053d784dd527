import type { Knex } from 'knex';

export interface SummaryRow {
  id: number;
  news_id: number;
  type: string;
  created_at: Date;
  summary: string;
  news_title: string;
  news_published_at: Date;
  news_url: string | null;
}

export type SummariesRepository = ReturnType<typeof createSummariesRepository>;

/** All SQL of the one-minute summaries list. */
export function createSummariesRepository(knex: Knex) {
  const oneMinute = () => knex('summaries as s').where('s.type', 'one_minute');
  return {
    /** Newest first. */
    async page(limit: number, offset: number): Promise<SummaryRow[]> {
      return oneMinute()
        .join('articles as a', 'a.id', 's.article_id')
        .orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id', order: 'desc' }])
        .limit(limit)
        .offset(offset)
        .select('s.id', 's.article_id as news_id', 's.type', 's.created_at', 's.summary', 'a.title as news_title', 'a.published_at as news_published_at', 'a.url as news_url');
    },

    async count(): Promise<number> {
      const row = await oneMinute().count<{ n: number }[]>('* as n').first();
      return Number(row?.n ?? 0);
    },
  };
}
