// The local enricher: sentiment, scores with reasons, topics, tickers, a one-minute summary and
// a tweet draft, offline and deterministic. The default enricher and the fallback for any other.
import { defineEnricher } from '../../sdk/index.js';
import { enrichArticle } from './enrich.js';
import { articleReasons, classifyArticle, clauseScore } from './sentiment/index.js';
import { tickerIndex } from './tickers.js';

export { enrichArticle, type ClassifyArticle, type EnrichDeps } from './enrich.js';
export { summarise, SUMMARY_MAX_WORDS, SUMMARY_MIN_WORDS } from './summary.js';
export { draftTweet, TCO_LINK_LENGTH, TWEET_MAX_LENGTH, tweetLength } from './tweet.js';
export { tickerIndex } from './tickers.js';
export { CATEGORY_IDS, type CategoryId } from './topics.js';

export const localEnricher = defineEnricher({
  id: 'local',
  displayName: 'Local (offline, deterministic)',
  create: (ctx) => {
    const tickers = tickerIndex(ctx.assets);
    const deps = { classify: classifyArticle, scoreClause: clauseScore, explain: articleReasons, now: ctx.now, tickers };
    return { enrich: async (article) => enrichArticle(article, deps) };
  },
});
