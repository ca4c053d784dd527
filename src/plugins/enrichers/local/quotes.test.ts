import { describe, expect, it } from 'vitest';
import { quoteMarks } from './quotes.js';

const PAIRED = { unclosed: false, unopened: false };

describe('quotation marks', () => {
  it('sees a quotation opened and not closed, straight or curly, double or single', () => {
    for (const text of ['"If prices are soft, we cut.', '“If prices are soft, we cut.', '‘If prices are soft, we cut.', "'If prices are soft, we cut.", 'He called it “transitory. Then it was not.']) {
      expect(quoteMarks(text), text).toEqual({ unclosed: true, unopened: false });
    }
  });

  it('sees a quotation closed that the text did not open', () => {
    for (const text of ['If not, we wait."', 'If not, we wait.”', 'If not, we wait.’', "If not, we wait.'", 'We wait,” she said.']) {
      expect(quoteMarks(text), text).toEqual({ unclosed: false, unopened: true });
    }
  });

  it('pairs the marks of whole quotations, nested ones included', () => {
    for (const text of [
      '"They have bought flexibility," said Ms Solberg.',
      '“Prices will follow,” she said, “and soon.”',
      '‘Our customers want yield,’ said Ms Anand.',
      'He called it ‘transitory’.',
      '“He told me ‘not yet’ twice,” she said.',
      'It was priced at "$71,000" by then.',
    ]) {
      expect(quoteMarks(text), text).toEqual(PAIRED);
    }
  });

  it('takes apostrophes and plural possessives for what they are', () => {
    for (const text of ["The Fed's view didn't change.", 'The Fed’s view didn’t change.', 'Investors’ money is safe.', "Investors' money is safe.", '‘The investors’ money is safe,’ he said.', 'Rock music of the ’90s.']) {
      expect(quoteMarks(text), text).toEqual(PAIRED);
    }
  });
});
