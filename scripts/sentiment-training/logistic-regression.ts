import { CLASS_COUNT, softmax } from '../../src/plugins/enrichers/local/sentiment/linear-model.js';
import { logCountRatios } from './log-count-ratios.js';
import { seededRandom, shuffled } from './random.js';
import type { EncodedText } from './vocabulary.js';

export interface LogisticOptions {
  /** L2 penalty on the weights (not the biases). */
  l2: number;
  epochs: number;
  learningRate: number;
  batchSize: number;
  seed: number;
  /** Weigh classes inversely to their frequency, which trades accuracy for macro-F1. */
  balanced: boolean;
  unitLength: boolean;
  /** Smoothing of the naive Bayes ratios that scale the inputs (NBSVM); 0 leaves inputs unscaled. */
  nbScale: number;
}

export interface LinearWeights {
  weights: Float64Array;
  bias: Float64Array;
}

const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-8;
/** The learning rate decays linearly to this share of itself, so the last epochs settle. */
const FINAL_RATE = 0.1;

/** Adam state for one parameter vector. */
class Adam {
  private readonly m: Float64Array;
  private readonly v: Float64Array;
  constructor(size: number) {
    this.m = new Float64Array(size);
    this.v = new Float64Array(size);
  }

  step(params: Float64Array, grad: Float64Array, rate: number, t: number, l2: number): void {
    const correction1 = 1 - BETA1 ** t;
    const correction2 = 1 - BETA2 ** t;
    for (let j = 0; j < params.length; j++) {
      const g = (grad[j] ?? 0) + l2 * (params[j] ?? 0);
      const m = BETA1 * (this.m[j] ?? 0) + (1 - BETA1) * g;
      const v = BETA2 * (this.v[j] ?? 0) + (1 - BETA2) * g * g;
      this.m[j] = m;
      this.v[j] = v;
      params[j] = (params[j] ?? 0) - (rate * (m / correction1)) / (Math.sqrt(v / correction2) + EPSILON);
    }
  }
}

function classWeights(examples: readonly EncodedText[], balanced: boolean): number[] {
  const counts = new Array<number>(CLASS_COUNT).fill(0);
  for (const example of examples) counts[example.label] = (counts[example.label] ?? 0) + 1;
  return counts.map((n) => (balanced && n > 0 ? examples.length / (CLASS_COUNT * n) : 1));
}

interface Step {
  model: LinearWeights;
  grad: LinearWeights;
  /** Per feature and class input scale (all ones without NB scaling). */
  scale: Float64Array;
  unitLength: boolean;
}

/** Adds one text's cross-entropy gradient (softmax minus one-hot) into the batch gradient. */
function accumulate(example: EncodedText, weight: number, { model, grad, scale, unitLength }: Step): void {
  const value = unitLength && example.rows.length > 0 ? 1 / Math.sqrt(example.rows.length) : 1;
  const logits = Float64Array.from(model.bias);
  for (const row of example.rows) {
    for (let c = 0; c < CLASS_COUNT; c++) {
      const j = row * CLASS_COUNT + c;
      logits[c] = (logits[c] ?? 0) + value * (scale[j] ?? 1) * (model.weights[j] ?? 0);
    }
  }
  const p = softmax(logits);
  for (let c = 0; c < CLASS_COUNT; c++) {
    const error = weight * ((p[c] ?? 0) - (c === example.label ? 1 : 0));
    grad.bias[c] = (grad.bias[c] ?? 0) + error;
    for (const row of example.rows) {
      const j = row * CLASS_COUNT + c;
      grad.weights[j] = (grad.weights[j] ?? 0) + error * value * (scale[j] ?? 1);
    }
  }
}

function inputScale(examples: readonly EncodedText[], featureCount: number, nbScale: number): Float64Array {
  return nbScale > 0 ? logCountRatios(examples, featureCount, nbScale) : new Float64Array(featureCount * CLASS_COUNT).fill(1);
}

/**
 * Multinomial logistic regression (softmax, L2) fitted with mini-batch Adam. The seed fixes the
 * shuffle, so the same data and options give the same weights. Input scaling is folded into
 * the returned weights, so the model scores plain feature presence.
 */
export function trainLogistic(examples: readonly EncodedText[], featureCount: number, options: LogisticOptions): LinearWeights {
  const size = featureCount * CLASS_COUNT;
  const step: Step = {
    model: { weights: new Float64Array(size), bias: new Float64Array(CLASS_COUNT) },
    grad: { weights: new Float64Array(size), bias: new Float64Array(CLASS_COUNT) },
    scale: inputScale(examples, featureCount, options.nbScale),
    unitLength: options.unitLength,
  };
  const adamWeights = new Adam(size);
  const adamBias = new Adam(CLASS_COUNT);
  const weightOf = classWeights(examples, options.balanced);
  const random = seededRandom(options.seed);
  const totalSteps = options.epochs * Math.ceil(examples.length / options.batchSize);
  for (let t = 1, epoch = 0; epoch < options.epochs; epoch++) {
    const order = shuffled(examples, random);
    for (let start = 0; start < order.length; start += options.batchSize, t++) {
      const batch = order.slice(start, start + options.batchSize);
      step.grad.weights.fill(0);
      step.grad.bias.fill(0);
      for (const example of batch) accumulate(example, (weightOf[example.label] ?? 1) / batch.length, step);
      const rate = options.learningRate * (1 - ((1 - FINAL_RATE) * (t - 1)) / totalSteps);
      adamWeights.step(step.model.weights, step.grad.weights, rate, t, options.l2);
      adamBias.step(step.model.bias, step.grad.bias, rate, t, 0);
    }
  }
  const weights = step.model.weights.map((w, j) => w * (step.scale[j] ?? 1));
  return { weights, bias: step.model.bias };
}
