import { describe, expect, it } from 'vitest';
import { xmlRootStart } from './xml-prolog.js';

describe('xmlRootStart', () => {
  it('skips a byte-order mark, the declaration, comments and white space', () => {
    const text = '\uFEFF<?xml version="1.0"?>\n<!-- a -->\n<!-- b --> <rss/>';
    expect(text.slice(xmlRootStart(text))).toBe('<rss/>');
    expect(xmlRootStart('  <opml/>')).toBe(2);
    expect(xmlRootStart('x<rss/>', 1)).toBe(1);
  });

  it('says -1 when the declaration or a comment is never closed', () => {
    expect(xmlRootStart('<?xml version="1.0"')).toBe(-1);
    expect(xmlRootStart('<!-- open <rss/>')).toBe(-1);
  });
});
