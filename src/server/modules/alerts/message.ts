import type { AlertMessage } from '../../../plugins/sdk/index.js';
import type { AlertArticle } from './queue-repository.js';

/** What every channel says of one alert (docs/alerts.md#the-webhook): the rule, the article and its scores. */
export function alertMessage(input: { deliveryId: string; rule: { id: number; name: string }; article: AlertArticle; publicUrl: string; now: Date; event?: AlertMessage['event']; link?: string }): AlertMessage {
  const { article } = input;
  return {
    event: input.event ?? 'alert',
    deliveryId: input.deliveryId,
    alert: { id: input.rule.id, name: input.rule.name },
    article: {
      id: article.id,
      title: article.title,
      url: article.url,
      published_at: article.published_at.toISOString(),
      sentiment: article.sentiment,
      aiScore: article.ai_score,
      tickers: article.tickers,
      summary: article.summary,
    },
    link: input.link ?? new URL(`/news/${article.id}`, input.publicUrl).toString(),
    deliveredAt: input.now.toISOString(),
  };
}

/** The made-up article a Test sends, so the member sees the format without waiting for news. */
export function sampleArticle(now: Date): AlertArticle {
  return {
    id: 0,
    source_id: null,
    title: 'Test alert from AlphaWire: Bitcoin climbs as ETF inflows pick up',
    url: null,
    published_at: now,
    sentiment: 'bullish',
    ai_score: 80,
    tickers: ['BTC'],
    categories: ['crypto'],
    ticker_sentiments: null,
    summary: 'This is a sample alert sent by the Test button. Real alerts carry the article that matched your rule.',
    language: 'en',
  };
}

/**
 * Where a Test's sample links (ntfy's click, the title in Discord, Slack and Telegram): the alert
 * settings the member pressed Test in. The sample article has no page, and its id 0 stays in the
 * webhook's body only to keep the documented shape.
 */
export function sampleLink(publicUrl: string): string {
  return new URL('/settings?section=alerts', publicUrl).toString();
}

/** The in-app and e-mail line under an alert's title: the rule, the sentiment, the importance. */
export function alertLine(ruleName: string, article: AlertArticle): string {
  const parts = [`Rule “${ruleName}”`];
  if (article.sentiment) parts.push(article.sentiment);
  if (article.ai_score !== null) parts.push(`importance ${article.ai_score}`);
  if (article.tickers.length > 0) parts.push(article.tickers.slice(0, 5).join(', '));
  return parts.join(' · ');
}
