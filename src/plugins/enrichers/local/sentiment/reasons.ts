// Why the classifier called a text what it did. The model is linear, so each feature that fired
// pushed the score by its weight: (bullish − bearish weight) × its scaled value. That push is
// shared among the words the feature was read from (a word, two neighbouring words, or the words a
// marker came from: "missed" for <down>, "raises … guidance" for <outlook_up>), and neighbouring
// words pushing the same way make one phrase, quoted as the text writes it.
import { STOP_WORDS } from '../stop-words.js';
import { articleParts, rowLookupOf } from './classify.js';
import { isDown, isUp } from './features.js';
import { NEGATORS } from './lexicon.js';
import { CLASS_COUNT, type LinearModel } from './linear-model.js';
import { shippedModel } from './model-file.js';
import { tokenize, type Tokens } from './tokenize.js';

/** At most this many reasons are given. */
export const MAX_REASONS = 6;
/** A word pushing less than this (in logits) is no part of a phrase… */
const MIN_WORD_PUSH = 0.1;
/** …and a phrase pushing less than this is no reason. */
const MIN_PHRASE_PUSH = 0.75;
/** How far back from a negated word its negator may stand ("did not sharply fall"). */
const NEGATOR_REACH = 4;
const BEARISH = 0;
const BULLISH = 1;

/** A phrase of the text and how hard it pushed: > 0 towards bullish, < 0 towards bearish, in logits. */
export interface Reason {
  /** Its words as the classifier read them (lower case). */
  words: string[];
  push: number;
  /** The text it was found in, to quote it as written. */
  source: string;
}

/** The phrase as its text writes it. */
export function quoted(reason: Reason): string {
  return asWritten(reason.source, reason.words);
}

/** Each feature the model knows, once, with the word positions it was read from. */
function firedFeatures(tokens: Tokens, model: LinearModel): Map<number, readonly number[]> {
  const rows = rowLookupOf(model);
  const fired = new Map<number, readonly number[]>();
  const fire = (row: number | undefined, positions: readonly number[]) => {
    if (row !== undefined && !fired.has(row)) fired.set(row, positions);
  };
  const { words, markers, origins } = tokens;
  words.forEach((word, i) => fire(rows.row(word), [i]));
  for (let i = 1; i < words.length; i++) fire(rows.bigramRow(words[i - 1] ?? '', words[i] ?? ''), [i - 1, i]);
  markers.forEach((marker, k) => fire(rows.row(marker), origins[k] ?? []));
  // The balance markers sum the move markers up, so they speak for the same words.
  const moved = (test: (marker: string) => boolean) => markers.flatMap((m, k) => (test(m) ? (origins[k] ?? []) : []));
  const up = moved(isUp);
  const down = moved(isDown);
  if (up.length > down.length) fire(rows.row('<net_up>'), up);
  if (down.length > up.length) fire(rows.row('<net_down>'), down);
  return fired;
}

/** How hard each word pushed the text's score. */
function wordPushes(tokens: Tokens, model: LinearModel): Float64Array {
  const fired = firedFeatures(tokens, model);
  const pushes = new Float64Array(tokens.words.length);
  const value = model.unitLength && fired.size > 0 ? 1 / Math.sqrt(fired.size) : 1;
  for (const [row, positions] of fired) {
    if (positions.length === 0) continue;
    const base = row * CLASS_COUNT;
    const push = (value * ((model.weights[base + BULLISH] ?? 0) - (model.weights[base + BEARISH] ?? 0))) / positions.length;
    for (const i of positions) pushes[i] = (pushes[i] ?? 0) + push;
  }
  return pushes;
}

function isNegator(word: string): boolean {
  return NEGATORS.has(word) || word.endsWith("n't");
}

/**
 * Where the negation of the word at `i` starts, so that "not fall" and "fails to beat" are quoted,
 * not "fall" or "beat"; only over small words, as a word between would be a phrase of its own.
 */
function negatorOf(tokens: Tokens, i: number): number {
  const { bare, negated, clause } = tokens.marked;
  if (!negated[i]) return i;
  for (let j = i - 1; j >= Math.max(0, i - NEGATOR_REACH) && clause[j] === clause[i]; j--) {
    const word = bare[j] ?? '';
    if (isNegator(word)) return j;
    if (!STOP_WORDS.has(word)) return i;
  }
  return i;
}

/** A word that can stand in a quoted phrase: placeholders of amounts and dates cannot be found in the text again. */
function quotable(word: string): boolean {
  return !word.startsWith('<');
}

