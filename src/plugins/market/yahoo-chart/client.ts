import { httpStatusError } from '../../sdk/index.js';
import type { PluginContext } from '../../sdk/index.js';
import { type ChartQuote, isNoDataAnswer, parseChart } from './answer.js';
import type { YahooChartSettings } from './settings.js';

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 512 * 1024;

/** The chart URL for one symbol: one day at a daily interval is the smallest answer with both closes. */
export function chartUrl(baseUrl: string, yahooSymbol: string): string {
  return `${baseUrl}/v8/finance/chart/${encodeURIComponent(yahooSymbol)}?range=1d&interval=1d`;
}

/**
 * One symbol's chart: its quote, null when Yahoo has no data for the symbol (it answers 404 with
 * a chart error), or the SDK error the status calls for.
 */
export async function fetchChart(ctx: PluginContext, settings: YahooChartSettings, yahooSymbol: string): Promise<ChartQuote | null> {
  const response = await ctx.http.request({
    url: chartUrl(settings.baseUrl, yahooSymbol),
    headers: { accept: 'application/json' },
    timeoutMs: TIMEOUT_MS,
    maxBytes: MAX_BYTES,
  });
  if (response.status === 404 && isNoDataAnswer(response.text())) return null;
  const error = httpStatusError(response, 'Yahoo chart', ctx.now());
  if (error) throw error;
  return parseChart(response.text());
}
