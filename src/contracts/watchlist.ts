import { z } from 'zod';
import { symbolListSchema } from './symbol-list.js';

/** The most assets a member may watch (docs/product.md#watchlist). */
export const MAX_WATCHLIST = 100;

/** PUT /api/user/watchlist: the whole list, replacing the stored one. Unknown fields are refused. */
export const watchlistPayloadSchema = z.strictObject(
  { symbols: symbolListSchema('symbols', MAX_WATCHLIST) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type WatchlistPayload = z.infer<typeof watchlistPayloadSchema>;

/** GET and PUT /api/user/watchlist answer: the watched symbols, sorted. */
export const watchlistSchema = z.object({ symbols: z.array(z.string()) });
export type Watchlist = z.infer<typeof watchlistSchema>;
