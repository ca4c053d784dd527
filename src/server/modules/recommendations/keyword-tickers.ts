// A member's keyword may name an asset: a cashtag ($BTC), a known symbol as the list writes it
// (AAPL, ^N225, USD/JPY: a watched asset's symbol comes this way) or a name of the host's asset
// list (Bitcoin, Nvidia). Such keywords also match the symbols the enricher extracted, so
// "Bitcoin" finds an article that only ever says BTC.
import { FILTER_TICKER_SHAPE } from '../../../contracts/news-constants.js';
import type { Asset } from '../../../plugins/sdk/index.js';

const CASHTAG = /^\$([A-Za-z][A-Za-z0-9.-]{0,9})$/;

/** The ticker symbol a keyword stands for, or null when it is an ordinary word. */
export type KeywordSymbol = (keyword: string) => string | null;

/** Reads keywords against the host's assets, aliases folded (GOOG → GOOGL). */
export function keywordSymbols(assets: readonly Asset[]): KeywordSymbol {
  const symbolOf = new Map<string, string>();
  const symbolOfName = new Map<string, string>();
  for (const asset of assets) {
    for (const symbol of [asset.symbol, ...(asset.aliases ?? [])]) symbolOf.set(symbol.toUpperCase(), asset.symbol);
    // A currency's names ("euro", "pound", "yen") are everyday words: as a keyword they stay words.
    if (asset.kind === 'currency') continue;
    for (const name of [...(asset.names ?? []), ...(asset.contextNames ?? [])]) symbolOfName.set(name.toLowerCase(), asset.symbol);
  }
  const normalise = (raw: string) => symbolOf.get(raw.toUpperCase()) ?? raw.toUpperCase();
  return (keyword) => {
    const cashtag = CASHTAG.exec(keyword);
    if (cashtag) return normalise(cashtag[1]!);
    // Any symbol of the list, indices' ^ and pairs' / included: written in capitals only, as "AMD"
    // is a symbol and "amd" may be a word.
    if (FILTER_TICKER_SHAPE.test(keyword) && symbolOf.has(keyword)) return normalise(keyword);
    return symbolOfName.get(keyword.toLowerCase()) ?? null;
  };
}
