import { z } from 'zod';
import { FILTER_TICKER_SHAPE, filterSymbol } from './news-constants.js';

/** The message refusing a list of more than `max` symbols. */
export const tooManySymbols = (field: string, max: number) => `${field}: at most ${max}`;

/**
 * A list of asset symbols in a member's settings (mutes, watchlist): `$btc` and `BTC` are one
 * symbol, written as the feed's ticker filter writes it, each once, sorted. Messages name the field.
 * Without a `max` the server counts the list itself, after folding aliases it alone knows (XBT is BTC).
 */
export function symbolListSchema(field: string, max?: number) {
  const message = `${field} must be a list of symbols such as BTC or $ETH`;
  const symbols = z
    .array(z.string({ error: message }), { error: message })
    .transform((list, ctx) => {
      // An empty entry ("" or a lone $) is refused like any other that is not a symbol.
      const spelled = [...new Set(list.map(filterSymbol))].sort();
      const bad = spelled.find((s) => !FILTER_TICKER_SHAPE.test(s));
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `${field}: "${bad.slice(0, 30)}" is not a symbol such as BTC or $ETH` });
      return spelled;
    });
  return max === undefined ? symbols : symbols.refine((list) => list.length <= max, tooManySymbols(field, max));
}
