import { CLASS_COUNT, softmax } from '../../src/plugins/enrichers/local/sentiment/linear-model.js';
import type { LinearWeights } from './logistic-regression.js';
import type { EncodedText } from './vocabulary.js';

export interface NaiveBayesOptions {
  /** Additive smoothing of the complement counts. */
  alpha: number;
  unitLength: boolean;
}

function valueOf(example: EncodedText, unitLength: boolean): number {
  return unitLength && example.rows.length > 0 ? 1 / Math.sqrt(example.rows.length) : 1;
}

/** Per class, the feature mass of every text NOT in that class (the "complement"). */
function complementCounts(examples: readonly EncodedText[], featureCount: number, unitLength: boolean): Float64Array {
  const perClass = new Float64Array(featureCount * CLASS_COUNT);
  const total = new Float64Array(featureCount);
  for (const example of examples) {
    const value = valueOf(example, unitLength);
    for (const row of example.rows) {
      total[row] = (total[row] ?? 0) + value;
      perClass[row * CLASS_COUNT + example.label] = (perClass[row * CLASS_COUNT + example.label] ?? 0) + value;
    }
  }
  for (let row = 0; row < featureCount; row++) {
    for (let c = 0; c < CLASS_COUNT; c++) perClass[row * CLASS_COUNT + c] = (total[row] ?? 0) - (perClass[row * CLASS_COUNT + c] ?? 0);
  }
  return perClass;
}

function meanLoss(examples: readonly EncodedText[], model: LinearWeights, scale: number, unitLength: boolean): number {
  let loss = 0;
  for (const example of examples) {
    const value = valueOf(example, unitLength) * scale;
    const logits = new Float64Array(CLASS_COUNT);
    for (const row of example.rows) for (let c = 0; c < CLASS_COUNT; c++) logits[c] = (logits[c] ?? 0) + value * (model.weights[row * CLASS_COUNT + c] ?? 0);
    loss -= Math.log(Math.max(softmax(logits)[example.label] ?? 0, 1e-12));
  }
  return loss / Math.max(examples.length, 1);
}

/**
 * Naive Bayes scores are not probabilities; one scale (temperature), chosen by golden-section
 * search on the training texts, makes their softmax usable as a confidence.
 */
function fitScale(examples: readonly EncodedText[], model: LinearWeights, unitLength: boolean): number {
  let low = Math.log(0.01);
  let high = Math.log(100);
  const golden = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 40; i++) {
    const a = high - golden * (high - low);
    const b = low + golden * (high - low);
    if (meanLoss(examples, model, Math.exp(a), unitLength) < meanLoss(examples, model, Math.exp(b), unitLength)) high = b;
    else low = a;
  }
  return Math.exp((low + high) / 2);
}

/**
 * Complement naive Bayes (Rennie et al. 2003): a class wins when its complement explains the
 * text worst. Weights are negated log complement probabilities, so it scores like the logistic
 * model (argmax of a sum); the class prior is left out, as the method prescribes.
 */
export function trainComplementNaiveBayes(examples: readonly EncodedText[], featureCount: number, options: NaiveBayesOptions): LinearWeights {
  const counts = complementCounts(examples, featureCount, options.unitLength);
  const sums = new Float64Array(CLASS_COUNT);
  for (let j = 0; j < counts.length; j++) sums[j % CLASS_COUNT] = (sums[j % CLASS_COUNT] ?? 0) + (counts[j] ?? 0);
  const weights = new Float64Array(counts.length);
  for (let j = 0; j < counts.length; j++) {
    const c = j % CLASS_COUNT;
    weights[j] = -Math.log(((counts[j] ?? 0) + options.alpha) / ((sums[c] ?? 0) + options.alpha * featureCount));
  }
  const model = { weights, bias: new Float64Array(CLASS_COUNT) };
  const scale = fitScale(examples, model, options.unitLength);
  for (let j = 0; j < weights.length; j++) weights[j] = (weights[j] ?? 0) * scale;
  return model;
}
