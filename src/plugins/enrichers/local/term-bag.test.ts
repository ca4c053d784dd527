import { describe, expect, it } from 'vitest';
import { countOf, normalPhrase, termBag } from './term-bag.js';

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
});
