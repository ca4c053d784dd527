// The mutes contract's plain values and its matching rule, apart from its zod schema (mutes.ts
// re-exports them), so the web app's card menu, settings and feed can import them without
// evaluating zod on the first load.
import type { Mutes } from './mutes.js';

/** The most entries each list may hold (docs/product.md#mutes). */
export const MAX_MUTED_SOURCES = 100;
export const MAX_MUTED_KEYWORDS = 50;
export const MAX_MUTED_TICKERS = 50;
export const MAX_MUTED_KEYWORD_LENGTH = 60;

export const NO_MUTES: Mutes = { sources: [], keywords: [], tickers: [] };

export const hasMutes = (mutes: Mutes) => mutes.sources.length + mutes.keywords.length + mutes.tickers.length > 0;

// What a letter, digit or underscore is on both sides of a muted keyword, in the same spelling for
// PostgreSQL's regular expressions and JavaScript's: the feed filters in SQL, rankings in memory,
// and both must leave out the same articles. Written as ranges, since a class such as [[:alpha:]]
// reads only ASCII in PostgreSQL's C locale: the letters of the scripts that put spaces between
// words (Latin with its accents, Greek, Cyrillic, Armenian, Hebrew, Arabic, Devanagari), so "ИИ"
// is not found inside "инфляции". Chinese and Japanese put none: their keywords match inside a run.
const WORD_CHAR = '[A-Za-z0-9_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0370-\u03FF\u0400-\u052F\u0531-\u0587\u05D0-\u05EA\u0620-\u064A\u0660-\u0669\u066E-\u06D3\u0900-\u097F]';
const SYNTAX = /[\\^$.*+?()[\]{}|]/g;

/**
 * One pattern matching any of the keywords as a whole word (not inside a longer one), written so
 * PostgreSQL (`~*`) and JavaScript (flags `iu`) read it alike; null for no keywords. A space in a
 * keyword matches any run of white space.
 */
export function keywordPattern(keywords: readonly string[]): string | null {
  if (keywords.length === 0) return null;
  const alternatives = keywords.map((keyword) => keyword.replace(SYNTAX, '\\$&').replace(/\s+/g, '\\s+'));
  return `(?<!${WORD_CHAR})(?:${alternatives.join('|')})(?!${WORD_CHAR})`;
}

/** What a mute looks at in an article. */
export interface MutableArticle {
  sourceId: number | null;
  tickers: readonly string[];
  title: string;
}

/**
 * Whether an article is muted (docs/product.md#mutes): its source is muted, one of its tickers,
 * or a muted keyword is a word of its title. Null when nothing is muted, so callers skip the test.
 */
export function muteTest(mutes: Mutes): ((article: MutableArticle) => boolean) | null {
  const pattern = keywordPattern(mutes.keywords);
  if (mutes.sources.length === 0 && mutes.tickers.length === 0 && pattern === null) return null;
  const sources = new Set(mutes.sources);
  const tickers = new Set(mutes.tickers);
  const keywords = pattern === null ? null : new RegExp(pattern, 'iu');
  return (article) =>
    (article.sourceId !== null && sources.has(article.sourceId)) ||
    article.tickers.some((ticker) => tickers.has(ticker)) ||
    (keywords !== null && keywords.test(article.title));
}
