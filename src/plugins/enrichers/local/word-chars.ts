// The tokenisers' character classes, tested on char codes. Scanning a text this way allocates
// only the words themselves, where a regex match allocates a result array for each.

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
// JavaScript's \s.
const SPACE = /^\s$/;

/** \p{L} or \p{N}, for a code point; ASCII is decided without a regex. */
function isLetterOrDigit(code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  return LETTER_OR_DIGIT.test(String.fromCodePoint(code));
}

/** \s, for a UTF-16 code unit (every space character is in the BMP). */
function isSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return SPACE.test(String.fromCharCode(code));
}

/** Words as a reader counts them: runs of non-space holding at least one letter or digit. */
export function countWords(text: string): number {
  let count = 0;
  let counted = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) counted = false;
    else if (!counted && isLetterOrDigit(text.codePointAt(i) ?? code)) {
      counted = true;
      count += 1;
    }
  }
  return count;
}

/** Inner punctuation a word may hold: "didn't", "U.S.", "layer-2"; names also "&" (S&P, AT&T). */
function isJoiner(code: number, ampersand: boolean): boolean {
  return code === 0x27 || code === 0x2019 || code === 0x2e || code === 0x2d || (ampersand && code === 0x26);
}

/** Where the next word starts at or after `from` (a letter or digit), or -1. */
export function wordStart(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const code = text.codePointAt(i) ?? 0;
    if (isLetterOrDigit(code)) return i;
    // A non-word astral character: its low surrogate is no letter either, so stepping one unit is safe.
  }
  return -1;
}

/**
 * Where the word starting at `start` ends: the longest run of letters, digits and joiners, as
 * /[\p{L}\p{N}][\p{L}\p{N}'’.-]*\/u (with `&` when `ampersand`) would match it.
 */
export function wordEnd(text: string, start: number, ampersand: boolean): number {
  let i = start;
  while (i < text.length) {
    const code = text.codePointAt(i) ?? 0;
    if (!isLetterOrDigit(code) && !isJoiner(code, ampersand)) break;
    i += code > 0xffff ? 2 : 1;
  }
  return i;
}
