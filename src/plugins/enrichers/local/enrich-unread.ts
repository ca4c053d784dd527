// An article in a language the local enricher cannot read (Japanese, Arabic, Russian…): nothing is
// guessed from its words. Its sentiment is not assessed (null, never a neutral by default), it has
// no summary (we could not judge what we extract), and its tickers are only those that need no
// reading: cashtags, exchange prefixes, the provider's entities and symbols in Latin capitals
// ("BTC"). The scores weigh what does not read the text: the source, the cluster, the votes, the
// age, the tickers and the source's categories.
import type { ArticleText, Enrichment } from '../../sdk/index.js';
import { latinTokens } from './languages/latin-tokens.js';
import { scoresOf } from './scores/index.js';
import { unreadSignals } from './scores/signals.js';
import { cleanParagraphs } from './text-cleanup.js';
import type { CueTest } from './ticker-cues.js';
import type { NamePattern } from './ticker-index.js';
import { findTickerMentionsAndSpans, type TickerIndex } from './tickers.js';
import { categoriesOf, scoreUnreadTopics } from './topics.js';
import { draftTweet } from './tweet.js';

// Names ("Apple", "Avalanche") are words of some language: only symbols are read, and none needs a cue word.
const NO_NAMES = new Map<string, NamePattern[]>();
const NO_CUES: CueTest = () => false;

/** The enrichment of an article whose language the enricher cannot read. */
export function enrichUnread(article: ArticleText, deps: { now: () => Date; tickers: TickerIndex }): Enrichment {
  const text = cleanParagraphs(article.text).join('\n');
  const symbolsOnly = { names: NO_NAMES, symbols: deps.tickers.symbols };
  const tokens = { title: latinTokens(article.title), text: latinTokens(text) };
  const tickers = findTickerMentionsAndSpans(symbolsOnly, { title: article.title, text, entities: article.entities }, tokens, NO_CUES).mentions;
  const categories = categoriesOf(scoreUnreadTopics(article.categories, tickers));
  const signals = unreadSignals({ article, tickers, categories, now: deps.now() });
  const symbols = tickers.map((t) => t.symbol);
  return {
    sentiment: null,
    sentimentScore: null,
    ...scoresOf(signals),
    categories,
    tickers: symbols,
    summary: '',
    tweet: draftTweet({ title: article.title, url: article.url, sentiment: null, tickers: symbols }),
  };
}
