import { z } from 'zod';
import { FILTER_TICKER_SHAPE, filterSymbol } from './news-constants.js';

/** The most assets a member may watch (docs/product.md#watchlist). */
export const MAX_WATCHLIST = 100;

const SYMBOLS_MESSAGE = 'symbols must be a list of symbols such as BTC or $ETH';

/** `$btc` and `BTC` are one symbol, written as the feed's ticker filter writes it; sorted, each once. */
const symbolList = z
  .array(z.string({ error: SYMBOLS_MESSAGE }), { error: SYMBOLS_MESSAGE })
  .transform((list, ctx) => {
    const symbols = [...new Set(list.map(filterSymbol).filter((s) => s !== ''))].sort();
    const bad = symbols.find((s) => !FILTER_TICKER_SHAPE.test(s));
    if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `symbols: "${bad.slice(0, 30)}" is not a symbol such as BTC or $ETH` });
    return symbols;
  })
  .refine((list) => list.length <= MAX_WATCHLIST, `symbols: at most ${MAX_WATCHLIST}`);

/** PUT /api/user/watchlist: the whole list, replacing the stored one. Unknown fields are refused. */
export const watchlistPayloadSchema = z.strictObject(
  { symbols: symbolList },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type WatchlistPayload = z.infer<typeof watchlistPayloadSchema>;

/** GET and PUT /api/user/watchlist answer: the watched symbols, sorted. */
export const watchlistSchema = z.object({ symbols: z.array(z.string()) });
export type Watchlist = z.infer<typeof watchlistSchema>;
