import { describe, expect, it } from 'vitest';
import { fingerprintOf, isNearDuplicate, letterKey, sameLetters } from './near-duplicate.js';
import { TermIds } from './term-ids.js';

const TEXTS = [
  'Bitcoin rose 5% on Monday.',
  'BITCOIN ROSE 5 % ON MONDAY!',
  'Bitcoin rose 5% on Monday — again.',
  '“Bitcoin rose 5%” on Monday…',
  'Bitcoin rose 50% on Monday.',
  'Bit coin rose 5% on Mon day',
  'ΟΔΟΣ rose', 'οδος rose', 'İstanbul rose', 'i̇stanbul rose', 'Café rose', 'cafe rose',
  '', '...', '— —',
];

describe('near duplicates', () => {
  it('compares letters in place exactly as their letter keys compare', () => {
    const ids = new TermIds();
    const prints = TEXTS.map((text) => fingerprintOf({ text, terms: [] }, ids));
    prints.forEach((a, i) => prints.forEach((b, j) => {
      expect(sameLetters(a, b), `${TEXTS[i]} / ${TEXTS[j]}`).toBe(letterKey(a.text) === letterKey(b.text));
    }));
  });

  it('takes the same words in another case or punctuation as the same sentence', () => {
    expect(isNearDuplicate({ text: 'Shares rose.', terms: ['share', 'rose'] }, { text: 'SHARES ROSE!', terms: ['share', 'rose'] })).toBe(true);
    expect(isNearDuplicate({ text: 'Yes.', terms: [] }, { text: 'yes!', terms: [] })).toBe(true);
    expect(isNearDuplicate({ text: 'Yes.', terms: [] }, { text: 'No.', terms: [] })).toBe(false);
  });
});
