import { MAX_WATCHLIST, type Watchlist, WATCHLIST_TOO_LONG, type WatchlistPayload } from '../../../contracts/watchlist.js';
import { BadRequestError } from '../../errors.js';
import { type CanonicalSymbol, foldSymbols } from '../../plugin-host/assets.js';
import type { WatchlistRepository } from './repository.js';

export interface WatchlistService {
  read(userId: number): Promise<Watchlist>;
  /** Replaces the list (the contract has made each symbol one spelling); more than 100 once aliases fold is refused. */
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
      // An alias is kept as its asset's symbol (XBT → BTC), as articles' tickers are; the limit is
      // on what is stored, so it is counted after folding.
      const symbols = foldSymbols(payload.symbols, canonical);
      if (symbols.length > MAX_WATCHLIST) throw new BadRequestError(WATCHLIST_TOO_LONG);
      await repository.save(userId, symbols);
      onSaved(userId);
      return { symbols };
    },
  };
}
