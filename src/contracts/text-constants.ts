/** Zod-free, for the web app's first load too: how the server and the app shorten a text to show. */

const ELLIPSIS = '…';
/** A space this far into the room (or further) is where a cut goes; nearer the start, the text is cut at a character instead. */
const WORD_SHARE = 0.6;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut to at most `max` UTF-16 units, ending with an ellipsis: at a word when a space falls
 * near the end of the room, else after the last whole character. Chinese and Japanese put no
 * spaces between words, and a cut back to the last space left a headline of two words (or a
 * paragraph of none); an emoji, a flag or a vowel sign is never split, which left a lone
 * surrogate or half a syllable behind. A stop or comma before the ellipsis goes.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - ELLIPSIS.length;
  if (room < 1) return max < 1 ? '' : ELLIPSIS;
  // Whole characters only: the segmenter reads just past the room, never the whole text.
  let end = 0;
  for (const { index, segment } of graphemes.segment(text.slice(0, room + 16))) {
    if (index + segment.length > room) break;
    end = index + segment.length;
  }
  let kept = text.slice(0, end);
  const space = kept.search(/\s\S*$/);
  if (space >= room * WORD_SHARE) kept = kept.slice(0, space);
  return `${kept.trimEnd().replace(/[.,;:!?、。，]+$/u, '')}${ELLIPSIS}`;
}
