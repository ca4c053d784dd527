import { notAssessedNote } from '../../../contracts/languages.js';
import type { NewsDetail, NewsItem } from '../../../contracts/news.js';
import { escapeHtml } from '../../escape-html.js';
import { cutText } from '../../../contracts/text-constants.js';
import { type ArticleRow, type FeedRow, TEASER_TEXT_CHARS } from './feed-repository.js';

/** The feed's own text when teaser-sized; else the start of the story's text, cut at a word (or a character, in Chinese), in paragraphs. */
function teaserOf(row: FeedRow): string | null {
  if (row.teaser_text === null) return row.content;
  const cut = cutText(row.teaser_text, TEASER_TEXT_CHARS);
  return cut
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** A news item as lists carry it: each stored value once, and no full text (a long text's teaser only). */
export function presentNewsItem(row: FeedRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    content: teaserOf(row),
    source: row.source_name,
    source_id: row.source_id,
    published_at: row.published_at.toISOString(),
    url: row.url,
    image_url: row.image_url,
    categories: row.categories,
    tickers: row.tickers,
    sentiment: row.sentiment,
    // Scored (ai_score) but without a sentiment: the enricher could not read the language.
    sentiment_note: row.sentiment === null && row.ai_score !== null ? notAssessedNote(row.language) : null,
    language: row.language,
    // Articles enriched before per-asset sentiment was stored have one sentiment for all.
    ticker_sentiments: row.sentiment === null ? null : (row.ticker_sentiments ?? {}),
    aiScore: row.ai_score,
    popularityScore: row.popularity_score,
    impactScore: row.impact_score,
    scoring: { relevance_score: row.relevance_score },
    score_reasons: row.score_reasons,
    one_minute_summary: row.summary,
    tweet: row.tweet,
    full_content_status: row.full_content_status,
    original_source: row.original_source,
    cluster_size: row.cluster_size ?? 1,
  };
}

export function presentNewsDetail(row: ArticleRow, related: { id: number; title: string; source_name: string; url: string | null; published_at: Date }[]): NewsDetail {
  return {
    ...presentNewsItem(row),
    content: row.whole_content,
    full_content: row.full_content,
    related: related.map((r) => ({ id: r.id, title: r.title, source: r.source_name, url: r.url, published_at: r.published_at.toISOString() })),
  };
}
