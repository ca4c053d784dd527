import { CLASS_COUNT } from '../../src/plugins/enrichers/local/sentiment/linear-model.js';
import type { EncodedText } from './vocabulary.js';

/**
 * Naive Bayes log-count ratios per feature and class: log P(feature | class) − log P(feature |
 * other classes), with additive smoothing. Scaling the logistic model's inputs by them (NBSVM,
 * Wang & Manning 2012) makes a feature that clearly belongs to one class cheap to use under the
 * L2 penalty and an uninformative one expensive, which suits short texts with few words.
 */
export function logCountRatios(examples: readonly EncodedText[], featureCount: number, alpha: number): Float64Array {
  const inClass = new Float64Array(featureCount * CLASS_COUNT);
  const total = new Float64Array(featureCount);
  for (const example of examples) {
    for (const row of example.rows) {
      inClass[row * CLASS_COUNT + example.label] = (inClass[row * CLASS_COUNT + example.label] ?? 0) + 1;
      total[row] = (total[row] ?? 0) + 1;
    }
  }
  const classMass = new Float64Array(CLASS_COUNT);
  let allMass = 0;
  for (let row = 0; row < featureCount; row++) {
    allMass += (total[row] ?? 0) + alpha;
    for (let c = 0; c < CLASS_COUNT; c++) classMass[c] = (classMass[c] ?? 0) + (inClass[row * CLASS_COUNT + c] ?? 0) + alpha;
  }
  const ratios = new Float64Array(featureCount * CLASS_COUNT);
  for (let j = 0; j < ratios.length; j++) {
    const c = j % CLASS_COUNT;
    const own = (inClass[j] ?? 0) + alpha;
    const rest = (total[Math.floor(j / CLASS_COUNT)] ?? 0) - (inClass[j] ?? 0) + alpha;
    const restMass = allMass - (classMass[c] ?? 0);
    ratios[j] = Math.log(own / (classMass[c] ?? 1)) - Math.log(rest / restMass);
  }
  return ratios;
}
