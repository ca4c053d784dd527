import { z } from 'zod';
import { symbolListSchema, tooManySymbols } from './symbol-list.js';

/** The most assets a member may watch (docs/product.md#watchlist), counted as stored: aliases folded. */
export const MAX_WATCHLIST = 100;
/** The message refusing a longer watchlist; the server counts it, after folding aliases (XBT → BTC). */
export const WATCHLIST_TOO_LONG = tooManySymbols('symbols', MAX_WATCHLIST);

/**
 * PUT /api/user/watchlist: the whole list, replacing the stored one. Unknown fields are refused.
 * Its length is not counted here: 101 entries may fold to 100 symbols (the body's size bounds it).
 */
export const watchlistPayloadSchema = z.strictObject(
  { symbols: symbolListSchema('symbols') },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type WatchlistPayload = z.infer<typeof watchlistPayloadSchema>;

/** GET and PUT /api/user/watchlist answer: the watched symbols, sorted. */
export const watchlistSchema = z.object({ symbols: z.array(z.string()) });
export type Watchlist = z.infer<typeof watchlistSchema>;
