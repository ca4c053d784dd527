import { describe, expect, it } from 'vitest';
import { blendSentiment, type ClassifierResult, ENTITY_WEIGHT, PROVIDER_WEIGHT } from './sentiment-blend.js';

const unsure: ClassifierResult = { label: 'neutral', score: 0.05, probabilities: { bullish: 0.33, bearish: 0.28, neutral: 0.39 } };
const bearish: ClassifierResult = { label: 'bearish', score: -0.7, probabilities: { bullish: 0.1, bearish: 0.8, neutral: 0.1 } };

describe('sentiment blend', () => {
  it('keeps the classifier answer as it is when the provider sends nothing', () => {
    expect(blendSentiment(bearish, null, [])).toEqual({ label: 'bearish', score: -0.7 });
  });

  it('weighs the provider score at PROVIDER_WEIGHT and ours at the rest', () => {
    const blended = blendSentiment(unsure, 0.9, []);
    expect(blended.score).toBeCloseTo((1 - PROVIDER_WEIGHT) * 0.05 + PROVIDER_WEIGHT * 0.9, 10);
    expect(blended.label).toBe('bullish');
  });

  it('lets a confident classifier stand against a mild provider', () => {
    expect(blendSentiment(bearish, 0.3, []).label).toBe('bearish');
  });

  it('falls back to the mean of entity scores, at a lower weight', () => {
    const blended = blendSentiment(unsure, null, [{ symbol: 'AAPL', sentiment: 0.8 }, { symbol: 'MSFT', sentiment: 0.4 }, { symbol: 'X' }]);
    expect(blended.score).toBeCloseTo((1 - ENTITY_WEIGHT) * 0.05 + ENTITY_WEIGHT * 0.6, 10);
  });

  it('keeps the score within -1…1 whatever the provider sends', () => {
    expect(blendSentiment(bearish, -7, []).score).toBeGreaterThanOrEqual(-1);
    expect(blendSentiment(bearish, Number.NaN, [])).toEqual({ label: 'bearish', score: -0.7 });
  });
});
