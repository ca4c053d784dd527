import {
  AWAY_FROM,
  AWAY_WINDOW,
  BAD_NOUN_WINDOW,
  BAD_NOUNS,
  CUT_VERBS,
  DOWN_PHRASES,
  DOWN_WORDS,
  FADING_VERBS,
  OUTLOOK_NOUNS,
  OUTLOOK_WINDOW,
  RAISE_VERBS,
  RATING_DOWN_VERBS,
  RATING_UP_VERBS,
  RATINGS,
  RESOLVING_VERBS,
  RESOLVING_WINDOW,
  REVERSAL_VERBS,
  REVERSAL_WINDOW,
  UP_PHRASES,
  UP_WORDS,
} from './lexicon.js';
import { readResults } from './results.js';

/** The words of a text after negation, with what the marker rules need to know about each. */
export interface MarkedWords {
  /** The word without its `not_` prefix. */
  bare: string[];
  negated: boolean[];
  /** Clause number: punctuation starts a new clause, and context words do not reach across it. */
  clause: number[];
  /** Sentence number: a full stop, "!", "?" or ";" starts a new sentence. */
  sentence: number[];
}

function nearby(words: MarkedWords, i: number, before: number, after: number, set: ReadonlySet<string>): boolean {
  for (let j = Math.max(0, i - before); j <= Math.min(words.bare.length - 1, i + after); j++) {
    if (j !== i && words.clause[j] === words.clause[i] && set.has(words.bare[j] ?? '')) return true;
  }
  return false;
}

// The second words of the move phrases ("bounce back", "gives up"): only before one of them is a phrase looked up.
const PHRASE_ENDS: ReadonlySet<string> = new Set([...UP_PHRASES, ...DOWN_PHRASES].map((phrase) => phrase.split('_')[1] ?? ''));

/**
 * `<up>` or `<down>` for each move word, after the context that turns it around: a negation
 * ("did not beat"), a bad noun ("unemployment rises"), a reversal ("pares gains", "gains
 * evaporate") or a move away from an extreme ("off highs").
 */
function direction(words: MarkedWords, i: number): 'up' | 'down' | null {
  const word = words.bare[i] ?? '';
  const next = words.bare[i + 1] ?? '';
  if (PHRASE_ENDS.has(next)) {
    const phrase = `${word}_${next}`;
    if (UP_PHRASES.has(phrase)) return 'up';
    if (DOWN_PHRASES.has(phrase)) return 'down';
  }
  if (UP_WORDS.has(word)) return 'up';
  return DOWN_WORDS.has(word) ? 'down' : null;
}

function turnedAround(words: MarkedWords, i: number, dir: 'up' | 'down'): boolean {
  let flips = words.negated[i] ? 1 : 0;
  if (!BAD_NOUNS.has(words.bare[i] ?? '') && nearby(words, i, BAD_NOUN_WINDOW, BAD_NOUN_WINDOW, BAD_NOUNS)) flips += 1;
  if (nearby(words, i, REVERSAL_WINDOW, 0, REVERSAL_VERBS) || nearby(words, i, 0, REVERSAL_WINDOW, FADING_VERBS)) flips += 1;
  if (nearby(words, i, AWAY_WINDOW, 0, AWAY_FROM)) flips += 1;
  if (dir === 'down' && nearby(words, i, RESOLVING_WINDOW, 0, RESOLVING_VERBS)) flips += 1;
  return flips % 2 === 1;
}

/** Markers, each with the positions of the words it was read from (what the sentiment reasons quote). */
export interface FoundMarkers {
  markers: string[];
  origins: number[][];
}

function add(found: FoundMarkers, marker: string, origin: number[]): void {
  found.markers.push(marker);
  found.origins.push(origin);
}

function polarityMarkers(words: MarkedWords, found: FoundMarkers, skip: ReadonlySet<number>): void {
  words.bare.forEach((_, i) => {
    if (skip.has(i)) return;
    const dir = direction(words, i);
    if (!dir) return;
    add(found, (dir === 'up') !== turnedAround(words, i, dir) ? '<up>' : '<down>', [i]);
  });
}

/** "raises guidance", "PT cut to $40", "slashes dividend": an outlook noun near a raise or cut verb. */
function outlookMarkers(words: MarkedWords, found: FoundMarkers): void {
  words.bare.forEach((word, i) => {
    if (!OUTLOOK_NOUNS.has(word)) return;
    for (let j = Math.max(0, i - OUTLOOK_WINDOW); j <= Math.min(words.bare.length - 1, i + OUTLOOK_WINDOW); j++) {
      const verb = words.bare[j] ?? '';
      const flip = words.negated[j] === true;
      const origin = [i, j];
      if (RAISE_VERBS.has(verb)) add(found, flip ? '<outlook_down>' : '<outlook_up>', origin);
      if (CUT_VERBS.has(verb)) add(found, flip ? '<outlook_up>' : '<outlook_down>', origin);
    }
  });
}

/** "upgraded to buy", "cut to neutral at Cowen": the direction of the move is what counts. */
function ratingMarkers(words: MarkedWords, found: FoundMarkers): void {
  words.bare.forEach((verb, i) => {
    if (words.bare[i + 1] !== 'to' || !RATINGS.has(words.bare[i + 2] ?? '')) return;
    const flip = words.negated[i] === true;
    if (RATING_UP_VERBS.has(verb)) add(found, flip ? '<rating_down>' : '<rating_up>', [i, i + 1, i + 2]);
    if (RATING_DOWN_VERBS.has(verb)) add(found, flip ? '<rating_up>' : '<rating_down>', [i, i + 1, i + 2]);
  });
}

/**
 * The finance markers of a text: company results, moves, outlook changes and rating changes, each
 * with its direction. A word read as part of a result ("the loss narrowed") gives no move marker of its own.
 */
export function financeMarkers(words: MarkedWords): FoundMarkers & { resultMoves: ReadonlySet<number> } {
  const results = readResults(words);
  const found: FoundMarkers = { markers: results.markers, origins: results.origins };
  polarityMarkers(words, found, results.used);
  outlookMarkers(words, found);
  ratingMarkers(words, found);
  return { ...found, resultMoves: results.moves };
}
