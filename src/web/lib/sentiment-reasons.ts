// Why an article reads bullish or bearish (docs/product.md#why-this-score): the enricher stores
// the phrases that moved its sentiment in `score_reasons.sentiment` as "bullish:<phrase>" or
// "bearish:<phrase>", strongest first. This file sorts them for the "why?" popover and finds
// them in the summary so the page can mark them.
import type { NewsItem } from '../../contracts/news';

export type Pull = 'bullish' | 'bearish';
type Sentiment = NonNullable<NewsItem['sentiment']>;

export interface SentimentReasons {
  bullish: string[];
  bearish: string[];
  /** Entries of neither form, spelled as they came, so that none is dropped unseen. */
  other: string[];
}

export interface TextPiece {
  text: string;
  /** Set on a phrase that moved the sentiment: which way it pulled. */
  pull?: Pull;
}

const PULLS: readonly Pull[] = ['bullish', 'bearish'];
const SENTIMENTS: ReadonlySet<unknown> = new Set<Sentiment>(['bullish', 'bearish', 'neutral']);

/** "bullish:record profit" → its pull and phrase; anything else is shown as it came. */
function readEntry(entry: unknown): { pull?: Pull; shown: string } {
  if (typeof entry !== 'string') return { shown: 'an unreadable entry' };
  const colon = entry.indexOf(':');
  const pull = PULLS.find((p) => colon > 0 && p === entry.slice(0, colon).trim().toLowerCase());
  const phrase = entry.slice(colon + 1).replace(/\s+/g, ' ').trim();
  if (pull && phrase !== '') return { pull, shown: phrase };
  return { shown: entry.trim() === '' ? 'an empty entry' : entry.trim() };
}

/** The phrases of `score_reasons.sentiment`, each once (ignoring case), in the stored order. */
export function sentimentReasons(reasons: Record<string, unknown> | null): SentimentReasons {
  const result: SentimentReasons = { bullish: [], bearish: [], other: [] };
  const list = reasons && Object.hasOwn(reasons, 'sentiment') ? reasons.sentiment : undefined;
  if (!Array.isArray(list)) return result;
  const seen = new Set<string>();
  for (const entry of list) {
    const { pull, shown } = readEntry(entry);
    const key = `${pull ?? 'other'}:${shown.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result[pull ?? 'other'].push(shown);
  }
  return result;
}

/**
 * What the sentiment rests on when no phrase was stored (docs/product.md#why-this-score); `note`
 * is the news item's reason for a sentiment not assessed ("not assessed for Japanese").
 */
export function sentimentBasis(sentiment: NewsItem['sentiment'], reasons: SentimentReasons, note: string | null = null): string | null {
  if (reasons.bullish.length > 0 || reasons.bearish.length > 0) return null;
  if (sentiment === null && note) return `The sentiment was ${note}: the scorer does not read the language, so it gives none rather than a guess.`;
  if (sentiment === null) return 'This article has not been scored for sentiment yet, so it reads Neutral for now.';
  if (sentiment === 'neutral') return 'No strongly worded phrases were found; the overall tone was scored neutral.';
  return `No single phrases were recorded for this score; it rests on the tone of the text as a whole, which read ${sentiment}.`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text cut into plain pieces and the phrases to mark: ignoring case, whole phrases only (not
 * "rally" inside "rallying"), the longer phrase first where two start at the same place. Plain
 * strings only: the page renders each piece as a text node, so nothing here becomes markup.
 */
export function markPhrases(text: string, reasons: Pick<SentimentReasons, Pull>): TextPiece[] {
  const pullOf = new Map<string, Pull>();
  for (const pull of PULLS) for (const phrase of reasons[pull]) if (!pullOf.has(phrase.toLowerCase())) pullOf.set(phrase.toLowerCase(), pull);
  if (pullOf.size === 0 || text === '') return text === '' ? [] : [{ text }];
  const alternatives = [...pullOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.split(' ').map(escapeRegExp).join('\\s+'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: match[0], pull: pullOf.get(match[0].replace(/\s+/g, ' ').toLowerCase()) });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** Each asset's own sentiment where it differs from the article's, read only when the item carries it. */
export function tickerSentiments(item: object): Array<{ symbol: string; sentiment: Sentiment }> {
  const value: unknown = 'ticker_sentiments' in item ? item.ticker_sentiments : undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter((entry): entry is [string, Sentiment] => SENTIMENTS.has(entry[1]))
    .map(([symbol, sentiment]) => ({ symbol, sentiment }));
}
