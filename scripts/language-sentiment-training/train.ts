// Trains one pack language's sentiment model from its training sentences only: candidates are
// compared by cross-validation on those sentences, the best is refitted on all of them, and the
// weights are rounded and pruned into the English model's file format.
import type { PackLanguage } from '../../src/plugins/enrichers/local/languages/pack.js';
import { featuresOf } from '../../src/plugins/enrichers/local/languages/sentiment/features.js';
import type { Lexicon } from '../../src/plugins/enrichers/local/languages/sentiment/lexicon.js';
import { CLASS_COUNT, CLASSES, labelOf, type LinearModel, logitsOf, softmax } from '../../src/plugins/enrichers/local/sentiment/linear-model.js';
import { MODEL_FORMAT, type ModelFile } from '../../src/plugins/enrichers/local/sentiment/model-file.js';
import { type LinearWeights, type LogisticOptions, trainLogistic } from '../sentiment-training/logistic-regression.js';
import { evaluate, type Evaluation } from '../sentiment-training/metrics.js';
import { buildVocabulary, encode, type VocabularyOptions } from '../sentiment-training/vocabulary.js';
import type { SentenceFile } from './tsv.js';

export type LanguageCandidate = { name: string } & VocabularyOptions & LogisticOptions;

export interface CandidateFigures {
  name: string;
  polarMargin: number;
  crossValidation: Evaluation;
}

export interface LanguageTraining {
  file: ModelFile;
  chosen: CandidateFigures;
  candidates: CandidateFigures[];
}

export const FOLDS = 5;
const SWAP_COST = 2;
/** Weights are kept to 3 decimals; features whose weights all round to zero are left out. */
const DECIMALS = 3;

interface Example {
  names: string[];
  label: number;
}

function fit(examples: readonly Example[], candidate: LanguageCandidate): { vocabulary: string[]; fitted: LinearWeights } {
  const vocabulary = buildVocabulary(examples.map((e) => e.names), candidate);
  const index = new Map(vocabulary.map((name, row) => [name, row]));
  const encoded = examples.map((e) => ({ rows: encode(e.names, index), label: e.label }));
  return { vocabulary, fitted: trainLogistic(encoded, vocabulary.length, candidate) };
}

function modelOf(vocabulary: readonly string[], fitted: LinearWeights, candidate: LanguageCandidate, polarMargin: number): LinearModel {
  return { index: new Map(vocabulary.map((name, row) => [name, row])), ...fitted, unitLength: candidate.unitLength, polarMargin };
}

/** Out-of-fold probabilities of every training sentence (sentence i is in fold i mod FOLDS). */
export function outOfFold(examples: readonly Example[], candidate: LanguageCandidate): ArrayLike<number>[] {
  const probabilities: ArrayLike<number>[] = examples.map(() => []);
  for (let fold = 0; fold < FOLDS; fold++) {
    const { vocabulary, fitted } = fit(examples.filter((_, i) => i % FOLDS !== fold), candidate);
    const model = modelOf(vocabulary, fitted, candidate, 0);
    examples.forEach((e, i) => {
      if (i % FOLDS === fold) probabilities[i] = softmax(logitsOf(model, e.names));
    });
  }
  return probabilities;
}

/** Bullish read as bearish or the other way round, as a share of all sentences. */
export function swapShare(e: Evaluation): number {
  const swaps = (e.confusion[0]?.[1] ?? 0) + (e.confusion[1]?.[0] ?? 0);
  return swaps / Math.max(1, e.count);
}

/**
 * What cross-validation maximises: accuracy, less twice the swap share. A swap misleads a reader
 * more than a neutral answer, so it costs three errors: one in accuracy, two here.
 */
export function objective(e: Evaluation): number {
  return e.accuracy - SWAP_COST * swapShare(e);
}

function round(value: number): number {
  const factor = 10 ** DECIMALS;
  return Math.round(value * factor) / factor || 0;
}

function featureTable(vocabulary: readonly string[], fitted: LinearWeights): Record<string, number[]> {
  const rows = vocabulary.map((name, row) => [name, Array.from({ length: CLASS_COUNT }, (_, c) => round(fitted.weights[row * CLASS_COUNT + c] ?? 0))] as const);
  const kept = rows.filter(([, w]) => w.some((x) => x !== 0)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(kept);
}

/** Trains the language's model: cross-validation chooses the candidate and the polar margin, then all sentences are trained on. */
export function trainLanguage(lexicon: Lexicon, data: SentenceFile, candidates: readonly LanguageCandidate[], margins: readonly number[]): LanguageTraining {
  const examples = data.records.map((r) => ({ names: featuresOf(lexicon, r.text), label: r.label }));
  const actual = examples.map((e) => e.label);
  const results: (CandidateFigures & { candidate: LanguageCandidate })[] = [];
  for (const candidate of candidates) {
    const probabilities = outOfFold(examples, candidate);
    for (const polarMargin of margins) {
      const crossValidation = evaluate(actual, probabilities.map((p) => labelOf(p, polarMargin)));
      results.push({ name: candidate.name, polarMargin, crossValidation, candidate });
    }
  }
  const best = results.reduce((a, b) => (objective(b.crossValidation) > objective(a.crossValidation) ? b : a));
  const { vocabulary, fitted } = fit(examples, best.candidate);
  const about = aboutOf(lexicon.language, data, best, results);
  const file: ModelFile = {
    format: MODEL_FORMAT,
    about,
    classes: [...CLASSES] as ModelFile['classes'],
    unitLength: best.candidate.unitLength,
    polarMargin: best.polarMargin,
    bias: Array.from(fitted.bias, round),
    features: featureTable(vocabulary, fitted),
  };
  const strip = ({ name, polarMargin, crossValidation }: CandidateFigures) => ({ name, polarMargin, crossValidation });
  return { file, chosen: strip(best), candidates: results.map(strip) };
}

function aboutOf(language: PackLanguage, data: SentenceFile, best: CandidateFigures & { candidate: LanguageCandidate }, results: readonly CandidateFigures[]): Record<string, unknown> {
  const r = (x: number) => Math.round(x * 10_000) / 10_000;
  const counts = Object.fromEntries(CLASSES.map((name, c) => [name, data.records.filter((s) => s.label === c).length]));
  return {
    language,
    data: { name: 'Sentences written for AlphaWire (not copied from any public data set)', file: data.file, sha256: data.sha256, records: data.records.length, counts },
    validation: `${FOLDS}-fold cross-validation over the training sentences (the i-th in fold i mod ${FOLDS}) chooses the candidate and the polar margin; the chosen one is then refitted on all of them. The held-back file is never read.`,
    chosen: { ...best.candidate, polarMargin: best.polarMargin },
    crossValidation: results.map((c) => ({ name: c.name, polarMargin: c.polarMargin, accuracy: r(c.crossValidation.accuracy), macroF1: r(c.crossValidation.macroF1), swapsOfAll: r(swapShare(c.crossValidation)) })),
    rebuild: `npm run train:languages -- ${language}`,
  };
}
