/**
 * Where a ticker shown anywhere in the app leads: its asset page (docs/product.md#asset-pages).
 * A symbol with a slash (EUR/USD) stays one path segment.
 */
export function tickerHref(symbol: string): string {
  return `/assets/${encodeURIComponent(symbol)}`;
}

/** "$BTC" as news writes it; a symbol no cashtag can spell (^GSPC, EUR/USD) stays as it is. */
export function tickerLabel(symbol: string): string {
  return /^[A-Z][A-Z0-9]*(?:\.[A-Z])?$/.test(symbol) ? `$${symbol}` : symbol;
}
