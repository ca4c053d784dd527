const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

/** HTML without the text of its script and style elements, in one pass (a lazy regex would go back over the rest for each one left open). */
function withoutCode(html: string): string {
  const lower = html.toLowerCase();
  const open = /<(script|style)\b/g;
  const parts: string[] = [];
  let at = 0;
  for (let match = open.exec(lower); match; match = open.exec(lower)) {
    parts.push(html.slice(at, match.index), ' ');
    const close = lower.indexOf(`</${match[1]}`, open.lastIndex);
    if (close === -1) return parts.join('');
    at = lower.indexOf('>', close) + 1 || html.length;
    open.lastIndex = at;
  }
  parts.push(html.slice(at));
  return parts.join('');
}

/** Plain text of an HTML fragment, for deriving a title: no tags, no script or style text, one space between words. */
export function htmlToPlainText(html: string): string {
  // A tag ends at the next '<' as well, so a run of '<' with no '>' is read once, not once per '<'.
  return decodeEntities(withoutCode(html).replace(/<[^<>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** The first words of a text, ending in "…" when cut. */
export function firstWords(text: string, count: number): string {
  const words = text.split(' ').filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text as HTML paragraphs, so a JSON Feed's content_text keeps its paragraph breaks. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
}
