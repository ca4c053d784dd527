import { describe, expect, it } from 'vitest';
import { countOf, normalPhrase, phraseCounts, phraseIndex, termBag } from './term-bag.js';

describe('term bag', () => {
  const bag = termBag('Banks cut rates. The rate cut surprised banks; cloud-spending rose as rate cuts spread.');

  it('counts words in singular form, and the parts of hyphenated words', () => {
    expect(countOf(bag, 'bank')).toBe(2);
    expect(countOf(bag, 'rate')).toBe(3);
    expect(countOf(bag, 'cloud')).toBe(1);
    expect(countOf(bag, 'cloud-spending')).toBe(1);
    expect(countOf(bag, 'gold')).toBe(0);
  });

  it('counts phrases only where their words follow each other', () => {
    expect(countOf(bag, normalPhrase('rate cuts'))).toBe(2);
    expect(countOf(bag, normalPhrase('cut rates'))).toBe(1);
    expect(countOf(bag, normalPhrase('the rate cut surprised banks'))).toBe(1);
    expect(countOf(bag, normalPhrase('cloud spending'))).toBe(0);
    expect(countOf(bag, normalPhrase('banks rose'))).toBe(0);
    expect(bag.words).toBe(14);
  });

  it('counts a whole list of phrases in one pass, as countOf counts each', () => {
    const phrases = ['bank', 'rate', 'cloud', 'spending', 'rate cuts', 'cut rates', 'banks rose', 'gold'].map(normalPhrase);
    const counts = phraseCounts(bag, phraseIndex(phrases));
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(phrases.filter((p) => countOf(bag, p) > 0).map((p) => [p, countOf(bag, p)])));
    expect(counts.get('rate cut')).toBe(2);
    expect(counts.has('gold')).toBe(false);
  });
});
