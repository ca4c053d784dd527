// German writes a name's genitive with a bare s: "Nvidias Umsatz", "Teslas Aktie". Read as the name
// when the name is an asset's and the word with its s is not one itself ("Bitcoins" is a name already).
import type { TickerIndex } from '../ticker-index.js';
import type { WordToken } from '../word-tokens.js';

const MIN_LENGTH = 4;

/** The tokens with each genitive of an asset's name read as the name. */
export function withoutGenitives(tokens: WordToken[], index: TickerIndex): WordToken[] {
  return tokens.map((token) => {
    const { lower } = token;
    if (lower.length < MIN_LENGTH || !lower.endsWith('s') || index.names.has(lower)) return token;
    const name = lower.slice(0, -1);
    return index.names.has(name) ? { text: token.text.slice(0, -1), lower: name, start: token.start, end: token.end - 1 } : token;
  });
}
