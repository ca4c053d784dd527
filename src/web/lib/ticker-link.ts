/**
 * Where a ticker shown anywhere in the app leads: for now the home feed filtered to it
 * (docs/product.md#feed-filters). The one place to change when asset pages arrive.
 */
export function tickerHref(symbol: string): string {
  return `/?${new URLSearchParams({ ticker: symbol }).toString()}`;
}
