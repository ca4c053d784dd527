import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { defineMarket } from '../../sdk/index.js';
import type { Quote, SymbolSpec } from '../../sdk/index.js';

const sampleQuoteSchema = z.object({ price: z.number().positive(), changePercent: z.number(), currency: z.string() });
const sampleTableSchema = z.record(z.string(), sampleQuoteSchema);

/** The bundled table: round, obviously made-up figures, so nobody mistakes the demo for a market. */
export const SAMPLE_QUOTES = sampleTableSchema.parse(JSON.parse(readFileSync(new URL('./quotes.json', import.meta.url), 'utf8')));

// A symbol outside the table gets no data, like any provider that does not know it.
function toQuote(spec: SymbolSpec): Quote {
  const sample = SAMPLE_QUOTES[spec.symbol];
  if (!sample) return { symbol: spec.symbol, price: null, changePercent: null };
  return { symbol: spec.symbol, price: sample.price, changePercent: sample.changePercent, currency: sample.currency };
}

/** Bundled, fixed sample quotes for `npm run demo`: offline and the same on every run. */
export const sampleMarket = defineMarket({
  id: 'sample',
  displayName: 'Sample quotes (bundled, offline)',
  create: () => ({ quotes: async (symbols) => symbols.map(toQuote) }),
});
