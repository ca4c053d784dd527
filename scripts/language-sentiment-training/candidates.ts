import type { LanguageCandidate } from './train.js';

const VOCABULARY = { minCount: 2, maxFeatures: 20_000 };
const LOGISTIC = { epochs: 30, learningRate: 0.02, batchSize: 16, seed: 20_261_127, balanced: false, unitLength: true };

/**
 * The models cross-validation compares for each language: logistic regression on inputs scaled by
 * naive Bayes log-count ratios (NBSVM, as for English), two smoothings, three penalties. Plain
 * logistic regression was never chosen (see languages/README.md for what else was tried).
 */
export const LANGUAGE_CANDIDATES: readonly LanguageCandidate[] = [1e-4, 1e-3, 1e-2].flatMap((l2) =>
  [0.3, 1].map((nbScale): LanguageCandidate => ({ name: `NB-scaled (α ${nbScale}) logistic l2=${l2}`, ...VOCABULARY, ...LOGISTIC, nbScale, l2 })),
);

/** Polar margins tried (see labelOf): a polar answer must beat the opposite polarity by this much. */
export const POLAR_MARGINS = [0.1, 0.2, 0.3, 0.4, 0.5];
