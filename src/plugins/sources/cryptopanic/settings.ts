import { z } from 'zod';

/** The API root; the plan and version follow it: {root}/{plan}/v2/posts/. */
export const CRYPTOPANIC_DEFAULT_BASE_URL = 'https://cryptopanic.com/api';

export const CRYPTOPANIC_PLANS = ['developer', 'growth', 'enterprise'] as const;
export const CRYPTOPANIC_FILTERS = ['rising', 'hot', 'bullish', 'bearish', 'important', 'saved', 'lol'] as const;
export const CRYPTOPANIC_KINDS = ['news', 'media', 'all'] as const;

const TOKEN_REQUIRED = 'CryptoPanic auth token is required';

export const cryptopanicSettingsSchema = z.object({
  authToken: z.string({ error: TOKEN_REQUIRED }).trim().min(1, TOKEN_REQUIRED),
  /** When absent, the source row's URL is used, else the public API. */
  baseUrl: z.url({ protocol: /^https?$/, error: 'CryptoPanic base URL must be an http(s) URL' }).optional(),
  /** The plan segment of the path; when absent, taken from the URL, else `developer`. */
  plan: z.enum(CRYPTOPANIC_PLANS, { error: `CryptoPanic plan must be one of ${CRYPTOPANIC_PLANS.join(', ')}` }).optional(),
  filter: z.enum(CRYPTOPANIC_FILTERS, { error: `Filter must be one of ${CRYPTOPANIC_FILTERS.join(', ')}` }).optional(),
  currencies: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{1,15}$/, 'Currency codes are letters and digits, like BTC'),
    )
    .optional(),
  regions: z
    .array(z.string().regex(/^[a-z]{2}$/, 'Region codes are two lower-case letters, like en'))
    .min(1, 'Choose at least one region')
    .default(['en']),
  kind: z.enum(CRYPTOPANIC_KINDS, { error: `Kind must be one of ${CRYPTOPANIC_KINDS.join(', ')}` }).default('news'),
  public: z.boolean().default(true),
  maxPages: z.number().int().min(1).max(10).default(1),
});

export type CryptopanicSettings = z.infer<typeof cryptopanicSettingsSchema>;
