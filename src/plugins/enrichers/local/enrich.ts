// One article in, the full Enrichment out. Each part is computed once and shared: the term bags
// feed topics, events and scores; the tickers feed topics, scores and the tweet.
import type { ArticleText, Enrichment } from '../../sdk/index.js';
import { assetSentiments } from './asset-sentiment.js';
import { findFinanceEntities, joinedEntities } from './finance-entities.js';
import { impactScore } from './scores/impact.js';
import { importanceScore } from './scores/importance.js';
import { popularityScore } from './scores/popularity.js';
import { relevanceScore } from './scores/relevance.js';
import { collectSignals } from './scores/signals.js';
import { blendSentiment, type ClassifierResult } from './sentiment-blend.js';
import { summarise } from './summary.js';
import { termBag } from './term-bag.js';
import { cleanParagraphs } from './text-cleanup.js';
import { findTickerMentionsAndSpans, type TickerIndex } from './tickers.js';
import { categoriesOf, scoreTopics } from './topics.js';
import { draftTweet } from './tweet.js';
import { wordTokens } from './word-tokens.js';

export type ClassifyArticle = (title: string, body: string) => ClassifierResult;

export interface EnrichDeps {
  classify: ClassifyArticle;
  /** Scores one clause (−1 … 1), for each asset's own sentiment; without it every asset takes the article's. */
  scoreClause?: (text: string) => number;
  /** The words and phrases that moved the article's sentiment ("bullish:beat estimates"); without it none are given. */
  explain?: (title: string, body: string) => string[];
  now: () => Date;
  /** The host's assets, indexed once per enricher. */
  tickers: TickerIndex;
}

/** Everything the local enricher says about one article; deterministic for the same input and clock. */
export function enrichArticle(article: ArticleText, deps: EnrichDeps): Enrichment {
  const paragraphs = cleanParagraphs(article.text);
  const text = paragraphs.join('\n');
  // The ticker finder and the term bags read the same words: the text is tokenised once for both.
  const tokens = { title: wordTokens(article.title), text: wordTokens(text) };
  const found = findTickerMentionsAndSpans(deps.tickers, { title: article.title, text, entities: article.entities }, tokens);
  const tickers = found.mentions;
  const titleEntities = findFinanceEntities(article.title);
  const entities = joinedEntities(titleEntities, findFinanceEntities(text));
  const titleBag = termBag(article.title, tokens.title);
  const bodyBag = termBag(text, tokens.text);
  const topics = scoreTopics({ titleBag, bodyBag, categories: article.categories, tickers, entities });
  const categories = categoriesOf(topics);
  const sentiment = blendSentiment(deps.classify(article.title, text), article.providerSentiment, article.entities);
  const signals = collectSignals({
    article, tickers, categories, entities, titleEntities, titleBag, bodyBag, now: deps.now(),
    keywordHits: topics.keywordHits, titleKeywordHits: topics.titleKeywordHits, sentimentScore: sentiment.score,
  });
  const symbols = tickers.map((t) => t.symbol);
  const { scoreClause, explain } = deps;
  const tickerSentiments = scoreClause
    ? assetSentiments({ title: article.title, text, spans: found.spans, symbols, article: sentiment.label, score: scoreClause })
    : {};
  return {
    sentiment: sentiment.label,
    sentimentScore: Math.round(sentiment.score * 1000) / 1000,
    importance: importanceScore(signals),
    popularity: popularityScore(signals),
    relevance: relevanceScore(signals),
    impact: impactScore(signals),
    categories,
    tickers: symbols,
    summary: summarise(article.title, paragraphs),
    tweet: draftTweet({ title: article.title, url: article.url, sentiment: sentiment.label, tickers: symbols }),
    ...(Object.keys(tickerSentiments).length > 0 ? { tickerSentiments } : {}),
    ...(explain ? { sentimentReasons: explain(article.title, text) } : {}),
  };
}
