import { type AlertMessage, truncate } from '../../sdk/index.js';

// ntfy.sh turns a message over 4096 bytes into an attachment; 1000 characters stay under that
// even when every one takes four bytes in UTF-8.
const MAX_MESSAGE = 1000;
const MAX_TITLE = 250;
/** Importance from which the phone should buzz harder: ntfy's "high". */
const HIGH_PRIORITY_SCORE = 80;

/** ntfy's JSON publish body (POST to the server's root, the topic in the body). */
export interface NtfyPublish {
  topic: string;
  title: string;
  message: string;
  click: string;
  tags: string[];
  priority: 3 | 4;
}

// Tags that are emoji short codes show as an icon before the title.
const SENTIMENT_TAG = { bullish: 'chart_with_upwards_trend', bearish: 'chart_with_downwards_trend', neutral: 'newspaper' } as const;

function detailsLine({ article }: AlertMessage): string {
  const parts = [article.tickers.join(' ')];
  if (article.aiScore !== null) parts.push(`importance ${article.aiScore}/100`);
  if (article.sentiment) parts.push(article.sentiment);
  return parts.filter(Boolean).join(' · ');
}

export function ntfyPublish(topic: string, message: AlertMessage): NtfyPublish {
  const { article } = message;
  const test = message.event === 'test';
  const lines = [article.summary ?? '', detailsLine(message), `${test ? 'Test alert' : 'Alert'} "${message.alert.name}"`];
  const tags = [...(test ? ['test_tube'] : []), SENTIMENT_TAG[article.sentiment ?? 'neutral'], ...article.tickers];
  return {
    topic,
    title: truncate(test ? `Test alert: ${article.title}` : article.title, MAX_TITLE),
    message: truncate(lines.filter(Boolean).join('\n'), MAX_MESSAGE),
    click: message.link,
    tags,
    priority: (article.aiScore ?? 0) >= HIGH_PRIORITY_SCORE ? 4 : 3,
  };
}
