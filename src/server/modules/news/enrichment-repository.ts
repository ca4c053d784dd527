import type { Knex } from 'knex';
import type { Enrichment, RawEntity } from '../../../plugins/sdk/index.js';

/** What enrichment reads of an article, with its source's weight and its story's size. */
export interface EnrichmentInput {
  id: number;
  title: string;
  url: string | null;
  source_name: string;
  source_weight: number | null;
  published_at: Date;
  categories: string[];
  entities: RawEntity[] | null;
  provider_sentiment: number | null;
  provider_votes: Record<string, number> | null;
  content_text: string | null;
  full_content: string | null;
  cluster_size: number | null;
}

export type EnrichmentRepository = ReturnType<typeof createEnrichmentRepository>;

/** SQL for the enrichment stage: reading inputs, writing scores, summaries and tweets. */
export function createEnrichmentRepository(knex: Knex) {
  return {
    async findInput(id: number): Promise<EnrichmentInput | null> {
      const row = await knex('articles as a')
        .leftJoin('sources as s', 's.id', 'a.source_id')
        .leftJoin('story_clusters as c', 'c.id', 'a.cluster_id')
        .where('a.id', id)
        .first(
          'a.id', 'a.title', 'a.url', 'a.source_name', 's.weight as source_weight', 'a.published_at', 'a.categories',
          'a.entities', 'a.provider_sentiment', 'a.provider_votes', 'a.content_text', 'a.full_content',
          'c.article_count as cluster_size',
        );
      return row ?? null;
    },

    /** Stores one enrichment: the article's scores and tweet, and its one-minute summary. */
    async save(id: number, result: Enrichment, enrichedBy: string, error: string | null): Promise<void> {
      await knex.transaction(async (trx) => {
        await trx('articles')
          .where({ id })
          .update({
            sentiment: result.sentiment,
            sentiment_score: result.sentimentScore,
            ai_score: result.importance.value,
            popularity_score: result.popularity.value,
            relevance_score: result.relevance.value,
            impact_score: result.impact.value,
            score_reasons: JSON.stringify({
              importance: result.importance.reasons,
              popularity: result.popularity.reasons,
              relevance: result.relevance.reasons,
              impact: result.impact.reasons,
            }),
            categories: result.categories,
            tickers: result.tickers,
            tweet: result.tweet,
            enrichment_status: 'done',
            enriched_by: enrichedBy,
            enrichment_error: error,
            enriched_at: trx.fn.now(),
          });
        const words = result.summary.split(/\s+/).filter(Boolean).length;
        await trx('summaries')
          .insert({ article_id: id, type: 'one_minute', summary: result.summary, word_count: words, model: enrichedBy })
          .onConflict(['article_id', 'type'])
          .merge(['summary', 'word_count', 'model', 'created_at']);
      });
    },

    async markFailed(id: number, error: string): Promise<void> {
      await knex('articles').where({ id }).update({ enrichment_status: 'failed', enrichment_error: error });
    },

    /** Ids waiting for enrichment, oldest first. */
    async pendingIds(limit: number): Promise<number[]> {
      const rows = await knex('articles').where({ enrichment_status: 'pending' }).orderBy('id').limit(limit).select('id');
      return rows.map((r: { id: number }) => r.id);
    },

    /** Every article id after a given one, for re-enriching all in batches. */
    async idsAfter(afterId: number, limit: number): Promise<number[]> {
      const rows = await knex('articles').where('id', '>', afterId).orderBy('id').limit(limit).select('id');
      return rows.map((r: { id: number }) => r.id);
    },

    async exists(id: number): Promise<boolean> {
      return Boolean(await knex('articles').where({ id }).first('id'));
    },
  };
}
