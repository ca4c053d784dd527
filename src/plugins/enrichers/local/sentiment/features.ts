import { tokenize } from './tokenize.js';

// Results markers stay out of the balance: they carry their own weight, and counting them
// too would teach the balance markers news-wire habits that then misread headlines.
export function isUp(marker: string): boolean {
  return marker === '<up>' || (marker.endsWith('_up>') && !marker.startsWith('<result'));
}

export function isDown(marker: string): boolean {
  return marker === '<down>' || (marker.endsWith('_down>') && !marker.startsWith('<result'));
}

/** The lexicon's overall verdict, so that "rises … but falls" reads differently from "rises". */
function balanceMarkers(markers: readonly string[]): string[] {
  const up = markers.filter(isUp).length;
  const down = markers.filter(isDown).length;
  const out: string[] = [];
  if (up > down) out.push('<net_up>');
  if (down > up) out.push('<net_down>');
  if (up > 0 && down > 0) out.push('<mixed>');
  return out;
}

/** Calls `name` for each word and marker of the text and `pair` for each two neighbouring words, in feature order. */
function eachFeature(text: string, name: (feature: string) => void, pair: (first: string, second: string) => void): void {
  const { words, markers } = tokenize(text);
  for (const word of words) name(word);
  for (let i = 1; i < words.length; i++) pair(words[i - 1] ?? '', words[i] ?? '');
  for (const marker of markers) name(marker);
  for (const marker of balanceMarkers(markers)) name(marker);
}

/**
 * The feature names of one text: each word, each pair of neighbouring words ("price target",
 * "not_beat estimates"), and the tokeniser's markers. Presence only, each name once: in a
 * headline a word rarely repeats, and counting it would mostly reward repetition.
 */
export function featuresOf(text: string): string[] {
  const names = new Set<string>();
  eachFeature(text, (feature) => names.add(feature), (first, second) => names.add(`${first} ${second}`));
  return [...names];
}

/** Where a model keeps its weights: a row per feature name, with bigrams found by their two words. */
export interface FeatureRows {
  row(name: string): number | undefined;
  bigramRow(first: string, second: string): number | undefined;
}

/** A row look-up over a model's feature index that finds a bigram without building its name. */
export function featureRows(index: ReadonlyMap<string, number>): FeatureRows {
  const bigrams = new Map<string, Map<string, number>>();
  for (const [name, row] of index) {
    const space = name.indexOf(' ');
    if (space < 0) continue;
    const first = name.slice(0, space);
    const seconds = bigrams.get(first) ?? new Map<string, number>();
    seconds.set(name.slice(space + 1), row);
    bigrams.set(first, seconds);
  }
  return { row: (name) => index.get(name), bigramRow: (first, second) => bigrams.get(first)?.get(second) };
}

/**
 * The rows of featuresOf(text) that the model knows, each once and in the same order, without
 * building a name per pair of words. (A word never holds a space, so "first second" names one bigram.)
 */
export function knownFeatureRows(text: string, rows: FeatureRows): number[] {
  const found = new Set<number>();
  const add = (row: number | undefined) => {
    if (row !== undefined) found.add(row);
  };
  eachFeature(text, (feature) => add(rows.row(feature)), (first, second) => add(rows.bigramRow(first, second)));
  return [...found];
}
