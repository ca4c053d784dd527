// A light word tokenizer for matching names and keywords by position. It keeps the inner
// punctuation that finance writes inside names (S&P, AT&T, BRK.B, JD.com, layer-2).

export interface WordToken {
  /** As written, less a trailing possessive or full stop. */
  text: string;
  lower: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}&.'’-]*/gu;

const TRIMMABLE_END = /[s.'’-]$/;

function trimmed(raw: string): string {
  if (!TRIMMABLE_END.test(raw)) return raw;
  return raw.replace(/['’]s$/u, '').replace(/[.'’-]+$/u, '');
}

/** The words of a text with their offsets. */
export function wordTokens(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const value = trimmed(match[0]);
    if (value === '') continue;
    tokens.push({ text: value, lower: value.toLowerCase(), start: match.index, end: match.index + value.length });
  }
  return tokens;
}

const LETTER = /\p{L}/u;

/** Shouting headlines ("BITCOIN HITS RECORD AS FED HOLDS") make every word look like a symbol. */
export function isShouting(tokens: readonly WordToken[]): boolean {
  let lettered = 0;
  let upper = 0;
  for (const { text } of tokens) {
    if (text.length < 2 || !LETTER.test(text)) continue;
    lettered += 1;
    if (text === text.toUpperCase()) upper += 1;
  }
  return lettered >= 4 && upper / lettered >= 0.6;
}
