import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifySentiment } from './classify.js';
import { findSentimentCsv } from '../../../../../scripts/sentiment-training/dataset-path.js';
import { isHeldOut, loadDataset } from '../../../../../scripts/sentiment-training/dataset.js';
import { evaluate } from '../../../../../scripts/sentiment-training/metrics.js';

// Floors just under the figures measured when the shipped model was trained (see README.md),
// so that a change to the tokeniser, the features or the model that loses quality fails here.
const FLOORS = { accuracy: 0.845, macroF1: 0.785, bearishF1: 0.70, bullishF1: 0.755, neutralF1: 0.895 };
const MAX_SWAP_RATE = 0.05;

const csv = findSentimentCsv();
if (!csv) {
  console.warn('sentiment held-out evaluation skipped: ../shared/data/sentiment/twitter_financial_news_train.csv not found (clone the repository next to shared/, or set SENTIMENT_DATA)');
}

interface ShippedAbout {
  about: { dataset: { sha256: string }; heldOut: { accuracy: number; macroF1: number; swapRate: number } };
}

function shippedAbout(): ShippedAbout['about'] {
  return (JSON.parse(readFileSync(new URL('./model.json', import.meta.url), 'utf8')) as ShippedAbout).about;
}

describe('sentiment model on the held-out tenth of the training file', () => {
  it.runIf(!csv && process.env.CI === 'true')('has the shared data in CI', () => {
    throw new Error('CI must have ../shared/data/sentiment/ next to the repository: the held-out evaluation cannot be skipped there');
  });

  it.runIf(csv)('was trained on this very file, so the hold-out is one it never saw', () => {
    expect(loadDataset(csv ?? '').sha256).toBe(shippedAbout().dataset.sha256);
  });

  it.runIf(csv)('stays above the accuracy, macro-F1 and per-class floors and under the swap ceiling', () => {
    const heldOut = loadDataset(csv ?? '').records.filter((r) => isHeldOut(r.row));
    const labels = ['bearish', 'bullish', 'neutral'];
    const figures = evaluate(heldOut.map((r) => r.label), heldOut.map((r) => labels.indexOf(classifySentiment(r.text).label)));
    expect(figures.count).toBe(954);
    expect(figures.accuracy).toBeGreaterThanOrEqual(FLOORS.accuracy);
    expect(figures.macroF1).toBeGreaterThanOrEqual(FLOORS.macroF1);
    expect(figures.perClass.bearish.f1).toBeGreaterThanOrEqual(FLOORS.bearishF1);
    expect(figures.perClass.bullish.f1).toBeGreaterThanOrEqual(FLOORS.bullishF1);
    expect(figures.perClass.neutral.f1).toBeGreaterThanOrEqual(FLOORS.neutralF1);
    expect(figures.swapRate).toBeLessThanOrEqual(MAX_SWAP_RATE);
    // The figures written into model.json are the runtime's own.
    const about = shippedAbout().heldOut;
    expect(figures.accuracy).toBeCloseTo(about.accuracy, 4);
    expect(figures.macroF1).toBeCloseTo(about.macroF1, 4);
    expect(figures.swapRate).toBeCloseTo(about.swapRate, 4);
  });
});
