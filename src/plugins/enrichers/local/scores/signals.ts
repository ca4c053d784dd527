// Everything the four scores read, worked out once per article.
import type { ArticleText } from '../../../sdk/index.js';
import type { FinanceEntities } from '../finance-entities.js';
import type { TermBag } from '../term-bag.js';
import type { TickerMention } from '../tickers.js';
import type { CategoryId } from '../topics.js';
import { type FoundEvent, findEvents, magnitudeWords } from './events.js';
import { findMarketMoves, findMoves, largestAmount, largestMove } from './numbers.js';

export interface ArticleSignals {
  article: ArticleText;
  tickers: readonly TickerMention[];
  categories: readonly CategoryId[];
  entities: FinanceEntities;
  /** The institutions the headline names: the story is about them. */
  titleEntities: FinanceEntities;
  /** The headline reports a move or a sum ("jumps 31%", "$8.2bn takeover"). */
  titleNumbers: boolean;
  /** The largest reported price move in percent, signed; null when none. */
  move: number | null;
  /** The largest money amount named, in dollars; null when none. */
  amount: number | null;
  events: readonly FoundEvent[];
  magnitude: readonly string[];
  /** Hours since publication (0 for a date in the future). */
  ageHours: number;
  words: number;
  /** Keyword hits of all topics in the body per 100 words. */
  keywordDensity: number;
  /** Topic keywords in the headline. */
  titleKeywordHits: number;
  /** -1 … 1, after blending. */
  sentimentScore: number;
  titleBag: TermBag;
  bodyBag: TermBag;
}

export interface SignalInput {
  article: ArticleText;
  tickers: readonly TickerMention[];
  categories: readonly CategoryId[];
  entities: FinanceEntities;
  titleEntities: FinanceEntities;
  titleBag: TermBag;
  bodyBag: TermBag;
  keywordHits: number;
  titleKeywordHits: number;
  sentimentScore: number;
  now: Date;
}

/** Gathers the numbers, events and words the scores weigh. */
export function collectSignals(input: SignalInput): ArticleSignals {
  const { article, titleBag, bodyBag } = input;
  const whole = `${article.title}\n${article.text}`;
  const ageHours = Math.max(0, (input.now.getTime() - article.publishedAt.getTime()) / 3_600_000);
  const titleMoves = findMoves(article.title);
  return {
    article,
    tickers: input.tickers,
    categories: input.categories,
    entities: input.entities,
    titleEntities: input.titleEntities,
    titleNumbers: titleMoves.length > 0 || largestAmount(article.title) !== null,
    // A headline's move is the story; the body's count when they are about something traded.
    move: largestMove([...titleMoves, ...findMarketMoves(article.text)]),
    amount: largestAmount(whole),
    events: findEvents(titleBag, bodyBag, input.entities),
    magnitude: magnitudeWords(titleBag, bodyBag),
    ageHours: Number.isFinite(ageHours) ? ageHours : 0,
    words: bodyBag.words,
    keywordDensity: bodyBag.words > 0 ? (100 * input.keywordHits) / bodyBag.words : 0,
    titleKeywordHits: input.titleKeywordHits,
    sentimentScore: input.sentimentScore,
    titleBag,
    bodyBag,
  };
}
