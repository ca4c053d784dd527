// The mutes contract's plain values, apart from its zod schema (mutes.ts re-exports them), so the
// web app's card menu and settings can import them without evaluating zod on the first load.
import type { Mutes } from './mutes.js';

/** The most entries each list may hold (docs/product.md#mutes). */
export const MAX_MUTED_SOURCES = 100;
export const MAX_MUTED_KEYWORDS = 50;
export const MAX_MUTED_TICKERS = 50;
export const MAX_MUTED_KEYWORD_LENGTH = 60;

export const NO_MUTES: Mutes = { sources: [], keywords: [], tickers: [] };

export const hasMutes = (mutes: Mutes) => mutes.sources.length + mutes.keywords.length + mutes.tickers.length > 0;
