// The news contract's plain values, apart from its zod schemas (news.ts re-exports them), so
// the web pages can import them without evaluating zod on the first load.

export const NEWS_SORTS = ['latest', 'relevance', 'impact'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];
export const SENTIMENTS = ['bullish', 'bearish', 'neutral'] as const;

/** The most symbols one `ticker` filter may name (docs/product.md#feed-filters). */
export const MAX_FILTER_TICKERS = 20;
/**
 * A symbol as the feed filter takes it, after an optional `$` and upper-casing: the shapes the
 * stored tickers have (BTC, BRK.B, BRK-B, ^GSPC, EUR/USD, 000001.SS).
 */
export const FILTER_TICKER_SHAPE = /^\^?[A-Z0-9]{1,10}(?:[./-][A-Z0-9]{1,10})?$/;

/**
 * One symbol as the filter compares it: `$btc` and `BTC` are the same. Only a–z are raised: the
 * full Unicode upper case turns ß into SS and ı into I, which would then pass for symbols.
 */
export function filterSymbol(raw: string): string {
  return raw.trim().replace(/^\$/, '').replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** The longest search (`q`) the news calls take; the header's search field stops there too. */
export const MAX_SEARCH_LENGTH = 200;
