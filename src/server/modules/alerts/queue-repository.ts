import type { Knex } from 'knex';
import type { Sentiment } from '../../../plugins/sdk/index.js';

/** What the matcher and the messages read of an article. */
export interface AlertArticle {
  id: number;
  source_id: number | null;
  title: string;
  url: string | null;
  published_at: Date;
  sentiment: Sentiment | null;
  ai_score: number | null;
  tickers: string[];
  categories: string[];
  ticker_sentiments: Record<string, Sentiment> | null;
  summary: string | null;
  language: string;
}

export type AlertQueueRepository = ReturnType<typeof createAlertQueueRepository>;

/** All SQL on alert_queue: the enriched articles waiting to be matched (migration 20261128_0260). */
export function createAlertQueueRepository(knex: Knex) {
  return {
    /**
     * Takes up to `limit` waiting articles out of the queue. Run inside the transaction that writes
     * their deliveries: a crash puts them back, and another matcher skips the rows held here.
     */
    async take(limit: number): Promise<number[]> {
      const result = await knex.raw<{ rows: { article_id: number }[] }>(
        `delete from alert_queue where article_id in (
           select article_id from alert_queue order by queued_at limit ? for update skip locked)
         returning article_id`,
        [limit],
      );
      return result.rows.map((r) => r.article_id);
    },

    async articles(ids: number[]): Promise<AlertArticle[]> {
      if (ids.length === 0) return [];
      return knex('articles as a')
        .leftJoin('summaries as s', function () {
          this.on('s.article_id', 'a.id').andOnVal('s.type', 'one_minute');
        })
        .whereIn('a.id', ids)
        .orderBy('a.id')
        .select('a.id', 'a.source_id', 'a.title', 'a.url', 'a.published_at', 'a.sentiment', 'a.ai_score', 'a.tickers', 'a.categories', 'a.ticker_sentiments', 's.summary', 'a.language');
    },

    /** How many wait: a gauge for operators, and what tests wait on. */
    depth: async (): Promise<number> => Number((await knex('alert_queue').count<{ count: string }[]>('article_id as count'))[0]?.count ?? 0),
  };
}
