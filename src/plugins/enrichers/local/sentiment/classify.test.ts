import { describe, expect, it } from 'vitest';
import { classifyArticle, classifySentiment, labelFromProbabilities, leadSentences } from './index.js';

describe('classifySentiment', () => {
  it('flips with negation: "beat" is bullish, "did not beat" bearish', () => {
    expect(classifySentiment('Apple beat estimates').label).toBe('bullish');
    expect(classifySentiment('Apple did not beat estimates').label).toBe('bearish');
    expect(classifySentiment('Apple fails to beat earnings expectations').label).toBe('bearish');
    expect(classifySentiment('Apple misses estimates').label).toBe('bearish');
  });

  it('reads broker moves', () => {
    expect(classifySentiment('Goldman downgrades Tesla to sell').label).toBe('bearish');
    expect(classifySentiment('Tesla downgraded at Goldman Sachs').label).toBe('bearish');
    expect(classifySentiment('Morgan Stanley upgrades Nvidia to overweight').label).toBe('bullish');
    expect(classifySentiment('Nvidia price target raised to $250 at Jefferies').label).toBe('bullish');
    expect(classifySentiment('Price target cut to $40 at Citi').label).toBe('bearish');
  });

  it('reads moves and outlooks', () => {
    expect(classifySentiment('Bitcoin surges 10% to record high').label).toBe('bullish');
    expect(classifySentiment('Bitcoin plunges 15% as exchange halts withdrawals').label).toBe('bearish');
    expect(classifySentiment('Intel cuts guidance').label).toBe('bearish');
    expect(classifySentiment('Shares fall after company lowers outlook').label).toBe('bearish');
  });

  it('calls scheduling news neutral', () => {
    expect(classifySentiment('Apple to hold annual shareholder meeting on March 1').label).toBe('neutral');
    expect(classifySentiment('Fed to release minutes on Wednesday').label).toBe('neutral');
    expect(classifySentiment('Acme to report third-quarter results on October 25').label).toBe('neutral');
  });

  it('scores from -1 to 1 as P(bullish) - P(bearish), with probabilities summing to 1', () => {
    const { score, probabilities } = classifySentiment('Tesla shares jump after deliveries top forecasts');
    expect(score).toBeCloseTo(probabilities.bullish - probabilities.bearish, 12);
    expect(score).toBeGreaterThan(0.5);
    expect(probabilities.bearish + probabilities.bullish + probabilities.neutral).toBeCloseTo(1, 12);
    expect(classifySentiment('Acme misses estimates').score).toBeLessThan(-0.5);
  });

  it('answers the same every time and copes with empty or odd text', () => {
    expect(classifySentiment('Apple beat estimates')).toEqual(classifySentiment('Apple beat estimates'));
    expect(classifySentiment('').label).toBe('neutral');
    expect(classifySentiment('🚀🚀🚀 $$$ ???').label).toBeTypeOf('string');
  });
});

describe('classifyArticle', () => {
  it('decides on the title alone when the body has no usable lead', () => {
    expect(classifyArticle('Apple misses estimates', '')).toEqual(classifySentiment('Apple misses estimates'));
  });

  it('decides on the lead when there is no title', () => {
    expect(classifyArticle('', 'Shares of Acme plunged 20% after the company cut its guidance.').label).toBe('bearish');
  });

  it('weighs the title more than the lead', () => {
    const title = 'Acme shares surge 15% after earnings beat';
    const mixed = classifyArticle(title, 'Some analysts remain cautious about margins. Rivals warn of weak demand.');
    expect(mixed.label).toBe('bullish');
    expect(mixed.score).toBeLessThan(classifySentiment(title).score);
  });

  it('pools probabilities: 0.6 for the title, 0.4 shared by the lead sentences', () => {
    const title = 'Acme to hold annual meeting';
    const lead = 'Acme shares plunged 12% after it missed estimates.';
    const t = classifySentiment(title).probabilities;
    const l = classifySentiment(lead).probabilities;
    expect(classifyArticle(title, lead).probabilities.bearish).toBeCloseTo(0.6 * t.bearish + 0.4 * l.bearish, 12);
  });
});

describe('leadSentences', () => {
  it('takes up to three whole sentences, skipping one that repeats the title and very short ones', () => {
    const body = 'Acme beats estimates. Shares rose 5% in early trading. OK. The company also raised its outlook. Analysts cheered the news. More follows.';
    expect(leadSentences('Acme beats estimates', body)).toEqual([
      'Shares rose 5% in early trading.',
      'The company also raised its outlook.',
      'Analysts cheered the news.',
    ]);
  });

  it('does not cut a sentence in the middle when the body is long', () => {
    const body = `${'Acme reported strong quarterly results across all of its divisions. '.repeat(20)}`;
    for (const sentence of leadSentences('', body)) expect(sentence.endsWith('.')).toBe(true);
  });

  it('reads a body with long runs of spaces as the same body with single spaces', () => {
    const sentences = Array.from({ length: 30 }, (_, i) => `Acme unit ${i} reported results in line with its forecast.`);
    const spaced = sentences.map((s) => s.replace(/ /g, ' \n\t  ')).join('      ');
    expect(leadSentences('', spaced)).toEqual(leadSentences('', sentences.join(' ')));
    expect(leadSentences('', spaced)).toHaveLength(3);
  });
});

describe('labelFromProbabilities', () => {
  it('calls a narrow bullish-over-bearish lead neutral, as the classifier does', () => {
    expect(labelFromProbabilities({ bearish: 0.1, bullish: 0.7, neutral: 0.2 })).toBe('bullish');
    expect(labelFromProbabilities({ bearish: 0.42, bullish: 0.46, neutral: 0.12 })).toBe('neutral');
    expect(labelFromProbabilities({ bearish: 0.2, bullish: 0.2, neutral: 0.6 })).toBe('neutral');
  });
});
