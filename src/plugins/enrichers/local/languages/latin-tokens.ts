// The words of a text in a language the enricher cannot read that still say something without
// being read: runs of Latin letters and digits, such as "BTC" or "ETF" inside Japanese or Arabic.
// A run ends where another script starts ("BTCは" is "BTC"), as there may be no space between.
import type { WordToken } from '../word-tokens.js';

const LATIN_RUN = /(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]*(?:[.&][A-Za-z0-9]+)*/g;

/** The Latin-letter words of a text with their offsets. */
export function latinTokens(text: string): WordToken[] {
  return Array.from(text.matchAll(LATIN_RUN), (m) => ({ text: m[0], lower: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
}
