// One article in, the full Enrichment out. Each part is computed once and shared: the term bags
// feed topics, events and scores; the tickers feed topics, scores and the tweet. The article's
// language decides how its text is read (languages/reading.ts), or that it is not read at all.
import type { ArticleText, Enrichment, Sentiment } from '../../sdk/index.js';
import { assetSentiments } from './asset-sentiment.js';
import type { ClauseWords } from './clauses.js';
import { enrichUnread } from './enrich-unread.js';
import { findFinanceEntities, joinedEntities } from './finance-entities.js';
import { readingFor, type TextReading } from './languages/reading.js';
import { scoresOf } from './scores/index.js';
import { collectSignals } from './scores/signals.js';
import { blendSentiment, type ClassifierResult } from './sentiment-blend.js';
import { summarise } from './summary.js';
import { termBag } from './term-bag.js';
import { cleanParagraphs } from './text-cleanup.js';
import { findTickerMentionsAndSpans, type MentionSpan, type TickerIndex } from './tickers.js';
import { categoriesOf, scoreTopics } from './topics.js';
import { draftTweet } from './tweet.js';

export type ClassifyArticle = (title: string, body: string) => ClassifierResult;

export interface EnrichDeps {
  /** Reads the article's sentiment; without it the sentiment is not assessed (null), as for a language with no classifier. */
  classify?: ClassifyArticle;
  /** Scores one clause (−1 … 1), for each asset's own sentiment; without it every asset takes the article's. */
  scoreClause?: (text: string) => number;
  /** The words and phrases that moved the article's sentiment ("bullish:beat estimates"); without it none are given. */
  explain?: (title: string, body: string) => string[];
  now: () => Date;
  /** The host's assets, indexed once per enricher. */
  tickers: TickerIndex;
}

/** Each asset's own sentiment and the phrases behind the article's, where the deps can tell them. */
function sentimentDetails(
  article: ArticleText, text: string, found: { spans: MentionSpan[]; symbols: string[] }, label: Sentiment, deps: EnrichDeps, clauses: ClauseWords,
): Pick<Enrichment, 'tickerSentiments' | 'sentimentReasons'> {
  const { scoreClause, explain } = deps;
  const tickerSentiments = scoreClause
    ? assetSentiments({ title: article.title, text, spans: found.spans, symbols: found.symbols, article: label, score: scoreClause, clauses })
    : {};
  return {
    ...(Object.keys(tickerSentiments).length > 0 ? { tickerSentiments } : {}),
    ...(explain ? { sentimentReasons: explain(article.title, text) } : {}),
  };
}

/** The enrichment of an article read as `reading` reads its language. */
function enrichRead(article: ArticleText, deps: EnrichDeps, reading: TextReading): Enrichment {
  const paragraphs = cleanParagraphs(article.text);
  const text = paragraphs.join('\n');
  // The ticker finder and the term bags read the same words: the text is tokenised once for both.
  const tokensOf = (s: string) => (reading.nameForms ? reading.nameForms(reading.tokens(s), deps.tickers) : reading.tokens(s));
  const tokens = { title: tokensOf(article.title), text: tokensOf(text) };
  const found = findTickerMentionsAndSpans(deps.tickers, { title: article.title, text, entities: article.entities }, tokens, reading.cues);
  const tickers = found.mentions;
  const symbols = tickers.map((t) => t.symbol);
  const titleEntities = findFinanceEntities(article.title);
  const entities = joinedEntities(titleEntities, findFinanceEntities(text));
  const titleBag = termBag(article.title, tokens.title, reading.normalForm);
  const bodyBag = termBag(text, tokens.text, reading.normalForm);
  const topics = scoreTopics({ titleBag, bodyBag, categories: article.categories, tickers, entities }, reading.topics);
  const categories = categoriesOf(topics);
  // Without a classifier for the language the sentiment is not assessed: null, never a neutral by default.
  const sentiment = deps.classify ? blendSentiment(deps.classify(article.title, text), article.providerSentiment, article.entities) : null;
  const signals = collectSignals({
    article, tickers, categories, entities, titleEntities, titleBag, bodyBag, now: deps.now(),
    english: reading.language === 'en', moves: reading.moves, eventTables: reading.events,
    keywordHits: topics.keywordHits, titleKeywordHits: topics.titleKeywordHits, sentimentScore: sentiment?.score ?? null,
  });
  const label = sentiment?.label ?? null;
  return {
    sentiment: label,
    sentimentScore: sentiment ? Math.round(sentiment.score * 1000) / 1000 : null,
    ...scoresOf(signals),
    categories,
    tickers: symbols,
    summary: summarise(article.title, paragraphs, reading.sentences),
    tweet: draftTweet({ title: article.title, url: article.url, sentiment: label, tickers: symbols }),
    ...(sentiment ? sentimentDetails(article, text, { spans: found.spans, symbols }, sentiment.label, deps, reading.clauses) : {}),
  };
}

/** Everything the local enricher says about one article; deterministic for the same input and clock. */
export function enrichArticle(article: ArticleText, deps: EnrichDeps): Enrichment {
  const reading = readingFor(article);
  return reading ? enrichRead(article, deps, reading) : enrichUnread(article, deps);
}
