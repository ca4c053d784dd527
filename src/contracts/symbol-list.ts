import { z } from 'zod';
import { FILTER_TICKER_SHAPE, filterSymbol } from './news-constants.js';

/**
 * A list of asset symbols in a member's settings (mutes, watchlist): `$btc` and `BTC` are one
 * symbol, written as the feed's ticker filter writes it, each once, sorted. Messages name the field.
 */
export function symbolListSchema(field: string, max: number) {
  const message = `${field} must be a list of symbols such as BTC or $ETH`;
  return z
    .array(z.string({ error: message }), { error: message })
    .transform((list, ctx) => {
      // An empty entry ("" or a lone $) is refused like any other that is not a symbol.
      const symbols = [...new Set(list.map(filterSymbol))].sort();
      const bad = symbols.find((s) => !FILTER_TICKER_SHAPE.test(s));
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `${field}: "${bad.slice(0, 30)}" is not a symbol such as BTC or $ETH` });
      return symbols;
    })
    .refine((list) => list.length <= max, `${field}: at most ${max}`);
}
