import { z } from 'zod';

export const COINGECKO_DEFAULT_BASE_URL = 'https://api.coingecko.com/api/v3';

export const coingeckoSettingsSchema = z.object({
  /** The API root up to /api/v3; the public (keyless or Demo key) API by default. */
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'CoinGecko base URL must be an http(s) URL' })
    .default(COINGECKO_DEFAULT_BASE_URL)
    .transform((url) => url.replace(/\/+$/, '')),
  /** A Demo API key, sent as x-cg-demo-api-key; without one the keyless public limits apply. */
  apiKey: z.string().trim().min(1, 'CoinGecko API key may not be empty').optional(),
});

export type CoingeckoSettings = z.infer<typeof coingeckoSettingsSchema>;
