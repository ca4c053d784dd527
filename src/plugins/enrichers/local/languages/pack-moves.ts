// Price moves in a pack language: a percentage with a word of movement beside it ("se desploma un
// 15%", "recule de 3,5 %", "ist um 5 Prozent gestiegen": German puts the verb last). The pack's
// movement words (sentiment.rises and .falls) give the sign; a percentage without one is a level.
import type { LanguagePack } from './pack.js';
import { packTokens } from './pack-tokens.js';
import { termOf } from './stems.js';

const PERCENTAGE = /(\d+(?:[.,]\d+)?)\s?(?:%|por ciento|pour cent|prozent)/giu;
const BEFORE = 5;
const AFTER = 3;
// Enough characters for those words; the text is not tokenised again from its start for each percentage.
const REACH = 80;

/** A finder of the signed percentage moves a text of the pack's language reports. */
export function packMoveFinder(pack: LanguagePack): (text: string) => number[] {
  const phrase = (words: string) => packTokens(words).map((t) => termOf(pack.code, t.lower)).join(' ');
  const rises = pack.sentiment.rises.map(phrase);
  const falls = pack.sentiment.falls.map(phrase);
  // The terms beside the percentage, space-joined and padded, so a phrase is found with one includes().
  const has = (terms: readonly string[], phrases: readonly string[]) => {
    const joined = ` ${terms.join(' ')} `;
    return phrases.some((p) => joined.includes(` ${p} `));
  };
  return (text) => {
    const moves: number[] = [];
    for (const match of text.matchAll(PERCENTAGE)) {
      const end = match.index + match[0].length;
      const before = packTokens(text.slice(Math.max(0, match.index - REACH), match.index)).slice(-BEFORE).map((t) => termOf(pack.code, t.lower));
      const after = packTokens(text.slice(end, end + REACH)).slice(0, AFTER).map((t) => termOf(pack.code, t.lower));
      const up = has(before, rises) || has(after, rises);
      const down = has(before, falls) || has(after, falls);
      const size = Number((match[1] ?? '').replace(',', '.'));
      if (up !== down && Number.isFinite(size) && size < 1000) moves.push(up ? size : -size);
    }
    return moves;
  };
}
