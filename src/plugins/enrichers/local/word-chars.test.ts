import { describe, expect, it } from 'vitest';
import { countWords, wordEnd, wordStart } from './word-chars.js';

const SAMPLES = [
  "The Fed's 2 cuts, in 2025, weren't priced — U.S. stocks rose 4.5%.",
  'S&P 500 and AT&T; BRK.B, JD.com, layer-2 — “quoted” ‘words’ end.',
  'Café crème ½ ² Ⅻ 中文 İstanbul 😀 𝐀𝐁𝐂 tail-',
  '\u00a0non\u2003breaking\u3000spaces\ufeff and \u0085 controls\ud800 lone \udc00 halves',
  '',
];

function scanned(text: string, ampersand: boolean): string[] {
  const words: string[] = [];
  for (let start = wordStart(text, 0), end = 0; start >= 0; start = wordStart(text, end)) {
    end = wordEnd(text, start, ampersand);
    words.push(`${start}:${text.slice(start, end)}`);
  }
  return words;
}

describe('word characters', () => {
  it.each(SAMPLES)('finds the words the regex finds in %j', (text) => {
    const matched = (pattern: RegExp) => [...text.matchAll(pattern)].map((m) => `${m.index}:${m[0]}`);
    expect(scanned(text, false)).toEqual(matched(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu));
    expect(scanned(text, true)).toEqual(matched(/[\p{L}\p{N}][\p{L}\p{N}&.'’-]*/gu));
  });

  it.each(SAMPLES)('counts the words of %j as splitting on spaces does', (text) => {
    expect(countWords(text)).toBe(text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length);
  });
});
