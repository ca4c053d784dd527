// The answer's extras about sentiment: each asset's own (ticker_sentiments) and the phrases that
// moved it (sentiment_phrases). Each entry is checked on its own; one the model got wrong is
// dropped and the rest kept, and an answer without them gives neither.
import type { Enrichment, Sentiment } from '../../sdk/index.js';
import { sentimentPhraseSchema, sentimentSchema } from './answer-schema.js';

/** At most this many phrases are kept, as the local enricher gives. */
export const MAX_PHRASES = 6;

/**
 * The assets whose own sentiment differs from the article's; `toSymbol` normalises a key as the
 * tickers are ("$eth" → "ETH"), and a key that is none of the article's tickers is dropped.
 */
export function tickerSentimentsOf(
  raw: Record<string, unknown> | undefined,
  article: Sentiment,
  tickers: readonly string[],
  toSymbol: (key: string) => string | undefined,
): Enrichment['tickerSentiments'] {
  const own: Record<string, Sentiment> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    const symbol = toSymbol(key);
    const sentiment = sentimentSchema.safeParse(value);
    if (symbol && tickers.includes(symbol) && sentiment.success && sentiment.data !== article) own[symbol] = sentiment.data;
  }
  return Object.keys(own).length > 0 ? own : undefined;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The phrases as "bullish:…" or "bearish:…", in the model's order, each once, at most MAX_PHRASES,
 * quoted as the title or text writes them; a phrase they do not hold (the model's own words) is dropped.
 */
export function sentimentReasonsOf(raw: readonly unknown[] | undefined, source: string): string[] | undefined {
  if (!raw) return undefined;
  const written = collapse(source);
  // Lower-casing keeps the length of these texts' letters, so an offset in one is the same in the other.
  const haystack = written.toLowerCase();
  const sameLength = haystack.length === written.length;
  const seen = new Set<string>();
  const reasons: string[] = [];
  for (const entry of raw) {
    const parsed = sentimentPhraseSchema.safeParse(entry);
    if (!parsed.success) continue;
    const key = collapse(parsed.data.phrase).toLowerCase();
    const at = haystack.indexOf(key);
    if (seen.has(key) || at < 0) continue;
    seen.add(key);
    reasons.push(`${parsed.data.direction}:${sameLength ? written.slice(at, at + key.length) : parsed.data.phrase}`);
    if (reasons.length === MAX_PHRASES) break;
  }
  return reasons;
}
