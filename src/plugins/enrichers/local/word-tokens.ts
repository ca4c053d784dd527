// A light word tokenizer for matching names and keywords by position. It keeps the inner
// punctuation that finance writes inside names (S&P, AT&T, BRK.B, JD.com, layer-2).
import { wordEnd, wordStart } from './word-chars.js';

export interface WordToken {
  /** As written, less a trailing possessive or full stop. */
  text: string;
  lower: string;
  start: number;
  end: number;
}

const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;
const LOWER_S = 0x73;

function isTrailingPunctuation(code: number): boolean {
  return code === 0x2e || code === APOSTROPHE || code === RIGHT_QUOTE || code === 0x2d;
}

/** The word less a final "'s" and then any final [.'’-]: "Fed's" → "Fed", "U.S." → "U.S". */
function trimmed(raw: string): string {
  let end = raw.length;
  const beforeLast = raw.charCodeAt(end - 2);
  if (raw.charCodeAt(end - 1) === LOWER_S && (beforeLast === APOSTROPHE || beforeLast === RIGHT_QUOTE)) end -= 2;
  while (end > 0 && isTrailingPunctuation(raw.charCodeAt(end - 1))) end -= 1;
  return end === raw.length ? raw : raw.slice(0, end);
}

/** The words of a text with their offsets. */
export function wordTokens(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  for (let start = wordStart(text, 0), end = 0; start >= 0; start = wordStart(text, end)) {
    end = wordEnd(text, start, true);
    const value = trimmed(text.slice(start, end));
    if (value !== '') tokens.push({ text: value, lower: value.toLowerCase(), start, end: start + value.length });
  }
  return tokens;
}

const LETTER = /\p{L}/u;

function hasLetter(text: string): boolean {
  const first = text.charCodeAt(0) | 0x20;
  return (first >= 0x61 && first <= 0x7a) || LETTER.test(text);
}

/** Shouting headlines ("BITCOIN HITS RECORD AS FED HOLDS") make every word look like a symbol. */
export function isShouting(tokens: readonly WordToken[]): boolean {
  let lettered = 0;
  let upper = 0;
  for (const { text } of tokens) {
    if (text.length < 2 || !hasLetter(text)) continue;
    lettered += 1;
    if (text === text.toUpperCase()) upper += 1;
  }
  return lettered >= 4 && upper / lettered >= 0.6;
}
