import { CLASSES } from '../../src/plugins/enrichers/local/sentiment/linear-model.js';
import type { Dataset } from './dataset.js';
import type { Evaluation } from './metrics.js';
import type { Candidate, CandidateResult } from './train.js';

export interface AboutInput {
  dataset: Dataset;
  extra: readonly Dataset[];
  chosen: Candidate;
  candidates: readonly CandidateResult[];
  heldOut: Evaluation;
  folds: number;
}

/** The figures rounded to 4 decimals, as stored in the file. */
function figures(e: Evaluation): Record<string, unknown> {
  const r = (x: number) => Math.round(x * 10_000) / 10_000;
  const perClass = Object.fromEntries(
    CLASSES.map((name) => [name, { precision: r(e.perClass[name].precision), recall: r(e.perClass[name].recall), f1: r(e.perClass[name].f1), support: e.perClass[name].support }]),
  );
  return { count: e.count, accuracy: r(e.accuracy), macroF1: r(e.macroF1), swapRate: r(e.swapRate), perClass, confusion: e.confusion };
}

/** What model.json says about itself: the data and its licence, how it was trained, how well it does. */
export function aboutBlock({ dataset, extra, chosen, candidates, heldOut, folds }: AboutInput): Record<string, unknown> {
  return {
    dataset: {
      name: 'Twitter Financial News Sentiment (zeroshot/twitter-financial-news-sentiment), training split',
      license: 'MIT License',
      note: 'Weights learnt from the MIT-licensed dataset above; keep this note with any copy of this file.',
      file: dataset.file,
      sha256: dataset.sha256,
      records: dataset.records.length,
      labels: '0 = bearish, 1 = bullish, 2 = neutral',
    },
    extraData: extra.map((d) => ({
      name: 'News-wire sentences about company results, written for AlphaWire',
      file: d.file,
      sha256: d.sha256,
      records: d.records.length,
      use: 'all trained on',
    })),
    split: {
      heldOut: 'records whose 1-based number in file order is a multiple of 10 (never trained on)',
      validation: `${folds}-fold cross-validation over the other records (the i-th in fold i mod ${folds}) chooses among the candidates; the chosen one is then refitted on all of them`,
    },
    training: { chosen, candidates: candidates.map((r) => ({ name: r.name, crossValidation: figures(r.crossValidation) })) },
    heldOut: figures(heldOut),
    rebuild: 'npm run train:sentiment',
  };
}
