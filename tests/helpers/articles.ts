import type { Knex } from 'knex';

export interface ArticleFields {
  title?: string;
  content_text?: string;
  categories?: string[];
  published_at?: Date;
  relevance_score?: number | null;
  impact_score?: number | null;
  ai_score?: number | null;
  popularity_score?: number | null;
  sentiment?: 'bullish' | 'bearish' | 'neutral' | null;
  full_content?: string | null;
  cluster_id?: number | null;
  source_name?: string;
  tweet?: string | null;
  tickers?: string[];
  /** Symbols whose own sentiment differs from the article's (enrichment's per-asset sentiment). */
  ticker_sentiments?: Record<string, 'bullish' | 'bearish' | 'neutral'>;
  source_id?: number | null;
  /** ISO 639-1 or "und"; English unless given. */
  language?: string;
}

let counter = 0;

/**
 * Inserts an enriched article with sensible defaults (and its one-minute summary when given), and,
 * when it has a sentiment, its mentioned assets as enrichment stores them; returns its id.
 */
export async function insertArticle(knex: Knex, fields: ArticleFields = {}, summary?: string): Promise<number> {
  counter += 1;
  const title = fields.title ?? `Article number ${counter}`;
  const publishedAt = fields.published_at ?? new Date(Date.UTC(2026, 10, 1) + counter * 60_000);
  const [row] = await knex('articles')
    .insert({
      source_name: fields.source_name ?? 'Test Wire',
      url: `https://news.example.org/${counter}`,
      canonical_url: `https://news.example.org/${counter}-${Math.random().toString(36).slice(2)}`,
      title,
      content: `<p>${fields.content_text ?? `Body of ${title}`}</p>`,
      content_text: fields.content_text ?? `Body of ${title}`,
      categories: fields.categories ?? [],
      published_at: publishedAt,
      relevance_score: fields.relevance_score ?? null,
      impact_score: fields.impact_score ?? null,
      ai_score: fields.ai_score ?? null,
      popularity_score: fields.popularity_score ?? null,
      sentiment: fields.sentiment ?? null,
      full_content: fields.full_content ?? null,
      full_content_status: fields.full_content ? 'done' : 'none',
      cluster_id: fields.cluster_id ?? null,
      tweet: fields.tweet ?? null,
      tickers: fields.tickers ?? [],
      ticker_sentiments: fields.ticker_sentiments ? JSON.stringify(fields.ticker_sentiments) : null,
      source_id: fields.source_id ?? null,
      language: fields.language ?? 'en',
      enrichment_status: 'done',
    })
    .returning('id');
  const id = (row as { id: number }).id;
  const { sentiment, tickers = [] } = fields;
  if (sentiment && tickers.length > 0) {
    await knex('article_assets').insert(
      tickers.map((symbol) => ({
        article_id: id,
        symbol,
        sentiment: fields.ticker_sentiments?.[symbol] ?? sentiment,
        published_at: publishedAt,
        ai_score: fields.ai_score ?? null,
      })),
    );
  }
  if (summary) await knex('summaries').insert({ article_id: id, type: 'one_minute', summary, word_count: summary.split(' ').length, model: 'test' });
  return id;
}
