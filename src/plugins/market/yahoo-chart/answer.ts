import { z } from 'zod';
import { InvalidResponseError, parseUntrustedJson } from '../../sdk/index.js';

/** What a chart answer says about a symbol's last price. */
export interface ChartQuote {
  price: number | null;
  previousClose: number | null;
  currency: string | null;
}

const positive = z.number().positive().nullable().optional().catch(null);

const metaSchema = z.object({
  regularMarketPrice: positive,
  // With range=1d, chartPreviousClose is the close before today; previousClose is sent only with
  // some intervals, and is the better of the two when present.
  previousClose: positive,
  chartPreviousClose: positive,
  currency: z.string().nullable().optional().catch(null),
});

const chartSchema = z.object({
  chart: z.object({
    result: z.array(z.object({ meta: metaSchema })).nullable().optional(),
    error: z.object({ code: z.string().optional(), description: z.string().optional() }).nullable().optional(),
  }),
});

function parseJson(text: string): unknown {
  try {
    return parseUntrustedJson(text);
  } catch (error) {
    throw new InvalidResponseError('Yahoo chart answered with something other than JSON', { cause: error });
  }
}

/**
 * Reads a /v8/finance/chart body. Null when Yahoo says it has no data for the symbol
 * ({"chart": {"result": null, "error": {"code": "Not Found", …}}}): an unknown or delisted symbol.
 */
export function parseChart(text: string): ChartQuote | null {
  const parsed = chartSchema.safeParse(parseJson(text));
  if (!parsed.success) throw new InvalidResponseError('Yahoo chart answered without a chart');
  const { result, error } = parsed.data.chart;
  const meta = result?.[0]?.meta;
  if (!meta) {
    if (error) return null;
    throw new InvalidResponseError('Yahoo chart answered with neither a result nor an error');
  }
  return {
    price: meta.regularMarketPrice ?? null,
    previousClose: meta.previousClose ?? meta.chartPreviousClose ?? null,
    currency: meta.currency ?? null,
  };
}

/** Whether a non-2xx body is Yahoo's own "no data for this symbol" answer. */
export function isNoDataAnswer(text: string): boolean {
  try {
    const parsed = chartSchema.safeParse(parseUntrustedJson(text));
    return parsed.success && !parsed.data.chart.result && parsed.data.chart.error?.code === 'Not Found';
  } catch {
    return false;
  }
}
