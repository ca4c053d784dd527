// The local enricher: sentiment, scores with reasons, topics, tickers, a one-minute summary and
// a tweet draft, offline and deterministic. The default enricher and the fallback for any other.
import { type ArticleText, defineEnricher } from '../../sdk/index.js';
import { enrichArticle, type EnrichDeps } from './enrich.js';
import type { PackLanguage } from './languages/pack.js';
import { readLanguageOf } from './languages/routing.js';
import { classifyInLanguage, clauseScoreIn, reasonsIn } from './languages/sentiment/index.js';
import { articleReasons, classifyArticle, clauseScore } from './sentiment/index.js';
import { tickerIndex } from './tickers.js';

export { enrichArticle, type ClassifyArticle, type EnrichDeps } from './enrich.js';
export { summarise, SUMMARY_MAX_WORDS, SUMMARY_MIN_WORDS } from './summary.js';
export { draftTweet, TCO_LINK_LENGTH, TWEET_MAX_LENGTH, tweetLength } from './tweet.js';
export { tickerIndex } from './tickers.js';
export { CATEGORY_IDS, type CategoryId } from './topics.js';

/** How one language's sentiment is read; a language without a classifier is not assessed (null). */
export type SentimentReader = Pick<EnrichDeps, 'classify' | 'scoreClause' | 'explain'>;

const ENGLISH_SENTIMENT: SentimentReader = { classify: classifyArticle, scoreClause: clauseScore, explain: articleReasons };

/** A pack language's sentiment: its own model and lexicon (languages/sentiment). */
function packSentiment(language: PackLanguage): SentimentReader {
  return {
    classify: (title, body) => classifyInLanguage(language, title, body),
    scoreClause: (text) => clauseScoreIn(language, text),
    explain: (title, body) => reasonsIn(language, title, body),
  };
}

const PACK_SENTIMENT: Record<PackLanguage, SentimentReader> = { es: packSentiment('es'), fr: packSentiment('fr'), de: packSentiment('de') };

/** The sentiment reader for an article's language: English's classifier, a pack language's entry, nothing for any other. */
function readerFor(article: ArticleText): SentimentReader {
  const read = readLanguageOf(article);
  if (read === null) return {};
  return read === 'en' ? ENGLISH_SENTIMENT : PACK_SENTIMENT[read];
}

export const localEnricher = defineEnricher({
  id: 'local',
  displayName: 'Local (offline, deterministic)',
  create: (ctx) => {
    const tickers = tickerIndex(ctx.assets);
    return { enrich: async (article) => enrichArticle(article, { ...readerFor(article), now: ctx.now, tickers }) };
  },
});
