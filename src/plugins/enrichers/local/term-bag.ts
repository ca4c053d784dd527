// A text's words in a normal form (lower case, singular) indexed by position, so a keyword list is
// checked with a map look-up per keyword instead of a regex each.
import { type WordToken, wordTokens } from './word-tokens.js';

/** "banks" → "bank", "policies" → "policy"; leaves "crisis", "status", "gas" alone. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  // -ss, -us, -is: not a plural ending.
  const beforeS = word[word.length - 2];
  if (beforeS === 's' || beforeS === 'u' || beforeS === 'i') return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  return word.slice(0, -1);
}

/** A keyword or phrase in the same normal form as the bag's keys. */
export function normalPhrase(phrase: string): string {
  return wordTokens(phrase).map((t) => singular(t.lower)).join(' ');
}

export interface TermBag {
  /** The text's words in normal form, in order. */
  terms: string[];
  /** Where each word occurs. */
  positions: Map<string, number[]>;
  /** Parts of hyphenated words: "cloud-spending" also counts as "cloud" and "spending". */
  parts: Map<string, number>;
  /** Words in the text. */
  words: number;
  /** The text and its words' offsets, to quote a phrase as written (writtenPhrase). */
  text: string;
  tokens: readonly WordToken[];
}

/**
 * The text's words in normal form with their positions, so a phrase of any length is counted with
 * one look-up. A caller that has tokenised the text already passes its tokens; one reading another
 * language passes its normal form (a stem) for English's singular.
 */
export function termBag(text: string, tokens: readonly WordToken[] = wordTokens(text), normalForm: (lower: string) => string = singular): TermBag {
  const terms = tokens.map((t) => normalForm(t.lower));
  const positions = new Map<string, number[]>();
  const parts = new Map<string, number>();
  terms.forEach((word, i) => {
    const list = positions.get(word);
    if (list) list.push(i);
    else positions.set(word, [i]);
    if (!word.includes('-')) return;
    for (const part of word.split('-')) if (part) parts.set(singular(part), (parts.get(singular(part)) ?? 0) + 1);
  });
  return { terms, positions, parts, words: terms.length, text, tokens };
}

/**
 * A normalised phrase's first occurrence as the text writes it ("se desploma" for "se desplom"),
 * white space made single; null when it occurs only inside a hyphenated word, or not at all.
 */
export function writtenPhrase(bag: TermBag, phrase: string): string | null {
  const words = phrase.split(' ');
  const start = bag.positions.get(words[0] ?? '')?.find((at) => words.every((word, k) => bag.terms[at + k] === word));
  if (start === undefined) return null;
  const first = bag.tokens[start];
  const last = bag.tokens[start + words.length - 1];
  return first && last ? bag.text.slice(first.start, last.end).replace(/\s+/g, ' ') : null;
}

/** How often a normalised word or phrase occurs. */
export function countOf(bag: TermBag, phrase: string): number {
  const space = phrase.indexOf(' ');
  if (space < 0) return (bag.positions.get(phrase)?.length ?? 0) + (bag.parts.get(phrase) ?? 0);
  // Most phrases' first word is not in the text: look it up before splitting the phrase.
  const starts = bag.positions.get(phrase.slice(0, space));
  if (!starts) return 0;
  const words = phrase.split(' ');
  let count = 0;
  for (const start of starts) if (words.every((word, k) => bag.terms[start + k] === word)) count += 1;
  return count;
}

/** Phrases to look for, by their first word, so a text is read once for all of them. */
export type PhraseIndex = Map<string, { phrase: string; words: string[] }[]>;

/** An index of normalised phrases (see normalPhrase). */
export function phraseIndex(phrases: Iterable<string>): PhraseIndex {
  const index: PhraseIndex = new Map();
  for (const phrase of new Set(phrases)) {
    const words = phrase.split(' ');
    const list = index.get(words[0] ?? '');
    if (list) list.push({ phrase, words });
    else index.set(words[0] ?? '', [{ phrase, words }]);
  }
  return index;
}

/** How often each indexed phrase occurs, for those that do (in no particular order): countOf for a whole list at once. */
export function phraseCounts(bag: TermBag, index: PhraseIndex): Map<string, number> {
  const counts = new Map<string, number>();
  // Each distinct word of the text is looked up once; a longer phrase is then checked where its first word occurs.
  for (const [word, starts] of bag.positions) {
    for (const { phrase, words } of index.get(word) ?? []) {
      const n = words.length === 1 ? starts.length : starts.filter((start) => words.every((w, k) => bag.terms[start + k] === w)).length;
      if (n > 0) counts.set(phrase, n);
    }
  }
  for (const [part, n] of bag.parts) if (index.get(part)?.some(({ words }) => words.length === 1)) counts.set(part, (counts.get(part) ?? 0) + n);
  return counts;
}
