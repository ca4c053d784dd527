// Counts of every word, pair and triple of words in a text, in a normal form (lower case,
// singular), so a keyword list is checked with a few map look-ups instead of a regex each.
import { wordTokens } from './word-tokens.js';

const MAX_PHRASE_WORDS = 3;

/** "banks" → "bank", "policies" → "policy"; leaves "crisis", "status", "gas" alone. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  return word.slice(0, -1);
}

/** A keyword or phrase in the same normal form as the bag's keys. */
export function normalPhrase(phrase: string): string {
  return wordTokens(phrase).map((t) => singular(t.lower)).join(' ');
}

export interface TermBag {
  counts: Map<string, number>;
  /** Words in the text. */
  words: number;
}

/** The bag of a text's words and two- and three-word phrases. */
export function termBag(text: string): TermBag {
  const words = wordTokens(text).map((t) => singular(t.lower));
  const counts = new Map<string, number>();
  // "cloud-spending" also counts as "cloud" and "spending".
  for (const word of words) if (word.includes('-')) for (const part of word.split('-')) if (part) counts.set(singular(part), (counts.get(singular(part)) ?? 0) + 1);
  for (let i = 0; i < words.length; i += 1) {
    let phrase = '';
    for (let n = 0; n < MAX_PHRASE_WORDS && i + n < words.length; n += 1) {
      phrase = n === 0 ? (words[i] ?? '') : `${phrase} ${words[i + n] ?? ''}`;
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
    }
  }
  return { counts, words: words.length };
}

/** How often a normalised phrase occurs. */
export function countOf(bag: TermBag, phrase: string): number {
  return bag.counts.get(phrase) ?? 0;
}
