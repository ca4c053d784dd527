// German comparisons that turn around what stands before them in their clause: "der Umsatz
// schrumpft weniger stark als erwartet" is good news and "die Inflation sinkt langsamer als
// erhofft" bad, as is "die Erholung ist nicht so stark wie erhofft". A move read without its
// comparison would say the opposite. Spanish and French have none here yet.
import type { PackLanguage } from '../pack.js';
import { stemOf } from '../stemming.js';
import type { Token } from './tokenize.js';

const SMALLER_WORDS = ['weniger', 'langsamer', 'schwächer', 'geringer', 'milder', 'moderater', 'kleiner', 'flacher', 'verhaltener', 'gedämpfter'];
const DEGREES = ['stark', 'deutlich', 'kräftig', 'schnell', 'heftig', 'dramatisch', 'steil', 'massiv', 'hoch', 'schlimm', 'drastisch', 'gravierend', 'ausgeprägt'];

// "weniger stark als", "langsamer als", and with the particle of "fällt … aus" between ("fällt milder aus als befürchtet").
const SMALLER = [...SMALLER_WORDS, ...DEGREES.map((d) => `weniger ${d}`)];
const SMALLER_THAN: Record<PackLanguage, readonly string[]> = {
  es: [],
  fr: [],
  de: SMALLER.flatMap((w) => [`${w} als`, `${w} aus als`]),
};
// "nicht so … wie": the negator stays one (it still turns "so stark wie befürchtet" after it) and turns what stands before too.
const NOT_AS: Record<PackLanguage, readonly string[]> = { es: [], fr: [], de: ['nicht so', 'nicht ganz so'] };
const AS: Partial<Record<PackLanguage, string>> = { de: 'wie' };

/** How many content words before the comparison it turns. */
const TURN_REACH = 8;

const stemCache = new Map<string, string[][]>();

function stemRuns(language: PackLanguage, kind: 'smaller' | 'notAs'): string[][] {
  const key = `${language}:${kind}`;
  let runs = stemCache.get(key);
  if (!runs) {
    const phrases = kind === 'smaller' ? SMALLER_THAN[language] : NOT_AS[language];
    runs = phrases.map((p) => p.split(' ').map((w) => stemOf(language, w)));
    stemCache.set(key, runs);
  }
  return runs;
}

function runAt(tokens: readonly Token[], i: number, runs: readonly string[][]): number {
  let longest = 0;
  for (const stems of runs) {
    const fits = stems.every((stem, k) => tokens[i + k]?.stem === stem && tokens[i + k]?.clause === tokens[i]?.clause);
    if (fits && stems.length > longest) longest = stems.length;
  }
  return longest;
}

function hasLater(tokens: readonly Token[], from: number, word: string | undefined): boolean {
  return word !== undefined && tokens.slice(from).some((t) => t.clause === tokens[from]?.clause && t.word === word);
}

// "fiel auf 2,0 Prozent, weniger als erwartet": the comparison is of the level reached, not of the move.
const TO_LEVEL: Partial<Record<PackLanguage, string>> = { de: 'auf' };

function reachesLevel(tokens: readonly Token[], clause: number | undefined, language: PackLanguage): boolean {
  return tokens.some((t, i) => t.clause === clause && t.word === TO_LEVEL[language] && tokens[i + 1]?.word.startsWith('<'));
}

/**
 * Marks the words before the comparison as turned, back to the start of the clause or a
 * conjunction; a comparison that opens its clause turns the one before ("stiegen nur um 0,1
 * Prozent, weniger als befürchtet") unless that one names the level reached.
 */
function turnBack(language: PackLanguage, tokens: Token[], at: number, conjunctions: ReadonlySet<string>, isContent: (t: Token) => boolean): void {
  const opens = at > 0 && tokens[at - 1]?.clause !== tokens[at]?.clause;
  const clause = opens ? tokens[at - 1]?.clause : tokens[at]?.clause;
  if (opens && reachesLevel(tokens, clause, language)) return;
  let left = TURN_REACH;
  for (let j = at - 1; j >= 0 && left > 0; j--) {
    const token = tokens[j] as Token;
    if (token.clause !== clause || conjunctions.has(token.word)) return;
    token.turned = true;
    if (isContent(token)) left -= 1;
  }
}

/**
 * Marks the comparisons that say a move was smaller than its measure (`comparison` on their
 * words) and turns what stands before each in its clause (`turned`).
 */
export function markComparisons(language: PackLanguage, tokens: Token[], conjunctions: ReadonlySet<string>, isContent: (t: Token) => boolean): void {
  const smaller = stemRuns(language, 'smaller');
  const notAs = stemRuns(language, 'notAs');
  for (let i = 0; i < tokens.length; i++) {
    const length = runAt(tokens, i, smaller);
    if (length > 0) {
      for (let k = 0; k < length; k++) (tokens[i + k] as Token).comparison = true;
      turnBack(language, tokens, i, conjunctions, isContent);
      i += length - 1;
    } else if (runAt(tokens, i, notAs) > 0 && hasLater(tokens, i, AS[language])) {
      turnBack(language, tokens, i, conjunctions, isContent);
    }
  }
}
