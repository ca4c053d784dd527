import type { MarkedWords } from './markers.js';
import {
  AFTER_WINDOW,
  BAD_METRICS,
  BEFORE_WINDOW,
  FALL_CUES,
  FLAT_CUES,
  GOOD_METRICS,
  GROWTH,
  LINKS,
  METRIC_PAIRS,
  RISE_CUES,
  STOPPERS,
  SWING_DOWN,
  SWING_UP,
  TURN_FILLERS,
  TURN_REACH,
  TURN_VERBS,
  TURNED_BAD,
  TURNED_GOOD,
} from './results-lexicon.js';

type Move = 'up' | 'down' | 'flat';

/** How a measure moved, and whether that reading already says good or bad (a swing from loss to profit). */
interface Change {
  move: Move;
  absolute: boolean;
}

/** The results markers of a text, and the word positions they account for. */
export interface ResultsReading {
  markers: string[];
  /** For each marker, the positions of the words it was read from (the measure, its move word). */
  origins: number[][];
  /** Words read as part of a result: the move word markers need not count them again. */
  used: Set<number>;
  /** The move words of the results read ("rose" in "net sales rose"): their direction is in the result marker. */
  moves: Set<number>;
}

function isMetric(words: MarkedWords, i: number): boolean {
  const word = words.bare[i] ?? '';
  if (GOOD_METRICS.has(word) || BAD_METRICS.has(word)) return true;
  return i > 0 && words.clause[i - 1] === words.clause[i] && METRIC_PAIRS.has(`${words.bare[i - 1]}_${word}`);
}

/** The last word of each run of measure words: in "sales volumes" or "operating profit margin" the last one is measured. */
function metricHeads(words: MarkedWords): number[] {
  const heads: number[] = [];
  words.bare.forEach((_, i) => {
    if (isMetric(words, i) && !(isMetric(words, i + 1) && words.clause[i + 1] === words.clause[i])) heads.push(i);
  });
  return heads;
}

function flip(move: Move): Move {
  if (move === 'flat') return move;
  return move === 'up' ? 'down' : 'up';
}

/** The change a word states, if any; a negation ("did not improve") turns it around. */
function cueAt(words: MarkedWords, j: number): Change | null {
  const word = words.bare[j] ?? '';
  if (word === SWING_UP || word === SWING_DOWN) return { move: word === SWING_UP ? 'up' : 'down', absolute: true };
  const move: Move | null = RISE_CUES.has(word) ? 'up' : FALL_CUES.has(word) ? 'down' : FLAT_CUES.has(word) ? 'flat' : null;
  if (!move) return null;
  return { move: words.negated[j] ? flip(move) : move, absolute: false };
}

/**
 * A move word in front of the measure that it modifies or governs: "higher raw material costs",
 * "cuts its dividend", "cut 140 jobs", "increase the company's order backlog", "a rise in
 * revenue", "weighed on earnings". Another preposition or a conjunction ends the search ("finish
 * lower after paring losses").
 */
function cueBefore(words: MarkedWords, m: number): number | null {
  for (let j = m - 1; j >= Math.max(0, m - BEFORE_WINDOW); j--) {
    const word = words.bare[j] ?? '';
    if (words.clause[j] !== words.clause[m] || isMetric(words, j)) return null;
    if (cueAt(words, j)) return j;
    const linked = LINKS.has(word) && cueAt(words, j - 1) !== null;
    if (STOPPERS.has(word) && !linked) return null;
  }
  return null;
}

/** Where the change of the measure at `m` is stated: a move word in front of it, else one after it in its sentence. */
function cuePosition(words: MarkedWords, m: number, heads: ReadonlySet<number>): number | null {
  const before = cueBefore(words, m);
  if (before !== null) return before;
  for (let j = m + 1; j <= Math.min(words.bare.length - 1, m + AFTER_WINDOW); j++) {
    if (words.sentence[j] !== words.sentence[m] || heads.has(j)) break;
    if (cueAt(words, j)) return words.bare[j] === GROWTH && cueAt(words, j + 1) ? j + 1 : j;
  }
  return null;
}

/** "turned to an operating profit", "swung to a loss", "returned to profitability"; gives the positions of the measures read so. */
function turns(words: MarkedWords, reading: ResultsReading): Set<number> {
  const turned = new Set<number>();
  words.bare.forEach((verb, i) => {
    if (!TURN_VERBS.has(verb)) return;
    for (let j = i + 1; j <= Math.min(words.bare.length - 1, i + TURN_REACH); j++) {
      const word = words.bare[j] ?? '';
      if (words.clause[j] !== words.clause[i]) return;
      if (!TURNED_GOOD.has(word) && !TURNED_BAD.has(word)) {
        if (TURN_FILLERS.has(word)) continue;
        return;
      }
      const good = TURNED_GOOD.has(word) !== (words.negated[i] ?? false);
      reading.markers.push(good ? '<result_up>' : '<result_down>');
      reading.origins.push([i, j]);
      reading.used.add(i).add(j);
      reading.moves.add(i);
      turned.add(j);
      return;
    }
  });
  return turned;
}

/** "Net sales rose to X, and operating profit to Y" (or "by 28 % to Y"): a measure with no move of its own that shares the last one. */
function sharesLastMove(words: MarkedWords, m: number, last: { change: Change; sentence: number } | null): Change | null {
  const next = words.bare[m + 1];
  return last && last.sentence === words.sentence[m] && (next === 'to' || next === 'by') ? last.change : null;
}

/**
 * Reads company results: each measure (profit, net sales, the loss, costs) with the change stated
 * for it, as `<result_up>` (good news), `<result_down>` (bad news) or `<result_flat>`. A cost or a
 * loss that grows is bad news. A measure stated with no change is `<result_level>`: "net sales
 * totalled EUR 45 mn" is a fact, not a move.
 */
export function readResults(words: MarkedWords): ResultsReading {
  const reading: ResultsReading = { markers: [], origins: [], used: new Set(), moves: new Set() };
  const turned = turns(words, reading);
  const heads = metricHeads(words);
  const headSet = new Set(heads);
  // A measure is a noun here, not a move: "profit" in "operating profit was EUR 5 mn" is no rise.
  // A loss or a cost stays bad news even when no change is stated ("71K job losses").
  words.bare.forEach((word, i) => {
    if (isMetric(words, i) && !BAD_METRICS.has(word)) reading.used.add(i);
  });
  let last: { change: Change; sentence: number } | null = null;
  for (const m of heads) {
    if (turned.has(m)) continue;
    const at = cuePosition(words, m, headSet);
    const change: Change | null = (at === null ? null : cueAt(words, at)) ?? sharesLastMove(words, m, last);
    if (!change) {
      reading.markers.push('<result_level>');
      reading.origins.push([m]);
      continue;
    }
    const move = change.absolute || !BAD_METRICS.has(words.bare[m] ?? '') ? change.move : flip(change.move);
    reading.markers.push(`<result_${move}>`);
    reading.origins.push(at === null ? [m] : [m, at]);
    reading.used.add(m);
    if (at !== null) reading.used.add(at);
    if (at !== null && !isMetric(words, at)) reading.moves.add(at);
    last = { change, sentence: words.sentence[m] ?? 0 };
  }
  return reading;
}
