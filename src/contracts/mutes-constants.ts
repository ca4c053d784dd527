// The mutes contract's plain values, apart from its zod schema (mutes.ts re-exports them), so the
// web app's card menu and settings can import them without evaluating zod on the first load.

/** The most entries each list may hold (docs/product.md#mutes). */
export const MAX_MUTED_SOURCES = 100;
export const MAX_MUTED_KEYWORDS = 50;
export const MAX_MUTED_TICKERS = 50;
export const MAX_MUTED_KEYWORD_LENGTH = 60;

/** A member's mutes: what their lists leave out. */
export interface Mutes {
  /** Source ids, ascending. */
  sources: number[];
  /** As typed (first spelling kept); matched whole-word and case-insensitively in titles. */
  keywords: string[];
  /** Upper case, as the feed's ticker filter writes them, ascending. */
  tickers: string[];
}

export const NO_MUTES: Mutes = { sources: [], keywords: [], tickers: [] };

export const hasMutes = (mutes: Mutes) => mutes.sources.length + mutes.keywords.length + mutes.tickers.length > 0;
