const ELLIPSIS = '…';

/**
 * `text` cut to at most `max` UTF-16 code units (the unit JavaScript's length and most chat
 * services count in), ending with an ellipsis when cut. It never splits a surrogate pair, so an
 * emoji at the edge goes whole rather than leaving half a character the service would refuse.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let cut = text.slice(0, max - ELLIPSIS.length);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut}${ELLIPSIS}`;
}
