import type { NewsDetail, NewsItem } from '../../../contracts/news.js';
import type { FeedRow } from './feed-repository.js';

/**
 * A news item in the shape the web client reads: one stored value under each of the names it
 * looks for (summary, tweet text, full content, category, scores).
 */
export function presentNewsItem(row: FeedRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    source: row.source_name,
    published_at: row.published_at.toISOString(),
    url: row.url,
    image_url: row.image_url,
    categories: row.categories,
    category: row.categories[0] ?? null,
    tickers: row.tickers,
    sentiment: row.sentiment,
    aiScore: row.ai_score,
    popularityScore: row.popularity_score,
    impactScore: row.impact_score,
    scoring: { relevance_score: row.relevance_score, popularity_score: row.popularity_score },
    score_reasons: row.score_reasons,
    one_minute_summary: row.summary,
    oneMinuteSummary: row.summary ? { summary: row.summary } : null,
    summary: row.summary,
    tweet: row.tweet,
    aiTweet: row.tweet ? { tweet_text: row.tweet } : null,
    full_content: row.full_content,
    fullContent: row.full_content ? { full_content: row.full_content } : null,
    full_content_status: row.full_content_status,
    original_source: row.original_source,
    cluster_size: row.cluster_size ?? 1,
  };
}

export function presentNewsDetail(row: FeedRow, related: { id: number; title: string; source_name: string; url: string | null; published_at: Date }[]): NewsDetail {
  return {
    ...presentNewsItem(row),
    related: related.map((r) => ({ id: r.id, title: r.title, source: r.source_name, url: r.url, published_at: r.published_at.toISOString() })),
  };
}
