import type { Knex } from 'knex';
import type { Enrichment, RawEntity, Sentiment } from '../../../plugins/sdk/index.js';
import { createArticleClaims } from './article-claims-repository.js';

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
  language: string | null;
}

/** One article's enrichment as stored: by which enricher, and why the configured one failed if it did. */
export interface SavedEnrichment {
  id: number;
  result: Enrichment;
  enrichedBy: string;
  error: string | null;
}

const SENTIMENTS: readonly unknown[] = ['bullish', 'bearish', 'neutral'] satisfies Sentiment[];

/** A mention's sentiment as article_assets keeps it: 'unassessed' when the enricher could not read the language. */
type MentionSentiment = Sentiment | 'unassessed';

/**
 * Each mentioned symbol once, with its own sentiment where the enricher gave one, else the
 * article's. A value that is no sentiment (a plugin's slip) counts as none given.
 */
function assetMentions(result: Enrichment): { symbol: string; sentiment: MentionSentiment }[] {
  return [...new Set(result.tickers)].map((symbol) => {
    const own = result.tickerSentiments?.[symbol];
    return { symbol, sentiment: own !== undefined && SENTIMENTS.includes(own) ? own : (result.sentiment ?? 'unassessed') };
  });
}

/** The mentioned symbols whose sentiment is not the article's (what the news items show apart). */
function differingSentiments(result: Enrichment): Record<string, Sentiment> {
  const differing = assetMentions(result).filter((m): m is { symbol: string; sentiment: Sentiment } => m.sentiment !== 'unassessed' && m.sentiment !== result.sentiment);
  return Object.fromEntries(differing.map((m) => [m.symbol, m.sentiment]));
}

export type EnrichmentRepository = ReturnType<typeof createEnrichmentRepository>;

/** SQL for the enrichment stage: reading inputs, writing scores, summaries and tweets. */
export function createEnrichmentRepository(knex: Knex) {
  const claims = createArticleClaims(knex, {
    column: 'enrichment_claimed_until',
    // A teaser is scored once its page is read (or found unreadable), not on its teaser.
    waiting: (q) => q.where({ enrichment_status: 'pending' }).whereNot({ full_content_status: 'pending' }),
  });
  return {
    /** The inputs of the given articles (those that still exist), in id order. */
    async findInputs(ids: number[]): Promise<EnrichmentInput[]> {
      if (ids.length === 0) return [];
      return knex('articles as a')
        .leftJoin('sources as s', 's.id', 'a.source_id')
        .leftJoin('story_clusters as c', 'c.id', 'a.cluster_id')
        .whereIn('a.id', ids)
        .orderBy('a.id')
        .select(
          'a.id', 'a.title', 'a.url', 'a.source_name', 's.weight as source_weight', 'a.published_at', 'a.categories',
          'a.entities', 'a.provider_sentiment', 'a.provider_votes', 'a.content_text', 'a.full_content',
          'c.article_count as cluster_size', 'a.language',
        );
    },

    /**
     * Stores enrichments, in one transaction of at most five statements however many there are: each
     * article's scores and tweet, its one-minute summary, the removal of the summary of an article
     * that now has none (a one-sentence teaser), so that readers see its text instead of an empty
     * summary, and its mentioned assets with their own sentiments in place of those it had.
     */
    async saveMany(saved: SavedEnrichment[]): Promise<void> {
      if (saved.length === 0) return;
      const rows = saved.map(({ id, result, enrichedBy, error }) => ({
        id,
        sentiment: result.sentiment,
        sentiment_score: result.sentimentScore,
        ai_score: result.importance.value,
        popularity_score: result.popularity.value,
        relevance_score: result.relevance.value,
        impact_score: result.impact.value,
        score_reasons: {
          sentiment: result.sentimentReasons ?? [],
          importance: result.importance.reasons,
          popularity: result.popularity.reasons,
          relevance: result.relevance.reasons,
          impact: result.impact.reasons,
        },
        categories: result.categories,
        tickers: result.tickers,
        ticker_sentiments: differingSentiments(result),
        tweet: result.tweet,
        // The language the enricher read the text as, when it says (an LLM names it); else the stored one stays.
        language: result.language && /^[a-z]{2}$/.test(result.language) ? result.language : null,
        enriched_by: enrichedBy,
        enrichment_error: error,
      }));
      const summarised = saved.filter(({ result }) => result.summary.trim() !== '');
      const unsummarised = saved.filter(({ result }) => result.summary.trim() === '').map(({ id }) => id);
      const summaries = summarised.map(({ id, result, enrichedBy }) => ({
        article_id: id,
        type: 'one_minute',
        summary: result.summary,
        word_count: result.summary.split(/\s+/).filter(Boolean).length,
        model: enrichedBy,
      }));
      const mentions = saved.flatMap(({ id, result }) => assetMentions(result).map((m) => ({ article_id: id, ...m })));
      await knex.transaction(async (trx) => {
        await trx.raw(
          `update articles a set
             sentiment = v.sentiment, sentiment_score = v.sentiment_score, ai_score = v.ai_score,
             popularity_score = v.popularity_score, relevance_score = v.relevance_score, impact_score = v.impact_score,
             score_reasons = v.score_reasons, categories = v.categories, tickers = v.tickers,
             ticker_sentiments = v.ticker_sentiments, tweet = v.tweet, language = coalesce(v.language, a.language),
             enrichment_status = 'done', enriched_by = v.enriched_by, enrichment_error = v.enrichment_error, enriched_at = now(),
             enrichment_claimed_until = null
           from jsonb_to_recordset(?::jsonb) as v(
             id bigint, sentiment text, sentiment_score real, ai_score smallint, popularity_score smallint,
             relevance_score smallint, impact_score smallint, score_reasons jsonb, categories text[], tickers text[],
             ticker_sentiments jsonb, tweet text, language text, enriched_by text, enrichment_error text)
           where a.id = v.id`,
          [JSON.stringify(rows)],
        );
        if (summaries.length > 0) await trx('summaries').insert(summaries).onConflict(['article_id', 'type']).merge(['summary', 'word_count', 'model', 'created_at']);
        if (unsummarised.length > 0) await trx('summaries').whereIn('article_id', unsummarised).where({ type: 'one_minute' }).delete();
        await trx('article_assets').whereIn('article_id', saved.map(({ id }) => id)).delete();
        // Matched against members' alert rules next (modules/alerts), in the same commit as the scores.
        await trx.raw('insert into alert_queue (article_id) select id from articles where id = any(?::int[]) on conflict do nothing', [saved.map(({ id }) => id)]);
        // Time and importance come from the article as just updated; an article deleted meanwhile has none.
        if (mentions.length > 0) {
          await trx.raw(
            `insert into article_assets (article_id, symbol, sentiment, published_at, ai_score)
             select v.article_id, v.symbol, v.sentiment, a.published_at, a.ai_score
             from jsonb_to_recordset(?::jsonb) as v(article_id bigint, symbol text, sentiment text)
             join articles a on a.id = v.article_id`,
            [JSON.stringify(mentions)],
          );
        }
      });
    },

    async markFailed(id: number, error: string): Promise<void> {
      await knex('articles').where({ id }).update({ enrichment_status: 'failed', enrichment_error: error, enrichment_claimed_until: null });
    },

    /** Claims pending articles no live worker holds, those given or the oldest (see article-claims-repository.ts). */
    claimPending: claims.claim,
    /** Pushes forward the claims on articles still pending (an enriched one needs none). */
    renewClaims: claims.renew,
    /** Gives up claims at once (work dropped at a stop), for another worker to take. */
    releaseClaims: claims.release,

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
