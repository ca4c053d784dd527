// Everything the four scores read, worked out once per article.
import type { ArticleText } from '../../../sdk/index.js';
import type { FinanceEntities } from '../finance-entities.js';
import { languageCode } from '../languages/routing.js';
import { type TermBag, termBag } from '../term-bag.js';
import type { TickerMention } from '../tickers.js';
import type { CategoryId } from '../topics.js';
import { type EventTables, type FoundEvent, findEvents, magnitudeWords, writtenMagnitudeWords } from './events.js';
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
  /** -1 … 1, after blending; null when the sentiment was not assessed. */
  sentimentScore: number | null;
  titleBag: TermBag;
  bodyBag: TermBag;
  /** The article's language when its text was not read at all: only the signals that do not read it count. */
  unreadLanguage: string | null;
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
  sentimentScore: number | null;
  now: Date;
  /** Whether the text is English: the move words are English ones (true unless said). */
  english?: boolean;
  /** The event and size words of the text's language; English's when it is English, none when not given for another. */
  eventTables?: EventTables;
  /**
   * The moves a text in another language reports; there only the headline's count, as the body's words do not yet
   * tell a market's move from a company's figure ("chiffre d'affaires en hausse de 78 %").
   */
  moves?: (text: string) => number[];
}

function ageInHours(article: ArticleText, now: Date): number {
  const hours = Math.max(0, (now.getTime() - article.publishedAt.getTime()) / 3_600_000);
  return Number.isFinite(hours) ? hours : 0;
}

/** English's words of size; another language's as its text writes them (its tables hold stems); none without tables. */
function magnitudeOf(title: TermBag, body: TermBag, english: boolean, tables: EventTables | undefined): string[] {
  if (english) return magnitudeWords(title, body, tables);
  return tables ? writtenMagnitudeWords(title, body, tables) : [];
}

/** Gathers the numbers, events and words the scores weigh. */
export function collectSignals(input: SignalInput): ArticleSignals {
  const { article, titleBag, bodyBag } = input;
  const english = input.english ?? true;
  const whole = `${article.title}\n${article.text}`;
  const titleMoves = english ? findMoves(article.title) : (input.moves?.(article.title) ?? []);
  const bodyMoves = english ? findMarketMoves(article.text) : [];
  return {
    article,
    tickers: input.tickers,
    categories: input.categories,
    entities: input.entities,
    titleEntities: input.titleEntities,
    titleNumbers: titleMoves.length > 0 || largestAmount(article.title) !== null,
    // A headline's move is the story; the body's count when they are about something traded.
    move: largestMove([...titleMoves, ...bodyMoves]),
    amount: largestAmount(whole),
    events: english || input.eventTables ? findEvents(titleBag, bodyBag, input.entities, input.eventTables) : [],
    magnitude: magnitudeOf(titleBag, bodyBag, english, input.eventTables),
    ageHours: ageInHours(article, input.now),
    words: bodyBag.words,
    keywordDensity: bodyBag.words > 0 ? (100 * input.keywordHits) / bodyBag.words : 0,
    titleKeywordHits: input.titleKeywordHits,
    sentimentScore: input.sentimentScore,
    titleBag,
    bodyBag,
    unreadLanguage: null,
  };
}

const NONE_NAMED: FinanceEntities = { centralBanks: [], regulators: [] };

/**
 * The signals of an article in a language the enricher cannot read: who published it, how fresh it is, how
 * many sources carry it, the provider's votes and the tickers and categories found without reading the words.
 */
export function unreadSignals(input: Pick<SignalInput, 'article' | 'tickers' | 'categories' | 'now'>): ArticleSignals {
  const empty = termBag('');
  return {
    article: input.article,
    tickers: input.tickers,
    categories: input.categories,
    entities: NONE_NAMED,
    titleEntities: NONE_NAMED,
    titleNumbers: false,
    move: null,
    amount: null,
    events: [],
    magnitude: [],
    ageHours: ageInHours(input.article, input.now),
    words: 0,
    keywordDensity: 0,
    titleKeywordHits: 0,
    sentimentScore: null,
    titleBag: empty,
    bodyBag: empty,
    unreadLanguage: languageCode(input.article.language),
  };
}
