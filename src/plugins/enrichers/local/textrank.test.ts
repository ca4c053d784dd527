import { describe, expect, it } from 'vitest';
import { rankSentences, textRankSimilarity } from './textrank.js';

describe('textrank', () => {
  const sentences = [
    ['bitcoin', 'price', 'rose', 'etf'],
    ['bitcoin', 'etf', 'inflow', 'record'],
    ['etf', 'inflow', 'bitcoin', 'price'],
    ['weather', 'sunny', 'london'],
  ];

  it('ranks the sentence sharing most with the others above an unrelated one', () => {
    const scores = rankSentences(sentences);
    expect(scores.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(scores[3]).toBeLessThan(Math.min(scores[0] ?? 0, scores[1] ?? 0, scores[2] ?? 0));
  });

  it('lets a prior lift a sentence without the graph', () => {
    const flat = rankSentences(sentences);
    const lifted = rankSentences(sentences, [1, 1, 1, 20]);
    expect(lifted[3]).toBeGreaterThan(flat[3] ?? 0);
  });

  it('scores similarity by shared terms over log lengths, zero when nothing is shared', () => {
    expect(textRankSimilarity(new Set(['a', 'b']), new Set(['c']))).toBe(0);
    expect(textRankSimilarity(new Set(['a', 'b']), new Set(['a', 'b']))).toBeCloseTo(2 / (2 * Math.log(3)), 6);
    expect(rankSentences([])).toEqual([]);
  });
});
