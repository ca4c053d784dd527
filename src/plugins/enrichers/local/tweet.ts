// The tweet draft: the headline, led by 📈 or 📉 when the story leans bullish or bearish
// (nothing when neutral or not assessed, so the marker always means something), then up to three
// cashtags and the link. Plain text, never over 280 as X counts.
import { fitTweet, type Sentiment, TWEET_MAX_LENGTH, tweetLength } from '../../sdk/index.js';

export { TCO_LINK_LENGTH, TWEET_MAX_LENGTH, tweetLength } from '../../sdk/index.js';

export const MAX_CASHTAGS = 3;
const LEAD_INS: Record<Sentiment, string> = { bullish: '📈 ', bearish: '📉 ', neutral: '' };
// X makes a cashtag of 1–6 letters (and share classes such as $BRK.B).
const CASHTAG_SYMBOL = /^[A-Z]{1,6}(?:\.[A-Z])?$/;

export interface TweetInput {
  title: string;
  url: string | null;
  /** null when not assessed (a language the enricher cannot read): no marker. */
  sentiment: Sentiment | null;
  tickers: readonly string[];
}

/** The headline as plain text: no tags, markdown emphasis or runs of spaces. */
export function plainHeadline(title: string): string {
  return title
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*_`#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function cashtagsFor(tickers: readonly string[], headline: string): string[] {
  const present = new Set(headline.includes('$') ? [...headline.matchAll(/\$([A-Za-z][A-Za-z.]{0,7})/g)].map((m) => (m[1] ?? '').toUpperCase()) : []);
  return tickers.filter((t) => CASHTAG_SYMBOL.test(t) && !present.has(t)).slice(0, MAX_CASHTAGS).map((t) => `$${t}`);
}

/** A ready-to-post draft: lead-in, headline, cashtags, link; at most 280 as X counts. */
export function draftTweet(input: TweetInput): string {
  const headline = plainHeadline(input.title);
  const tail = [...cashtagsFor(input.tickers, headline), ...(input.url ? [input.url] : [])].join(' ');
  const lead = input.sentiment === null ? '' : LEAD_INS[input.sentiment];
  const room = TWEET_MAX_LENGTH - tweetLength(lead) - (tail ? tweetLength(` ${tail}`) : 0);
  const body = `${lead}${fitTweet(headline, room)}`.trim();
  return tail ? `${body} ${tail}`.trim() : body;
}
