import { z } from 'zod';

export const YAHOO_CHART_DEFAULT_BASE_URL = 'https://query1.finance.yahoo.com';

export const yahooChartSettingsSchema = z.object({
  /** The host the /v8/finance/chart path hangs off (query1 or query2, or a local fake). */
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'Yahoo chart base URL must be an http(s) URL' })
    .default(YAHOO_CHART_DEFAULT_BASE_URL)
    .transform((url) => url.replace(/\/+$/, '')),
});

export type YahooChartSettings = z.infer<typeof yahooChartSettingsSchema>;
