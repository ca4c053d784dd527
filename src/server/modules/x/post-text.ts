import { Parser } from 'htmlparser2';
import { fitTweet, tweetLength } from '../../../plugins/sdk/index.js';

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

/** Length as X counts it (the SDK's tweetLength): every link as `linkLength`, a Chinese character or an emoji as 2. */
export function postLength(text: string, linkLength: number): number {
  return tweetLength(text, linkLength);
}

/** Fits text in `maxLength` as X counts it, never cutting a link (the SDK's fitTweet). */
export function fitPost(text: string, limits: { maxLength: number; linkLength: number }): string {
  return fitTweet(text, limits.maxLength, limits.linkLength);
}

/** The post for a news item (docs/product.md#x-integration): the member's words, else the AI tweet, else the title; markup stripped; fitted. */
export function postTextFor(article: { tweet: string | null; title: string }, limits: { maxLength: number; linkLength: number }, customMessage?: string): string {
  const source = [customMessage, article.tweet, article.title].map((t) => (t ? stripMarkup(t) : '')).find((t) => t !== '') ?? '';
  return fitPost(source, limits);
}
