import { describe, expect, it } from 'vitest';
import { lightStem, splitSentences, termsOf } from './sentences.js';

describe('sentences', () => {
  it('splits on sentence ends, keeps abbreviations, initials and amounts inside a sentence, and never joins paragraphs', () => {
    const sentences = splitSentences(['The U.S. Fed held rates at 5.25%. Bitcoin ($BTC) rose 4% to $71,000.', 'A heading', 'Mr. Smith agreed.']);
    expect(sentences.map((s) => s.text)).toEqual(['The U.S. Fed held rates at 5.25%.', 'Bitcoin ($BTC) rose 4% to $71,000.', 'A heading', 'Mr. Smith agreed.']);
    expect(sentences.map((s) => s.paragraph)).toEqual([0, 0, 1, 2]);
    expect(sentences.map((s) => s.index)).toEqual([0, 1, 2, 3]);
  });

  it('does not break after a title, an initial or a date short form, and does after a company suffix', () => {
    const texts = splitSentences(['J. Powell met Dr. Lee on Jan. 5 in Washington. Shares of Acme Inc. fell. Acme Inc. Its rivals rose!']).map((s) => s.text);
    expect(texts).toEqual(['J. Powell met Dr. Lee on Jan. 5 in Washington.', 'Shares of Acme Inc. fell.', 'Acme Inc.', 'Its rivals rose!']);
  });

  it('keeps a quotation of several sentences as one sentence, within its paragraph', () => {
    const sentences = splitSentences([
      'Rates held. "If the next prints are soft, we cut. If not, we wait," she said. Markets rose.',
      '“The board wants to do too much rather than too little. It has seen inflation settle in.',
      '“Rates will stay high.” Lenders agreed.',
    ]);
    expect(sentences.map((s) => s.text)).toEqual([
      'Rates held.',
      '"If the next prints are soft, we cut. If not, we wait," she said.',
      'Markets rose.',
      '“The board wants to do too much rather than too little. It has seen inflation settle in.',
      '“Rates will stay high.”',
      'Lenders agreed.',
    ]);
    expect(sentences.map((s) => s.quotesBalanced)).toEqual([true, true, true, false, true, true]);
  });

  it('marks a line without closing punctuation as not a whole sentence', () => {
    const [heading, quoted] = splitSentences(['Markets at a glance', '"Prices will follow," she said.']);
    expect(heading?.complete).toBe(false);
    expect(quoted?.complete).toBe(true);
  });

  it('keeps content terms only, stemmed so word forms meet', () => {
    expect(termsOf('Traders said the banks raised rates')).toEqual(['trader', 'bank', 'rais', 'rat']);
    expect(termsOf("The Fed's 2 cuts, in 2025, weren't priced")).toEqual(['fed', 'cuts', 'pric']);
    expect(lightStem('raises')).toBe(lightStem('raised'));
    expect(lightStem('climbing')).toBe(lightStem('climbs'));
  });
});
