// Word tokens of a pack-language text. Elisions and compounds are cut apart where English keeps a
// word whole: "l'action" is "l" and "action", "d'Apple" is "d" and "Apple", "Nvidia-Aktie" is
// "Nvidia" and "Aktie", so a name or a keyword is found inside them.
import { type WordToken, wordTokens } from '../word-tokens.js';

const JOINER = /['’-]/;

function parts(token: WordToken): WordToken[] {
  const found: WordToken[] = [];
  let at = 0;
  for (const part of token.text.split(/['’-]/)) {
    if (part !== '') found.push({ text: part, lower: part.toLowerCase(), start: token.start + at, end: token.start + at + part.length });
    at += part.length + 1;
  }
  return found;
}

/** The words of a text with their offsets, elisions and hyphenated compounds cut into their parts. */
export function packTokens(text: string): WordToken[] {
  return wordTokens(text).flatMap((token) => (JOINER.test(token.text) ? parts(token) : [token]));
}
