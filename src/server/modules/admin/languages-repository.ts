import type { Knex } from 'knex';

export interface LanguageCountRow {
  language: string;
  articles: number;
  /** Enriched without a sentiment: the enricher could not read the language. */
  not_assessed: number;
}

export type ArticleLanguagesRepository = ReturnType<typeof createArticleLanguagesRepository>;

/** Counts of articles by their detected language, for the admin's statistics. */
export function createArticleLanguagesRepository(knex: Knex) {
  return {
    /**
     * Articles published since `since`, per language, most first. The period is a range of
     * articles_latest_idx (published_at), so the read grows with the period, not the table.
     */
    async countSince(since: Date): Promise<LanguageCountRow[]> {
      const { rows } = await knex.raw<{ rows: LanguageCountRow[] }>(
        `select language, count(*)::int as articles,
                (count(*) filter (where enrichment_status = 'done' and sentiment is null))::int as not_assessed
         from articles
         where published_at >= ?
         group by language
         order by articles desc, language`,
        [since],
      );
      return rows;
    },
  };
}
