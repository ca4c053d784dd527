import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const rows = parseCsv('text,label\n"a, b",1\n"say ""hi""",2\n"two\nlines",0\n');
    expect(rows).toEqual([['text', 'label'], ['a, b', '1'], ['say "hi"', '2'], ['two\nlines', '0']]);
  });

  it('reads CRLF line ends and a last row without a line end', () => {
    expect(parseCsv('a,b\r\nc,d')).toEqual([['a', 'b'], ['c', 'd']]);
  });
});
