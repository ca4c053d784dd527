import { z } from 'zod';

export const MARKETAUX_DEFAULT_BASE_URL = 'https://api.marketaux.com';

/**
 * Articles per call each Marketaux plan allows. Mirrors PROVIDER_TIERS in src/contracts/provider.ts
 * (plugins import only the SDK); marketaux.test.ts pins the two tables equal.
 */
export const ARTICLES_PER_CALL = { free: 3, basic: 20, pro: 100, enterprise: 200 } as const;
export type MarketauxTier = keyof typeof ARTICLES_PER_CALL;
const TIERS = Object.keys(ARTICLES_PER_CALL) as [MarketauxTier, ...MarketauxTier[]];

export const MARKETAUX_CATEGORIES = ['crypto', 'trading', 'investment', 'stocks', 'forex'] as const;
export type MarketauxCategory = (typeof MARKETAUX_CATEGORIES)[number];

/**
 * The query each categorized endpoint adds to /v1/news/all. Marketaux has no topic filter, so the
 * three asset classes go through entity types (an article must mention one such entity) and the two
 * themes without an asset class go through free-text search (`|` is OR, quotes make a phrase).
 */
export const CATEGORY_QUERIES: Readonly<Record<MarketauxCategory, Readonly<Record<string, string>>>> = {
  crypto: { entity_types: 'cryptocurrency', must_have_entities: 'true' },
  stocks: { entity_types: 'equity', countries: 'us', must_have_entities: 'true' },
  forex: { entity_types: 'currency', must_have_entities: 'true' },
  trading: { search: 'trading | traders | "technical analysis"' },
  investment: { search: 'investing | investment | investors | portfolio' },
};

const TOKEN_REQUIRED = 'Marketaux API token is required';

export const marketauxSettingsSchema = z.object({
  apiToken: z.string({ error: TOKEN_REQUIRED }).trim().min(1, TOKEN_REQUIRED),
  /** When absent, the source row's URL is used, else the public API. */
  baseUrl: z.url({ protocol: /^https?$/, error: 'Marketaux base URL must be an http(s) URL' }).optional(),
  tier: z.enum(TIERS, { error: `Marketaux tier must be one of ${TIERS.join(', ')}` }).default('free'),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/, 'Language codes are two lower-case letters, like en'))
    .min(1, 'Choose at least one language')
    .default(['en', 'es', 'fr']),
  category: z
    .enum(MARKETAUX_CATEGORIES, { error: `Category must be one of ${MARKETAUX_CATEGORIES.join(', ')}` })
    .optional(),
  /**
   * The category's endpoint as the admin saved it: a path under the base URL with the query that
   * selects the category (e.g. /v1/news/all?search=bitcoin), in place of CATEGORY_QUERIES.
   */
  endpoint: z
    .string()
    .regex(/^\/v1\/[a-z0-9/_-]+(\?.*)?$/i, 'Marketaux endpoint must be a path starting /v1/')
    .refine((path) => !path.includes('..'), 'Marketaux endpoint may not contain ..')
    .optional(),
  symbols: z.array(z.string().trim().min(1)).optional(),
  filterEntities: z.boolean().default(true),
  maxPages: z.number().int().min(1).max(20).default(1),
});

export type MarketauxSettings = z.infer<typeof marketauxSettingsSchema>;
