// A member's keyword may name an asset: a cashtag ($BTC), a symbol written in capitals (AAPL) or
// a name the ticker finder knows (Bitcoin, Nvidia). Such keywords also match the symbols the
// enricher extracted, so "Bitcoin" finds an article that only ever says BTC.
import { COINS } from '../../../plugins/enrichers/local/coin-list.js';
import { EQUITIES, FUNDS, INDICES } from '../../../plugins/enrichers/local/equity-list.js';
import { normaliseSymbol, tickerEntry } from '../../../plugins/enrichers/local/tickers.js';

const SYMBOL_OF_NAME = new Map<string, string>();
for (const entry of [...COINS, ...EQUITIES, ...INDICES, ...FUNDS]) {
  for (const name of [...(entry.names ?? []), ...(entry.contextNames ?? [])]) SYMBOL_OF_NAME.set(name.toLowerCase(), entry.symbol);
}

const CASHTAG = /^\$([A-Za-z][A-Za-z0-9.-]{0,9})$/;
const CAPITALS = /^[A-Z][A-Z0-9.-]{0,9}$/;

/** The ticker symbol a keyword stands for, or null when it is an ordinary word. */
export function keywordSymbol(keyword: string): string | null {
  const cashtag = CASHTAG.exec(keyword);
  if (cashtag) return normaliseSymbol(cashtag[1]!);
  if (CAPITALS.test(keyword) && tickerEntry(keyword)) return normaliseSymbol(keyword);
  return SYMBOL_OF_NAME.get(keyword.toLowerCase()) ?? null;
}
