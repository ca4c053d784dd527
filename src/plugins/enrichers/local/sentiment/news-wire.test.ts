import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../../../../scripts/sentiment-training/dataset.js';
import { evaluate } from '../../../../../scripts/sentiment-training/metrics.js';
import { NEWS_WIRE_DEV, NEWS_WIRE_EVAL, NEWS_WIRE_TRAIN } from '../../../../../scripts/sentiment-training/news-wire.js';
import { classifySentiment } from './classify.js';

// Floors just under the figures of the shipped model on the news-wire evaluation set (see
// README.md): sentences about company results written for AlphaWire, never trained or tuned on.
const FLOORS = { accuracy: 0.95, bearishRecall: 0.95, bullishRecall: 0.9, neutralRecall: 0.97 };
const MAX_SWAP_RATE = 0.03;

interface ShippedAbout {
  about: { extraData: Array<{ file: string; sha256: string }> };
}

function comparable(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

describe('sentiment model on news-wire sentences about company results', () => {
  it('was trained on the news-wire training file of this repository', () => {
    const { about } = JSON.parse(readFileSync(new URL('./model.json', import.meta.url), 'utf8')) as ShippedAbout;
    const train = loadDataset(NEWS_WIRE_TRAIN);
    expect(about.extraData).toEqual([expect.objectContaining({ file: train.file, sha256: train.sha256 })]);
  });

  it('is evaluated on sentences that are in neither the training nor the development set', () => {
    const seen = new Set([...loadDataset(NEWS_WIRE_TRAIN).records, ...loadDataset(NEWS_WIRE_DEV).records].map((r) => comparable(r.text)));
    const evaluation = loadDataset(NEWS_WIRE_EVAL).records;
    expect(evaluation.length).toBeGreaterThanOrEqual(300);
    expect(evaluation.filter((r) => seen.has(comparable(r.text))).map((r) => r.text)).toEqual([]);
  });

  it('stays above the accuracy and per-class recall floors and under the swap ceiling', () => {
    const records = loadDataset(NEWS_WIRE_EVAL).records;
    const labels = ['bearish', 'bullish', 'neutral'];
    const figures = evaluate(records.map((r) => r.label), records.map((r) => labels.indexOf(classifySentiment(r.text).label)));
    expect(figures.accuracy).toBeGreaterThanOrEqual(FLOORS.accuracy);
    expect(figures.perClass.bearish.recall).toBeGreaterThanOrEqual(FLOORS.bearishRecall);
    expect(figures.perClass.bullish.recall).toBeGreaterThanOrEqual(FLOORS.bullishRecall);
    expect(figures.perClass.neutral.recall).toBeGreaterThanOrEqual(FLOORS.neutralRecall);
    expect(figures.swapRate).toBeLessThanOrEqual(MAX_SWAP_RATE);
  });
});
