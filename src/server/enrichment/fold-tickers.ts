import { filterSymbol } from '../../contracts/news-constants.js';
import type { Enrichment } from '../../plugins/sdk/index.js';
import type { CanonicalSymbol } from '../plugin-host/assets.js';

/**
 * An enricher's symbols as every filter, page and panel meets them (docs/asset-data.md): without a
 * cashtag's $, in upper case, an alias folded to its asset (XBT → BTC, GOOG → GOOGL), each once in
 * the order first named. A symbol's own sentiment goes with it. The built-in enricher already
 * writes them so; a model's answer or a plugin may not, and its article would then be missing
 * from its asset's page, filter and alerts.
 */
export function foldTickers(result: Enrichment, canonical: CanonicalSymbol): Enrichment {
  const fold = (symbol: string) => canonical(filterSymbol(symbol));
  const tickers = [...new Set(result.tickers.map(fold).filter((symbol) => symbol !== ''))];
  if (!result.tickerSentiments) return { ...result, tickers };
  const tickerSentiments = Object.fromEntries(Object.entries(result.tickerSentiments).map(([symbol, sentiment]) => [fold(symbol), sentiment]));
  return { ...result, tickers, tickerSentiments };
}