/** Runs of neighbouring words of one clause that push the same way, each with its summed push. */
function phrases(tokens: Tokens, pushes: Float64Array): { from: number; to: number; push: number }[] {
  const { bare, clause } = tokens.marked;
  const found: { from: number; to: number; push: number }[] = [];
  let i = 0;
  while (i < bare.length) {
    const sign = Math.sign(pushes[i] ?? 0);
    if (Math.abs(pushes[i] ?? 0) < MIN_WORD_PUSH || !quotable(bare[i] ?? '')) {
      i += 1;
      continue;
    }
    let to = i;
    let push = pushes[i] ?? 0;
    while (to + 1 < bare.length && clause[to + 1] === clause[i] && quotable(bare[to + 1] ?? '')) {
      const next = pushes[to + 1] ?? 0;
      if (Math.sign(next) !== sign || Math.abs(next) < MIN_WORD_PUSH) break;
      to += 1;
      push += next;
    }
    found.push({ from: negatorOf(tokens, i), to, push });
    i = to + 1;
  }
  return found;
}

/** The phrase without stop words at its ends (a negator in front stays: "not fall"). */
function trimmed(words: readonly string[]): string[] {
  let from = 0;
  let to = words.length;
  while (from < to && STOP_WORDS.has(words[from] ?? '') && !isNegator(words[from] ?? '')) from += 1;
  while (to > from && STOP_WORDS.has(words[to - 1] ?? '')) to -= 1;
  return words.slice(from, to);
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Where `words` stand in `lower` from `at`, one to three other characters apart; the end, or -1. */
function matchFrom(lower: string, words: readonly string[], at: number): number {
  let end = at;
  for (const [k, word] of words.entries()) {
    if (k > 0) {
      const from = end;
      while (end < lower.length && end - from < 3 && !isWordChar(lower[end])) end += 1;
      if (end === from) return -1;
    }
    if (!lower.startsWith(word, end)) return -1;
    end += word.length;
  }
  return isWordChar(lower[end]) ? -1 : end;
}

/** Widens from…to over the words hyphenated to it: "sell" in "sell-off" becomes "sell-off". */
function hyphenated(lower: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  while (lower[from - 1] === '-' && isWordChar(lower[from - 2])) {
    from -= 1;
    while (isWordChar(lower[from - 1])) from -= 1;
  }
  while (lower[to] === '-' && isWordChar(lower[to + 1])) {
    to += 1;
    while (isWordChar(lower[to])) to += 1;
  }
  return [from, to];
}

/**
 * The phrase as the text writes it (its case, its hyphens, a hyphenated word whole: "sell-off" for
 * "sell"), or its lower-case words when it cannot be found. (Only text whose lower case keeps its
 * length is searched, so that offsets agree.)
 */
function asWritten(text: string, words: readonly string[]): string {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  const first = words[0] ?? '';
  if (lower.length !== text.length || first === '') return words.join(' ');
  for (let at = lower.indexOf(first); at >= 0; at = lower.indexOf(first, at + 1)) {
    if (isWordChar(lower[at - 1])) continue;
    const end = matchFrom(lower, words, at);
    if (end < 0) continue;
    const [from, to] = hyphenated(lower, at, end);
    return text.slice(from, to);
  }
  return words.join(' ');
}

/** The phrases of one short text (a headline or a sentence) that pushed its sentiment, strongest first. */
export function reasonsOf(text: string, model: LinearModel = shippedModel()): Reason[] {
  const tokens = tokenize(text);
  const pushes = wordPushes(tokens, model);
  const reasons: Reason[] = [];
  for (const { from, to, push } of phrases(tokens, pushes)) {
    if (Math.abs(push) < MIN_PHRASE_PUSH) continue;
    const words = trimmed(tokens.marked.bare.slice(from, to + 1));
    if (words.length === 0 || words.every((w) => isNegator(w) || STOP_WORDS.has(w))) continue;
    reasons.push({ words, push, source: text });
  }
  return reasons.sort((a, b) => Math.abs(b.push) - Math.abs(a.push));
}

/**
 * The reasons of several texts read as one (an article's title and lead), each text's pushes
 * scaled by its weight: "bullish:…" or "bearish:…", strongest first, each phrase once, at most MAX_REASONS.
 */
export function sentimentReasons(parts: readonly { text: string; weight: number }[], model: LinearModel = shippedModel()): string[] {
  const strongest = new Map<string, Reason>();
  for (const { text, weight } of parts) {
    if (weight <= 0) continue;
    for (const reason of reasonsOf(text, model)) {
      const push = reason.push * weight;
      const key = reason.words.join(' ');
      const held = strongest.get(key);
      if (!held || Math.abs(push) > Math.abs(held.push)) strongest.set(key, { ...reason, push });
    }
  }
  // Only the phrases given are looked up in their text.
  return [...strongest.values()]
    .sort((a, b) => Math.abs(b.push) - Math.abs(a.push))
    .slice(0, MAX_REASONS)
    .map((r) => `${r.push > 0 ? 'bullish' : 'bearish'}:${quoted(r)}`);
}

/** The reasons of an article's sentiment, from the texts classifyArticle reads, weighted as it weighs them. */
export function articleReasons(title: string, body: string, model: LinearModel = shippedModel()): string[] {
  return sentimentReasons(articleParts(title, body), model);
}
