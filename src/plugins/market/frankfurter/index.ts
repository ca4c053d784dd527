import { defineMarket } from '../../sdk/index.js';
import type { PluginContext, Quote, SymbolSpec } from '../../sdk/index.js';
import { dayBefore, fetchRates, type RateTable } from './client.js';
import { type FrankfurterSettings, frankfurterSettingsSchema } from './settings.js';

const PAIR = /^([A-Z]{3})\/([A-Z]{3})$/;

interface Pair {
  base: string;
  quote: string;
}

/** A currency pair written BASE/QUOTE (EUR/USD); anything else is not something Frankfurter prices. */
export function parsePair(spec: SymbolSpec): Pair | null {
  const match = spec.type === 'currency' ? PAIR.exec(spec.providerSymbol ?? spec.symbol) : null;
  return match ? { base: match[1]!, quote: match[2]! } : null;
}

function rate(table: RateTable, code: string): number | null {
  return code === table.base ? 1 : (table.rates[code] ?? null);
}

/** Units of quote for one unit of base, crossed through the table's base. */
export function pairPrice(table: RateTable | null, pair: Pair): number | null {
  if (!table) return null;
  const base = rate(table, pair.base);
  const quote = rate(table, pair.quote);
  return base === null || quote === null ? null : quote / base;
}

function toQuote(spec: SymbolSpec, latest: RateTable, previous: RateTable | null): Quote {
  const pair = parsePair(spec);
  if (!pair) return { symbol: spec.symbol, price: null, changePercent: null };
  const price = pairPrice(latest, pair);
  const before = pairPrice(previous, pair);
  const changePercent = price !== null && before !== null ? ((price - before) / before) * 100 : null;
  return { symbol: spec.symbol, price, changePercent, currency: pair.quote };
}

/** The working day before the latest, for the change; without it the prices still stand. */
async function previousTable(ctx: PluginContext, settings: FrankfurterSettings, latest: RateTable): Promise<RateTable | null> {
  try {
    const previous = await fetchRates(ctx, settings, dayBefore(latest.date));
    // Frankfurter answers with the working day on or before the date asked: it must be earlier.
    return previous.date < latest.date && previous.base === latest.base ? previous : null;
  } catch (error) {
    ctx.logger.warn({ err: error }, 'Frankfurter gave no rates for the previous working day: currency changes are no-data');
    return null;
  }
}

async function quotes(ctx: PluginContext, settings: FrankfurterSettings, symbols: SymbolSpec[]): Promise<Quote[]> {
  if (symbols.length === 0) return [];
  const latest = await fetchRates(ctx, settings, 'latest');
  const previous = await previousTable(ctx, settings, latest);
  return symbols.map((spec) => toQuote(spec, latest, previous));
}

/** Currency pairs from the ECB's daily reference rates through Frankfurter (keyless), changed since the working day before. */
export const frankfurterMarket = defineMarket<FrankfurterSettings>({
  id: 'frankfurter',
  displayName: 'Frankfurter (ECB reference rates)',
  settingsSchema: frankfurterSettingsSchema,
  env: [{ name: 'FRANKFURTER_BASE_URL', key: 'baseUrl', description: 'Frankfurter API root (default https://api.frankfurter.dev/v1)' }],
  create: (ctx, settings) => ({ quotes: (symbols) => quotes(ctx, settings, symbols) }),
});
