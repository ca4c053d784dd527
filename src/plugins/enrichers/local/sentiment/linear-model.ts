import type { Sentiment } from '../../../sdk/index.js';

/** Class order everywhere (model file, weights, confusion matrix): the dataset's labels 0, 1, 2. */
export const CLASSES = ['bearish', 'bullish', 'neutral'] as const satisfies readonly Sentiment[];
export const CLASS_COUNT = CLASSES.length;

/**
 * A trained linear classifier: per feature one weight per class, plus a bias per class.
 * Both logistic regression and complement naive Bayes come out in this form, so the runtime
 * does not care which one won.
 */
export interface LinearModel {
  /** feature name → index into `weights` (index × CLASS_COUNT + class). */
  index: Map<string, number>;
  weights: Float64Array;
  bias: Float64Array;
  /** Scale the feature vector to unit length before scoring (what the model was trained with). */
  unitLength: boolean;
  /** See labelOf. */
  polarMargin: number;
}

const BEARISH = 0;
const BULLISH = 1;
const NEUTRAL = 2;

/** Per-class scores (logits) of a text's features; features the model never saw are ignored. */
export function logitsOf(model: LinearModel, features: readonly string[]): Float64Array {
  const rows: number[] = [];
  for (const name of features) {
    const row = model.index.get(name);
    if (row !== undefined) rows.push(row);
  }
  return logitsOfRows(model, rows);
}

/** logitsOf from the rows of the features the model knows, each once, in feature order. */
export function logitsOfRows(model: LinearModel, rows: readonly number[]): Float64Array {
  const logits = Float64Array.from(model.bias);
  // Unit length over the known features only: an unknown word should not dilute the known ones.
  const value = model.unitLength && rows.length > 0 ? 1 / Math.sqrt(rows.length) : 1;
  for (const row of rows) {
    const base = row * CLASS_COUNT;
    for (let c = 0; c < CLASS_COUNT; c++) logits[c] = (logits[c] ?? 0) + value * (model.weights[base + c] ?? 0);
  }
  return logits;
}

/** Softmax, shifted by the largest logit so that exp never overflows. */
export function softmax(logits: ArrayLike<number>): Float64Array {
  let max = -Infinity;
  for (let c = 0; c < logits.length; c++) max = Math.max(max, logits[c] ?? 0);
  const out = new Float64Array(logits.length);
  let sum = 0;
  for (let c = 0; c < logits.length; c++) {
    out[c] = Math.exp((logits[c] ?? 0) - max);
    sum += out[c] ?? 0;
  }
  for (let c = 0; c < out.length; c++) out[c] = (out[c] ?? 0) / sum;
  return out;
}

/** Index of the largest value; ties go to the earlier class. */
export function argmax(values: ArrayLike<number>): number {
  let best = 0;
  for (let c = 1; c < values.length; c++) if ((values[c] ?? 0) > (values[best] ?? 0)) best = c;
  return best;
}

/**
 * The class to report. A bullish or bearish answer must beat the opposite polarity by
 * `polarMargin`, else the text is called neutral: calling good news bad misleads a reader far
 * more than calling it neutral, and a narrow margin mostly means mixed signals.
 */
export function labelOf(p: ArrayLike<number>, polarMargin: number): number {
  const best = argmax(p);
  if (best === NEUTRAL) return best;
  const opposite = best === BULLISH ? BEARISH : BULLISH;
  return (p[best] ?? 0) - (p[opposite] ?? 0) < polarMargin ? NEUTRAL : best;
}
