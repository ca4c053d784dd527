import { describe, expect, it } from 'vitest';
import { featureRows, featuresOf, knownFeatureRows } from './features.js';
import { shippedModel } from './model-file.js';
import { tokenize } from './tokenize.js';

describe('tokenize', () => {
  it('drops links and the $ of cashtags but remembers that there was a cashtag', () => {
    const { words, markers } = tokenize('$AAPL - Apple rallies https://t.co/xyz');
    expect(words).toEqual(['aapl', 'apple', 'rallies']);
    expect(markers).toContain('<cashtag>');
  });

  it('turns amounts and signed percentages into placeholders', () => {
    expect(tokenize('Acme +18% premarket, Globex -3.5%, sales up 4% to $1.2 billion in 2019').words).toEqual([
      'acme', '<pct_up>', 'premarket', 'globex', '<pct_down>', 'sales', 'up', '<pct>', 'to', '<money>', 'in', '<year>',
    ]);
  });

  it('does not read the dash of a range as a minus sign', () => {
    expect(tokenize('sales outlook 1.3%-1.5%').words).toEqual(['sales', 'outlook', '<pct>', '<pct>']);
  });

  it('marks the words after a negation and flips their direction', () => {
    expect(tokenize('Acme beat estimates')).toMatchObject({ words: ['acme', 'beat', 'estimates'], markers: ['<up>'] });
    expect(tokenize('Acme did not beat estimates')).toMatchObject({ words: ['acme', 'did', 'not', 'not_beat', 'not_estimates'], markers: ['<down>'] });
    expect(tokenize("Acme didn't miss").markers).toEqual(['<up>']);
    expect(tokenize('Acme fails to beat').markers).toEqual(['<down>']);
  });

  it('ends a negation at punctuation', () => {
    expect(tokenize('No surprise: Acme beats').words).toEqual(['no', 'not_surprise', 'acme', 'beats']);
  });

  it('reads a rise in a bad thing as bad news', () => {
    expect(tokenize('Unemployment rises').markers).toEqual(['<down>']);
    expect(tokenize('Jobless claims drop').markers).toEqual(['<up>']);
  });

  it('reads moves that are undone or left behind', () => {
    expect(tokenize('Market pares gains').markers).toEqual(['<down>']);
    expect(tokenize('Stocks pull back from record highs').markers).toEqual(['<down>', '<down>']);
    expect(tokenize('Acme settles lawsuit').markers).toEqual(['<up>']);
  });

  it('reads raised and cut outlooks, price targets and ratings', () => {
    expect(tokenize('Acme raises full-year guidance').markers).toContain('<outlook_up>');
    expect(tokenize('Acme PT cut to $40').markers).toContain('<outlook_down>');
    expect(tokenize('Cowen cuts Acme to market perform').markers).not.toContain('<rating_down>');
    expect(tokenize('Acme cut to market perform at Cowen').markers).toContain('<rating_down>');
    expect(tokenize('Acme upgraded to buy').markers).toContain('<rating_up>');
    expect(tokenize('Unemployment ticks lower to 3.5%').markers).not.toContain('<rating_down>');
  });

  it('reads "A vs. B" as the direction from B to A', () => {
    expect(tokenize('Q4 EPS $1.52 vs. $1.55').words).toContain('<vs_down>');
    expect(tokenize('Q4 EPS 42 cents vs. 20 cents').words).toContain('<vs_up>');
    expect(tokenize('Q4 EPS $1.88 vs. loss per share $1.23').words).toEqual(['<quarter>', 'eps', '<money>', '<vs_up>', '<money>']);
    expect(tokenize('sales $3.22 vs. $3.32 bln').words).toContain('<vs_down>');
    expect(tokenize('Unemployment rate 4.9% vs 4.1%').markers).toEqual(['<down>']);
  });
});

describe('featuresOf', () => {
  it('gives words, neighbouring pairs and markers, each once', () => {
    expect(featuresOf('Acme beats, beats again')).toEqual([
      'acme', 'beats', 'again', 'acme beats', 'beats beats', 'beats again', '<up>', '<net_up>',
    ]);
  });

  it('finds the model rows of the features it names, each once, in its order', () => {
    const { index } = shippedModel();
    const rows = featureRows(index);
    for (const text of ['Acme beats, beats again', 'Fed holds rates; stocks pull back from record highs', '$AAPL price target cut to $150 vs. $170', '']) {
      const expected = featuresOf(text).flatMap((name) => index.get(name) ?? []);
      expect(knownFeatureRows(text, rows)).toEqual(expected);
    }
  });
});
