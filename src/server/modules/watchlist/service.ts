import type { Watchlist, WatchlistPayload } from '../../../contracts/watchlist.js';
import { type CanonicalSymbol, foldSymbols } from '../../plugin-host/assets.js';
import type { WatchlistRepository } from './repository.js';

export interface WatchlistService {
  read(userId: number): Promise<Watchlist>;
  /** Replaces the list; the contract has made each symbol one spelling, sorted, at most 100. */
  update(userId: number, payload: WatchlistPayload): Promise<Watchlist>;
  /** The symbols as the feed filters by them. */
  symbolsOf(userId: number): Promise<string[]>;
}

/**
 * A member's watchlist (docs/product.md#watchlist). A symbol need not be among the known assets:
 * a member may watch a name before any article mentions it. onSaved hears every save (remembered
 * rankings weigh watched assets, so they are stale).
 */
export function createWatchlistService(repository: WatchlistRepository, onSaved: (userId: number) => void, canonical: CanonicalSymbol): WatchlistService {
  return {
    symbolsOf: (userId) => repository.symbols(userId),

    async read(userId) {
      return { symbols: await repository.symbols(userId) };
    },

    async update(userId, payload) {
      // An alias is kept as its asset's symbol (XBT → BTC), as articles' tickers are.
      const symbols = foldSymbols(payload.symbols, canonical);
      await repository.save(userId, symbols);
      onSaved(userId);
      return { symbols };
    },
  };
}
