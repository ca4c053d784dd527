import { toPlainText } from './plain-text.js';

export const TWEET_MAX_LENGTH = 280;
/** X shortens every link to t.co and counts it as 23 characters, whatever its length. */
export const TWEET_URL_LENGTH = 23;

const ELLIPSIS = '…';
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/gi;

// X's weighting (twitter-text v3): Latin and most punctuation count 1, everything else
// (CJK, emoji…) counts 2. Emoji sequences X counts as one pair are counted per code point here,
// which can only over-count, never let a draft run over.
const LIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];

function weightOf(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return LIGHT_RANGES.some(([start, end]) => code >= start && code <= end) ? 1 : 2;
}

/** The length X counts for `text`: weighted characters, each link as 23. */
export function tweetLength(text: string): number {
  const links = text.match(URL_IN_TEXT) ?? [];
  const rest = text.replace(URL_IN_TEXT, '');
  return links.length * TWEET_URL_LENGTH + Array.from(rest).reduce((sum, char) => sum + weightOf(char), 0);
}

/** `text` cut at a word boundary, with an ellipsis, so that it counts at most `max`. */
export function trimToLength(text: string, max: number): string {
  if (tweetLength(text) <= max) return text;
  const room = max - weightOf(ELLIPSIS);
  let kept = '';
  let used = 0;
  for (const char of text) {
    used += weightOf(char);
    if (used > room) break;
    kept += char;
  }
  const lastSpace = kept.lastIndexOf(' ');
  // No space at all (one long word): cut inside it rather than drop everything.
  const cut = lastSpace > 0 ? kept.slice(0, lastSpace) : kept;
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}

/**
 * The tweet draft: the model's text as plain text without any link it added, cut to fit, then
 * the article's own URL. `fallback` (the headline) stands in when nothing is left of the draft.
 */
export function composeTweet(draft: string, url: string | null, fallback: string): string {
  const clean = (value: string) => toPlainText(value).replace(URL_IN_TEXT, '').replace(/\s+/g, ' ').trim();
  const text = clean(draft) || clean(fallback);
  if (!url) return trimToLength(text, TWEET_MAX_LENGTH);
  const room = TWEET_MAX_LENGTH - TWEET_URL_LENGTH - 1; // one space before the link
  return `${trimToLength(text, room)} ${url}`;
}
