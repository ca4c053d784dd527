// Clauses: the pieces of a sentence that can each say something of their own about an asset.
// "BTC rallies as ETH slumps after the exploit" is three ("BTC rallies", "ETH slumps", "the
// exploit"); "Tesla beat estimates, but Ford missed" two. A sentence splits at a semicolon, a dash
// between spaces, and the contrast and time words below; one that opens with such a word
// ("Although ether slid, bitcoin held") splits at its first comma.

export interface Clause {
  /** Offsets into the text the clauses were taken from. */
  start: number;
  end: number;
  /** Which sentence of the text it belongs to (0 = first). */
  sentence: number;
  /** Introduced by "despite", "although"…: a concession, whose subject is not the sentence's. */
  concessive: boolean;
}

/** A language's words that join clauses (languages/clause-words.ts has those of the pack languages). */
export interface ClauseWords {
  /** Where a sentence splits: the join word, if any, in group 1 or 2. Global. */
  joins: RegExp;
  /** A sentence opening with one of these splits at its first comma; the word in group 1. */
  openers: RegExp;
  /** Join words that introduce a concession, whose subject is not the sentence's. */
  concessive: ReadonlySet<string>;
}

const SENTENCE_END = /[.!?]+["”')\]»]*\s+(?=["“'(«¿¡]?[\p{Lu}0-9$])|\n+/gu;

export const ENGLISH_CLAUSES: ClauseWords = {
  // ", and" joins two clauses where a bare "and" mostly joins two names ("Solana and Cardano jump").
  joins: /\s*;\s*|\s+[–—]\s+|\s+-\s+|,?\s+(even as|even though|whereas|while|but|although|though|despite|as|after|yet)\s+|,\s+(and)\s+/g,
  openers: /^(even as|even though|although|though|while|whereas|despite|as|after)\s/i,
  concessive: new Set(['despite', 'although', 'though', 'even though']),
};
/** "as much as", "such as", "seen as", "as expected": an "as" that compares or names, not one that joins two events. */
const AS_BEFORE: ReadonlySet<string> = new Set(['as', 'such', 'so', 'well', 'same', 'known', 'seen', 'regarded', 'just', 'twice']);
const AS_AFTER: ReadonlySet<string> = new Set([
  'much', 'many', 'well', 'long', 'soon', 'far', 'high', 'low', 'little', 'part', 'expected', 'of', 'if', 'usual', 'such', 'a', 'an',
]);

/** The last `count` words of the text, lower case, last one last. */
function lastWords(text: string, count: number): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(-count);
}

function firstWord(text: string): string {
  return /^\W*([\p{L}\p{N}]+)/u.exec(text)?.[1]?.toLowerCase() ?? '';
}

/** Whether the join word `word`, found at `at` and running `length` characters, starts a clause. */
function joinsClauses(sentence: string, word: string | undefined, at: number, length: number): boolean {
  if (word !== 'as') return true;
  const before = lastWords(sentence.slice(0, at), 3);
  const after = firstWord(sentence.slice(at + length));
  // The second "as" of "as much as", "as high as".
  if (before.includes('as')) return false;
  return !AS_BEFORE.has(before.at(-1) ?? '') && !AS_AFTER.has(after);
}

/** The clauses of one sentence from `start` to `end` of `text`. */
function splitSentence(text: string, start: number, end: number, sentence: number, words: ClauseWords, out: Clause[]): void {
  const body = text.slice(start, end);
  let from = 0;
  let concessive = false;
  const opener = words.openers.exec(body);
  const comma = opener ? body.indexOf(',') : -1;
  if (opener && comma > 0) {
    out.push({ start, end: start + comma, sentence, concessive: words.concessive.has(opener[1]?.toLowerCase() ?? '') });
    from = comma + 1;
  }
  const offset = from;
  for (const match of body.slice(offset).matchAll(words.joins)) {
    const at = offset + match.index;
    if (at === from || !joinsClauses(body, match[1]?.toLowerCase(), at, match[0].length)) continue;
    out.push({ start: start + from, end: start + at, sentence, concessive });
    concessive = words.concessive.has((match[1] ?? match[2] ?? '').toLowerCase());
    from = at + match[0].length;
  }
  if (from < body.length) out.push({ start: start + from, end, sentence, concessive });
}

/** The clauses of the sentences of `text` between `from` and `to`, split at the language's words (English's by default). */
export function clausesOf(text: string, from = 0, to = text.length, words: ClauseWords = ENGLISH_CLAUSES): Clause[] {
  const clauses: Clause[] = [];
  const region = text.slice(from, to);
  let sentence = 0;
  let start = 0;
  for (const match of region.matchAll(SENTENCE_END)) {
    splitSentence(text, from + start, from + match.index, sentence, words, clauses);
    sentence += 1;
    start = match.index + match[0].length;
  }
  if (start < region.length) splitSentence(text, from + start, to, sentence, words, clauses);
  return clauses;
}
