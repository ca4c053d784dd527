import type { Knex } from 'knex';

/** Delta rows a table may gather before a read folds them into one. */
const FOLD_AFTER = 200;

export interface AdminNewsRow {
  id: number;
  title: string;
  source_name: string;
  published_at: Date;
  url: string | null;
  original_source: boolean;
  sentiment: 'bullish' | 'bearish' | 'neutral' | null;
  language: string;
  ai_score: number | null;
}

export interface AdminSummaryRow {
  id: number;
  article_id: number;
  type: string;
  created_at: Date;
  summary: string;
  title: string | null;
  published_at: Date | null;
  url: string | null;
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

/** The admin dashboard's reads: row counts kept by triggers, and the News and Summaries pages. */
export function createAdminRepository(knex: Knex) {
  return {
    /** Rows per counted table (migration 0090), from the deltas its triggers append. */
    async rowCounts(): Promise<Record<string, number>> {
      const { rows } = await knex.raw<{ rows: { table_name: string; n: string; deltas: number }[] }>(
        'select table_name, sum(delta) as n, count(*)::int as deltas from row_count_deltas group by table_name',
      );
      for (const row of rows) if (row.deltas > FOLD_AFTER) await this.fold(row.table_name);
      return Object.fromEntries(rows.map((r) => [r.table_name, Number(r.n)]));
    },

    /** Replaces a table's deltas by their sum, in one statement (rows added meanwhile stay). */
    async fold(table: string): Promise<void> {
      await knex.raw(
        `with gone as (delete from row_count_deltas where table_name = ? returning delta)
         insert into row_count_deltas (table_name, delta) select ?, coalesce(sum(delta), 0) from gone`,
        [table, table],
      );
    },

    /** One page of articles, newest first; one row more than asked tells whether another page follows. */
    async newsPage(offset: number, limit: number): Promise<AdminNewsRow[]> {
      return knex('articles')
        .select('id', 'title', 'source_name', 'published_at', 'url', 'original_source', 'sentiment', 'language', 'ai_score')
        .orderBy([{ column: 'published_at', order: 'desc' }, { column: 'id', order: 'desc' }])
        .offset(offset)
        .limit(limit);
    },

    async summariesPage(offset: number, limit: number): Promise<AdminSummaryRow[]> {
      return knex('summaries as s')
        .leftJoin('articles as a', 'a.id', 's.article_id')
        .select('s.id', 's.article_id', 's.type', 's.created_at', 's.summary', 'a.title', 'a.published_at', 'a.url')
        .orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id', order: 'desc' }])
        .offset(offset)
        .limit(limit);
    },
  };
}
