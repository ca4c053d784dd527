import { defineMarket, PluginError, RateLimitedError } from '../../sdk/index.js';
import type { PluginContext, Quote, SymbolSpec } from '../../sdk/index.js';
import type { ChartQuote } from './answer.js';
import { fetchChart } from './client.js';
import { type YahooChartSettings, yahooChartSettingsSchema } from './settings.js';

// A few calls at once: one chart per symbol, and Yahoo answers bursts with 429.
const CONCURRENCY = 3;
const PAIR = /^([A-Z]{3})\/([A-Z]{3})$/;

type Outcome = { chart: ChartQuote | null } | { error: PluginError };

/** Yahoo's code for a symbol: indices as they are (^GSPC), currency pairs as EURUSD=X. */
export function yahooSymbol(spec: SymbolSpec): string {
  if (spec.providerSymbol) return spec.providerSymbol;
  const pair = spec.type === 'currency' ? PAIR.exec(spec.symbol) : null;
  return pair ? `${pair[1]}${pair[2]}=X` : spec.symbol;
}

function toQuote(spec: SymbolSpec, outcome: Outcome | undefined): Quote {
  const chart = outcome && 'chart' in outcome ? outcome.chart : null;
  const price = chart?.price ?? null;
  const previous = chart?.previousClose ?? null;
  const changePercent = price !== null && previous !== null ? ((price - previous) / previous) * 100 : null;
  return { symbol: spec.symbol, price, changePercent, ...(chart?.currency ? { currency: chart.currency } : {}) };
}

function asPluginError(error: unknown): PluginError {
  return error instanceof PluginError ? error : new PluginError(error instanceof Error ? error.message : String(error));
}

/** Fetches each chart, a few at a time; after a 429 the rest are left unasked rather than hammered. */
async function fetchAll(ctx: PluginContext, settings: YahooChartSettings, codes: string[]): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  let limited: RateLimitedError | null = null;
  const queue = [...codes];
  const worker = async () => {
    for (let code = queue.shift(); code !== undefined; code = queue.shift()) {
      if (limited || ctx.signal.aborted) {
        outcomes.set(code, { error: limited ?? new PluginError('Yahoo chart refresh was cancelled') });
        continue;
      }
      try {
        outcomes.set(code, { chart: await fetchChart(ctx, settings, code) });
      } catch (error) {
        const failure = asPluginError(error);
        if (failure instanceof RateLimitedError) limited = failure;
        outcomes.set(code, { error: failure });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, codes.length) }, worker));
  return outcomes;
}

/** Symbols that failed get no data; only when every one failed does the call fail, with the first reason. */
function firstErrorIfAllFailed(ctx: PluginContext, outcomes: Map<string, Outcome>): PluginError | null {
  const errors = [...outcomes].flatMap(([code, outcome]) => ('error' in outcome ? [{ code, error: outcome.error }] : []));
  if (errors.length > 0 && errors.length === outcomes.size) return errors[0]!.error;
  for (const { code, error } of errors) ctx.logger.warn({ symbol: code, err: error }, 'Yahoo chart gave no quote for this symbol');
  return null;
}

async function quotes(ctx: PluginContext, settings: YahooChartSettings, symbols: SymbolSpec[]): Promise<Quote[]> {
  if (symbols.length === 0) return [];
  const outcomes = await fetchAll(ctx, settings, [...new Set(symbols.map(yahooSymbol))]);
  const error = firstErrorIfAllFailed(ctx, outcomes);
  if (error) throw error;
  return symbols.map((spec) => toQuote(spec, outcomes.get(yahooSymbol(spec))));
}

/** Indices and currency pairs from Yahoo Finance's chart endpoint: the last price against the previous close. */
export const yahooChartMarket = defineMarket<YahooChartSettings>({
  id: 'yahoo-chart',
  displayName: 'Yahoo Finance chart',
  settingsSchema: yahooChartSettingsSchema,
  env: [{ name: 'YAHOO_CHART_BASE_URL', key: 'baseUrl', description: 'the host the /v8/finance/chart path hangs off (default https://query1.finance.yahoo.com)' }],
  create: (ctx, settings) => ({ quotes: (symbols) => quotes(ctx, settings, symbols) }),
});
