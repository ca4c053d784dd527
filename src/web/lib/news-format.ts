import { UNDETERMINED_LANGUAGE } from '../../contracts/languages-constants';
import { cutText } from '../../contracts/text-constants';
import type { NewsItem } from '../../contracts/news';

/** Markup stripped from a title or summary before display (docs/product.md#validation-messages). */
export function stripMarkup(text: string): string {
  const withoutTags = text.replace(/<[^>]*>/g, ' ');
  // Only an entity, a stray '<' or a NUL reads differently through the HTML parser; most titles
  // have none, and a parsed document per title was a tenth of the home page's own script time.
  const decoded = /[&<\0]/.test(withoutTags)
    ? (new DOMParser().parseFromString(withoutTags, 'text/html').documentElement.textContent ?? '')
    : withoutTags;
  return decoded.replace(/\s+/g, ' ').trim();
}

/** Cut at a word near max characters with an ellipsis, or after a whole character where the script has no spaces (the card summary uses 120). */
export const truncate = cutText;

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

/** What a sentiment badge shows; `note` is the reason behind "Not assessed" ("Not assessed for Japanese"), else null. */
export interface SentimentShown extends Band {
  note: string | null;
}

/**
 * An article's sentiment as shown: one its enricher could not read (`sentiment_note`, "not
 * assessed for Japanese") is grey "Not assessed", never Neutral, which would be a guess.
 */
export function sentimentShown(item: Pick<NewsItem, 'sentiment' | 'sentiment_note'>): SentimentShown {
  if (item.sentiment === null && item.sentiment_note) {
    return { label: 'Not assessed', color: 'gray', note: item.sentiment_note.charAt(0).toUpperCase() + item.sentiment_note.slice(1) };
  }
  return { ...sentimentStyle(item.sentiment), note: null };
}

/**
 * The badge of a card in a feed filtered to one asset: that asset's own sentiment where it differs
 * from the article's ("Bullish for BTC" on a bearish "BTC rallies as ETH slumps"), which is what the
 * feed's sentiment filter matched; else the article's.
 */
export function assetSentimentShown(item: Pick<NewsItem, 'sentiment' | 'sentiment_note'> & Partial<Pick<NewsItem, 'ticker_sentiments'>>, asset: string | null): SentimentShown {
  const own = asset === null ? undefined : item.ticker_sentiments?.[asset];
  if (own === undefined || asset === null) return sentimentShown(item);
  const style = sentimentStyle(own);
  return { ...style, label: `${style.label} for ${asset}`, note: `The article as a whole reads ${item.sentiment ?? 'neutral'}` };
}

/** The words of a note a badge's label does not already say (" for Japanese" after "Not assessed"), for screen readers. */
export function unsaidPart(shown: SentimentShown): string | null {
  if (shown.note === null) return null;
  return shown.note.startsWith(shown.label) ? shown.note.slice(shown.label.length) : `: ${shown.note}`;
}

/** The `lang` of an article's title and text: none when the language could not be told ("und"). */
export function langOf(item: Pick<NewsItem, 'language'>): string | undefined {
  return item.language === UNDETERMINED_LANGUAGE ? undefined : item.language;
}

// Scripts written right to left, by the language codes the app stores (docs/languages.md).
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/**
 * The `dir` of an article's title and text, from its language: "auto" goes by the first strong
 * letter, so an Arabic title opening "S&P 500" was laid out left to right. Auto only when the
 * language is not known.
 */
export function dirOf(item: Pick<NewsItem, 'language'>): 'rtl' | 'ltr' | 'auto' {
  if (item.language === '' || item.language === UNDETERMINED_LANGUAGE) return 'auto';
  return RIGHT_TO_LEFT.has(item.language) ? 'rtl' : 'ltr';
}

/** The card's language tag ("ES"), for an article in a determined language other than English. */
export function languageTag(item: Pick<NewsItem, 'language'>): string | null {
  return item.language === 'en' || item.language === UNDETERMINED_LANGUAGE ? null : item.language.toUpperCase();
}

/** The one-minute summary, else the feed's own text, stripped. */
export function summaryOf(item: NewsItem): string {
  return stripMarkup(item.one_minute_summary ?? item.content ?? '');
}

/** The tweet text: the AI tweet draft, else the title, stripped. */
export function tweetOf(item: NewsItem): string {
  return stripMarkup(item.tweet ?? item.title);
}
