import { describe, expect, it } from 'vitest';
import { asciiSentenceEnds, PRINTABLE_ASCII } from './ascii-sentences.js';

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const icuEnds = (text: string) => Array.from(segmenter.segment(text), (s) => s.index).filter((index) => index > 0);

const PIECES = ['Mr.', 'U.S.', 'e.g.', 'Inc.', 'No.', '5.5', 'A.', 'the', 'The', '"Yes."', '(a)', '...', '?!', 'x', 'X', '3', '.', ' ', '  ', '\t', ',', ';', ':', '-', "'", ')', '.)', '."', '!', '?', '$', '%', '[', ']'];

/** A fixed pseudo-random mix of the pieces the rules turn on. */
function samples(count: number): string[] {
  let state = 7;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () => {
    let text = '';
    for (let n = 1 + Math.floor(next() * 14); n > 0; n -= 1) text += PIECES[Math.floor(next() * PIECES.length)] + (next() < 0.5 ? ' ' : '');
    return text;
  });
}

describe('ASCII sentence boundaries', () => {
  it('cuts where Intl.Segmenter cuts', () => {
    const texts = [
      'Shares rose. The U.S. Fed held. J. Powell spoke at 3.5 p.m. on Jan. 5! Why? "Because." (Really.) Yes.',
      'e.g. the rate; etc., and more?! No... Then: a.b.c. D.E.F. Done',
      ...samples(20_000),
    ];
    for (const text of texts) {
      expect(PRINTABLE_ASCII.test(text)).toBe(true);
      expect(asciiSentenceEnds(text), JSON.stringify(text)).toEqual(icuEnds(text));
    }
  });
});
