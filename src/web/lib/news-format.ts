import type { NewsItem } from '../../contracts/news';

/** Markup stripped from a title or summary before display (docs/product.md#validation-messages). */
export function stripMarkup(text: string): string {
  const withoutTags = text.replace(/<[^>]*>/g, ' ');
  const decoded = new DOMParser().parseFromString(withoutTags, 'text/html').documentElement.textContent ?? '';
  return decoded.replace(/\s+/g, ' ').trim();
}

/** Cut at a word near max characters with an ellipsis (the card summary uses 120). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const kept = (lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd();
  // "selling…" rather than "selling.…": the ellipsis replaces a trailing stop or comma.
  return `${kept.replace(/[.,;:!?]+$/, '')}…`;
}

/** "now", "5m", "3h" or "2d" (docs/product.md#score-bands-and-sentiment). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  return `${Math.floor(hours / 24)}d`;
}

export type Band = { label: string; color: string };

/** Score bands (docs/product.md#score-bands-and-sentiment): importance wording. */
export function importanceBand(score: number): Band {
  if (score >= 80) return { label: 'Very important', color: 'green' };
  if (score >= 60) return { label: 'Important', color: 'blue' };
  if (score >= 40) return { label: 'Moderate', color: 'yellow' };
  return { label: 'Low', color: 'red' };
}

/** Score bands (docs/product.md#score-bands-and-sentiment): popularity wording. */
export function popularityBand(score: number): Band {
  if (score >= 80) return { label: 'Very high popularity', color: 'green' };
  if (score >= 60) return { label: 'High popularity', color: 'blue' };
  if (score >= 40) return { label: 'Moderate popularity', color: 'yellow' };
  return { label: 'Low popularity', color: 'red' };
}

/** Bullish green, bearish red, neutral (and missing) grey-yellow (docs/product.md#score-bands-and-sentiment). */
export function sentimentStyle(sentiment: NewsItem['sentiment']): Band {
  if (sentiment === 'bullish') return { label: 'Bullish', color: 'green' };
  if (sentiment === 'bearish') return { label: 'Bearish', color: 'red' };
  return { label: 'Neutral', color: 'gray' };
}

/** The one-minute summary, else the feed's own text, stripped. */
export function summaryOf(item: NewsItem): string {
  return stripMarkup(item.one_minute_summary ?? item.content ?? '');
}

/** The tweet text: the AI tweet draft, else the title, stripped. */
export function tweetOf(item: NewsItem): string {
  return stripMarkup(item.tweet ?? item.title);
}
