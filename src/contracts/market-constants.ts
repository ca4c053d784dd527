// The market contract's plain values, apart from its zod schemas (market.ts re-exports them), so
// the web pages can import them without evaluating zod on the first load.

/** What a ticker shows instead of a number the providers did not give (docs/product.md#market-panels). */
export const NO_DATA = 'no-data';

/**
 * A daily change as every panel writes and colours it: "+1.23%", "-0.45%", no-data when unknown
 * (and not shown as a rise). The sign follows the rounded figure, so a fall of 0.004 % reads
 * "+0.00%" and counts as up in every panel alike.
 */
export function formatChange(change: number | null): { text: string; isPositive: boolean } {
  if (change === null) return { text: NO_DATA, isPositive: false };
  // Rounding a small fall gives -0, which is >= 0 and written "0.00": "+0.00%", as wanted.
  const rounded = Math.round(change * 100) / 100;
  return { text: `${rounded >= 0 ? '+' : ''}${rounded.toFixed(2)}%`, isPositive: rounded >= 0 };
}

export const MARKET_TYPES = ['index', 'currency', 'crypto', 'equity'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** The ticker bar's groups, in the order it shows them (docs/product.md#market-panels). */
export const TICKER_GROUPS = ['us', 'europe', 'asia', 'currencies'] as const;
/** The index groups the market overview draws its index entries from, in order. */
export const INDEX_GROUPS = ['us', 'europe', 'asia'] as const;
/**
 * Every group of the list. `stocks` appears in no panel: its shares, which the news mentions
 * often, are priced so that Trending Topics can name them and show their moves.
 */
export const MARKET_GROUPS = [...TICKER_GROUPS, 'crypto', 'stocks'] as const;
export type MarketGroup = (typeof MARKET_GROUPS)[number];
