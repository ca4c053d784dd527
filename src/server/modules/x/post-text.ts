import { Parser } from 'htmlparser2';

const LINK = /https?:\/\/[^\s<>"]+/g;

/** The plain text of a tweet draft or title: tags out, entities decoded, whitespace folded. */
export function stripMarkup(text: string): string {
  if (!/[<&]/.test(text)) return text.replace(/\s+/g, ' ').trim();
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (name === 'script' || name === 'style') hidden += 1;
      },
      onclosetag: (name) => {
        if (name === 'script' || name === 'style') hidden = Math.max(0, hidden - 1);
        else parts.push(' ');
      },
      ontext: (chunk) => {
        if (hidden === 0) parts.push(chunk);
      },
    },
    { decodeEntities: true },
  );
  parser.end(text);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Length as X counts it: every link as `linkLength`, everything else one per code point. */
export function postLength(text: string, linkLength: number): number {
  let links = 0;
  const rest = text.replace(LINK, () => {
    links += 1;
    return '';
  });
  return [...rest].length + links * linkLength;
}

/**
 * Fits text in `maxLength` as X counts it: whole words and whole links are kept while they fit,
 * then an ellipsis. A link is never cut (a cut link would lead nowhere).
 */
export function fitPost(text: string, limits: { maxLength: number; linkLength: number }): string {
  if (postLength(text, limits.linkLength) <= limits.maxLength) return text;
  const words = text.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (postLength(`${next}…`, limits.linkLength) > limits.maxLength) break;
    kept = next;
  }
  if (!kept) return `${[...text].slice(0, limits.maxLength - 1).join('')}…`;
  return `${kept.replace(/[.,;:!?]+$/, '')}…`;
}

/** The post for a news item (docs/product.md#x-integration): the member's words, else the AI tweet, else the title; markup stripped; fitted. */
export function postTextFor(article: { tweet: string | null; title: string }, limits: { maxLength: number; linkLength: number }, customMessage?: string): string {
  const source = [customMessage, article.tweet, article.title].map((t) => (t ? stripMarkup(t) : '')).find((t) => t !== '') ?? '';
  return fitPost(source, limits);
}
