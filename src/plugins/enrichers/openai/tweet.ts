import { fitTweet, TCO_LINK_LENGTH, TWEET_MAX_LENGTH } from '../../sdk/index.js';
import { toPlainText } from './plain-text.js';

// X's count (twitter-text v3) is the SDK's: tweetLength and fitTweet.
export { tweetLength } from '../../sdk/index.js';

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/gi;

/**
 * The tweet draft: the model's text as plain text without any link it added, cut to fit, then
 * the article's own URL. `fallback` (the headline) stands in when nothing is left of the draft.
 */
export function composeTweet(draft: string, url: string | null, fallback: string): string {
  const clean = (value: string) => toPlainText(value).replace(URL_IN_TEXT, '').replace(/\s+/g, ' ').trim();
  const text = clean(draft) || clean(fallback);
  if (!url) return fitTweet(text, TWEET_MAX_LENGTH);
  const room = TWEET_MAX_LENGTH - TCO_LINK_LENGTH - 1; // one space before the link
  return `${fitTweet(text, room)} ${url}`;
}
