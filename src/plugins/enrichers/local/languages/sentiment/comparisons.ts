// German comparisons that turn around what stands before them in their clause: "der Umsatz
// schrumpft weniger stark als erwartet" is good news and "die Inflation sinkt langsamer als
// erhofft" bad, as is "die Erholung ist nicht so stark wie erhofft". A move read without its
// comparison would say the opposite. Spanish and French have none here yet.
import type { PackLanguage } from '../pack.js';
import { stemOf } from '../stemming.js';
import type { Token } from './tokenize.js';

const SMALLER_WORDS = ['weniger', 'langsamer', 'schwächer', 'geringer', 'milder', 'moderater', 'kleiner', 'flacher', 'verhaltener', 'gedämpfter'];
const DEGREES = ['stark', 'deutlich', 'kräftig', 'schnell', 'heftig', 'dramatisch', 'steil', 'massiv', 'hoch', 'schlimm', 'drastisch', 'gravierend', 'ausgeprägt'];

// "weniger stark als", "langsamer als"; a separable verb's particle may stand before "als" ("geht
// weniger stark zurück als erwartet", "fällt milder aus als befürchtet"): it is the verb's, not the comparison's.
const SMALLER: Record<PackLanguage, readonly string[]> = {
  es: [],
  fr: [],
  de: [...SMALLER_WORDS, ...DEGREES.map((d) => `weniger ${d}`)],
};
const THAN: Partial<Record<PackLanguage, string>> = { de: 'als' };
const PARTICLES: Partial<Record<PackLanguage, ReadonlySet<string>>> = {
  de: new Set(['aus', 'zurück', 'ein', 'an', 'ab', 'zu', 'nach', 'auf']),
};
// "nicht so … wie": the negator stays one (it still turns "so stark wie befürchtet" after it) and
// turns what stands before too; the words from "so" to "wie" are the comparison ("nicht so tief wie befürchtet" is no fall).
const NOT_AS: Record<PackLanguage, readonly string[]> = { es: [], fr: [], de: ['nicht so', 'nicht ganz so'] };
const AS: Partial<Record<PackLanguage, string>> = { de: 'wie' };
/** How many words "so … wie" may span. */
const AS_REACH = 4;

/** How many content words before the comparison it turns. */
const TURN_REACH = 8;

const stemCache = new Map<string, string[][]>();

function stemRuns(language: PackLanguage, kind: 'smaller' | 'notAs'): string[][] {
  const key = `${language}:${kind}`;
  let runs = stemCache.get(key);
  if (!runs) {
    const phrases = kind === 'smaller' ? SMALLER[language] : NOT_AS[language];
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

/** The positions of a "smaller than" comparison at `i` ("weniger stark als", "milder [aus] als"), the particle left out; none if there is none. */
function smallerThanAt(language: PackLanguage, tokens: readonly Token[], i: number): number[] {
  const length = runAt(tokens, i, stemRuns(language, 'smaller'));
  if (length === 0) return [];
  const words = Array.from({ length }, (_, k) => i + k);
  const next = i + length;
  const sameClause = (j: number) => tokens[j]?.clause === tokens[i]?.clause;
  if (sameClause(next) && tokens[next]?.word === THAN[language]) return [...words, next];
  const particle = PARTICLES[language]?.has(tokens[next]?.word ?? '') && sameClause(next + 1) && tokens[next + 1]?.word === THAN[language];
  return particle ? [...words, next + 1] : [];
}

/** The positions from "so" to "wie" of a "nicht so … wie" at `i`; none if there is none. */
function notAsAt(language: PackLanguage, tokens: readonly Token[], i: number): number[] {
  const length = runAt(tokens, i, stemRuns(language, 'notAs'));
  if (length === 0) return [];
  const so = i + length - 1;
  for (let j = so + 1; j <= so + AS_REACH && tokens[j]?.clause === tokens[i]?.clause; j++) {
    if (tokens[j]?.word === AS[language]) return Array.from({ length: j - so + 1 }, (_, k) => so + k);
  }
  return [];
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
  for (let i = 0; i < tokens.length; i++) {
    const positions = smallerThanAt(language, tokens, i);
    const comparison = positions.length > 0 ? positions : notAsAt(language, tokens, i);
    if (comparison.length === 0) continue;
    for (const p of comparison) (tokens[p] as Token).comparison = true;
    turnBack(language, tokens, i, conjunctions, isContent);
    i = comparison[comparison.length - 1] ?? i;
  }
}
