/**
 * Where a ticker shown anywhere in the app leads: for now the home feed filtered to it
 * (docs/product.md#feed-filters). The one place to change when asset pages arrive.
 */
export function tickerHref(symbol: string): string {
  return `/?${new URLSearchParams({ ticker: symbol }).toString()}`;
}

/** "$BTC" as news writes it; a symbol no cashtag can spell (^GSPC, EUR/USD) stays as it is. */
export function tickerLabel(symbol: string): string {
  return /^[A-Z][A-Z0-9]*(?:\.[A-Z])?$/.test(symbol) ? `$${symbol}` : symbol;
}
