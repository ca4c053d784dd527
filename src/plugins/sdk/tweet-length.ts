// Tweet length as X counts it (twitter-text v3): every link is 23 characters (t.co), an emoji is
// 2, characters outside the Latin, Greek, Cyrillic, Hebrew, Arabic and general-punctuation
// ranges (CJK, most symbols, "…") are 2, the rest 1, all after NFC normalisation.

export const TWEET_MAX_LENGTH = 280;
export const TCO_LINK_LENGTH = 23;

// With a scheme, or a bare domain on a common top-level domain: X links "Crypto.com" too, so a
// bare domain is counted as a link (23), which is never less than X's own count.
const LINK = /\bhttps?:\/\/[^\s]+|\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org|io|ai|co|xyz|finance|app|dev|gov|edu|info|biz|news|me|us|uk|de|fr|eu|ca|au|jp|cn|in|ly|gg|to|tv|fm|so|sh)\b(?:\/[^\s]*)?/gi;
const MAYBE_LINK = /https?:\/\/|\.[a-z]/i;
const LIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [[0, 4351], [8192, 8205], [8208, 8223], [8242, 8247]];
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function codePointWeight(codePoint: number): number {
  return LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2;
}

// Characters that each weigh 1 and can never be part of a pictograph: printable Latin and the
// rest below U+1100 less © and ®, and the light punctuation ranges. Text of only these needs no segmenting.
const NEEDS_SEGMENTING = /[^\t\n\r\u0020-\u00a8\u00aa-\u00ad\u00af-\u10ff\u2000-\u200d\u2010-\u201f\u2032-\u2037]/;

function textWeight(text: string): number {
  if (!NEEDS_SEGMENTING.test(text)) return text.length;
  let weight = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (PICTOGRAPHIC.test(segment)) {
      weight += 2;
      continue;
    }
    for (const char of segment) weight += codePointWeight(char.codePointAt(0) ?? 0);
  }
  return weight;
}

/** The length X will count for a post: links as `linkLength` (23, t.co's), emoji and wide characters as 2. */
export function tweetLength(text: string, linkLength: number = TCO_LINK_LENGTH): number {
  const normalised = text.normalize('NFC');
  // Every link has a scheme or a dot before its top-level domain: most headlines have neither.
  if (!MAYBE_LINK.test(normalised)) return textWeight(normalised);
  let links = 0;
  const rest = normalised.replace(LINK, () => {
    links += 1;
    return '';
  });
  return links * linkLength + textWeight(rest);
}

const ELLIPSIS = '…';
/** A cut at a word is taken when it keeps this much of the room; else the text is cut at a character. */
const WORD_SHARE = 0.6;

/**
 * `text` fitted to `max` as X counts it (tweetLength), ending in "…": at a word when that keeps
 * most of the room, else after the last whole character that fits, for Chinese and Japanese put no
 * spaces between words (cut back to a space, a headline kept two words). A link is never cut: it
 * goes whole or not at all.
 */
export function fitTweet(text: string, max: number, linkLength: number = TCO_LINK_LENGTH): string {
  if (tweetLength(text, linkLength) <= max) return text;
  const byWords = cutAtWord(text, max, linkLength);
  if (byWords !== '' && tweetLength(byWords, linkLength) >= max * WORD_SHARE) return byWords;
  return cutAtCharacter(text, max, linkLength) || byWords;
}

function cutAtWord(text: string, max: number, linkLength: number): string {
  const words = text.split(' ');
  while (words.length > 1) {
    words.pop();
    const candidate = `${words.join(' ').replace(/[\s,;:.!?\-–—]+$/u, '')}${ELLIPSIS}`;
    if (tweetLength(candidate, linkLength) <= max) return candidate;
  }
  return '';
}

function cutAtCharacter(text: string, max: number, linkLength: number): string {
  // Only before the first link: a cut link would lead nowhere.
  const link = text.search(LINK);
  const before = link < 0 ? text : text.slice(0, link);
  let kept = '';
  for (const { segment } of graphemes.segment(before)) {
    if (tweetLength(`${kept}${segment}${ELLIPSIS}`, linkLength) > max) break;
    kept += segment;
  }
  kept = kept.trimEnd();
  return kept === '' ? '' : `${kept}${ELLIPSIS}`;
}
