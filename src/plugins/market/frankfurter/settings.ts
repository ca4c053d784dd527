import { z } from 'zod';

export const FRANKFURTER_DEFAULT_BASE_URL = 'https://api.frankfurter.dev/v1';

export const frankfurterSettingsSchema = z.object({
  /** The v1 API root (/latest and /{date} hang off it); a self-hosted Frankfurter works too. */
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'Frankfurter base URL must be an http(s) URL' })
    .default(FRANKFURTER_DEFAULT_BASE_URL)
    .transform((url) => url.replace(/\/+$/, '')),
});

export type FrankfurterSettings = z.infer<typeof frankfurterSettingsSchema>;
