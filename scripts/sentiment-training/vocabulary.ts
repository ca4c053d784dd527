import { featuresOf } from '../../src/plugins/enrichers/local/sentiment/features.js';

/** A training text as rows of the weight table, with its label. */
export interface EncodedText {
  rows: Int32Array;
  label: number;
}

export interface VocabularyOptions {
  /** A feature must occur in at least this many training texts. */
  minCount: number;
  /** Keep at most this many features (the most frequent), so the model file stays small. */
  maxFeatures: number;
}

/** The features worth a weight: frequent enough to learn from, most frequent first, ties by name. */
export function buildVocabulary(featureLists: readonly string[][], options: VocabularyOptions): string[] {
  const counts = new Map<string, number>();
  for (const names of featureLists) for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count >= options.minCount)
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, options.maxFeatures)
    .map(([name]) => name);
}

/** Rows of the features the vocabulary knows, in ascending order. */
export function encode(names: readonly string[], index: ReadonlyMap<string, number>): Int32Array {
  const rows: number[] = [];
  for (const name of names) {
    const row = index.get(name);
    if (row !== undefined) rows.push(row);
  }
  return Int32Array.from(rows).sort();
}

/** Featurises texts once, so that every candidate model reuses the work. */
export function featurise(texts: readonly string[]): string[][] {
  return texts.map(featuresOf);
}
