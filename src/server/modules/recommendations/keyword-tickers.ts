// A member's keyword may name an asset: a cashtag ($BTC), a symbol written in capitals (AAPL) or
// a name of the host's asset list (Bitcoin, Nvidia). Such keywords also match the symbols the
// enricher extracted, so "Bitcoin" finds an article that only ever says BTC.
import type { Asset } from '../../../plugins/sdk/index.js';

const CASHTAG = /^\$([A-Za-z][A-Za-z0-9.-]{0,9})$/;
const CAPITALS = /^[A-Z][A-Z0-9.-]{0,9}$/;

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
    if (CAPITALS.test(keyword) && symbolOf.has(keyword)) return normalise(keyword);
    return symbolOfName.get(keyword.toLowerCase()) ?? null;
  };
}
