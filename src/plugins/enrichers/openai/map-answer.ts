import type { ArticleText, Enrichment, Sentiment } from '../../sdk/index.js';
import { ALLOWED_CATEGORIES, notExpectedJson, type ModelAnswer } from './answer-schema.js';
import { fitSummary } from './plain-text.js';
import { popularityScore } from './popularity.js';
import { sentimentReasonsOf, tickerSentimentsOf } from './sentiment-detail.js';
import { clamp, toScore } from './scores.js';
import { composeTweet } from './tweet.js';

/** The upper end of a one-minute summary (150–200 words, docs/product.md#sizes-and-limits). */
const SUMMARY_MAX_WORDS = 200;
const MAX_TICKERS = 20;
const TICKER = /^(?=.*[A-Z])[A-Z0-9][A-Z0-9.-]{0,11}$/;
const ALLOWED = new Set<string>(ALLOWED_CATEGORIES);

/** The label decides the direction: a "bearish" answer with a positive score is read as negative. */
export function sentimentScore(sentiment: Sentiment, raw: number): number {
  const score = Math.round(clamp(raw, -1, 1) * 1000) / 1000;
  if (sentiment === 'bullish') return Math.abs(score);
  if (sentiment === 'bearish') return -Math.abs(score);
  return score;
}

export function allowedCategories(categories: string[]): string[] {
  const normalised = categories.map((category) => category.trim().toLowerCase());
  return [...new Set(normalised.filter((category) => ALLOWED.has(category)))];
}

/** "$btc", "NASDAQ:AAPL" → "BTC", "AAPL"; anything that is not a symbol is dropped. */
export function normaliseTickers(symbols: string[]): string[] {
  const tickers = symbols
    .map((symbol) => symbol.trim().replace(/^\$/, '').split(':').at(-1)?.toUpperCase() ?? '')
    .filter((symbol) => TICKER.test(symbol));
  return [...new Set(tickers)].slice(0, MAX_TICKERS);
}

function summaryOf(answer: ModelAnswer): string {
  const summary = fitSummary(answer.summary, SUMMARY_MAX_WORDS);
  if (!summary) throw notExpectedJson('the summary has no text once markup is removed');
  return summary;
}

/** The Enrichment for `article` from the model's validated answer: ranges clamped, text cleaned. */
export function toEnrichment(answer: ModelAnswer, article: ArticleText): Enrichment {
  const providerSymbols = article.entities.flatMap((entity) => (entity.symbol ? [entity.symbol] : []));
  const tickers = normaliseTickers([...answer.tickers, ...providerSymbols]);
  const tickerSentiments = tickerSentimentsOf(answer.ticker_sentiments, answer.sentiment, tickers, (key) => normaliseTickers([key])[0]);
  const sentimentReasons = sentimentReasonsOf(answer.sentiment_phrases, `${article.title}\n${article.text}`);
  return {
    sentiment: answer.sentiment,
    sentimentScore: sentimentScore(answer.sentiment, answer.sentiment_score),
    importance: toScore(answer.importance),
    popularity: popularityScore(answer.popularity, article),
    relevance: toScore(answer.relevance),
    impact: toScore(answer.impact),
    categories: allowedCategories(answer.categories),
    tickers,
    summary: summaryOf(answer),
    tweet: composeTweet(answer.tweet, article.url, article.title),
    ...(tickerSentiments ? { tickerSentiments } : {}),
    ...(sentimentReasons ? { sentimentReasons } : {}),
    ...(answer.language ? { language: answer.language } : {}),
  };
}
