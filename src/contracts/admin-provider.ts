import { z } from 'zod';
import { bodyObject } from './body.js';
import { queryObject } from './query.js';
import { paramNumber } from './param-number.js';
import { languageCodeSchema, NEWS_CATEGORIES, type NewsCategoryId, newsCategorySchema, pollIntervalSchema, TIER_KEYS, tierKeySchema } from './provider.js';

// The news-provider (Marketaux) tab's calls (docs/admin.md) and our additions: endpoint templates
// saved in the database, and statistics from the calls really made.

export const TIER_MESSAGE = `Tier must be one of ${TIER_KEYS.join(', ')}`;
export const LANGUAGES_MESSAGE = 'Please select at least one language';

export const tierUpdatePayloadSchema = bodyObject({ tierKey: z.enum(TIER_KEYS, { error: TIER_MESSAGE }) });
export const pollingConfigPayloadSchema = bodyObject({ intervalMinutes: pollIntervalSchema });
export const categorizedTogglePayloadSchema = bodyObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
export const categoriesRefreshPayloadSchema = bodyObject({ tier: z.string().max(40).optional() });
export const languageConfigPayloadSchema = bodyObject({
  enabled_languages: z
    .array(languageCodeSchema, { error: LANGUAGES_MESSAGE })
    .min(1, LANGUAGES_MESSAGE)
    .transform((codes) => [...new Set(codes)]),
});

/** Query parameters the server sets itself (token, tier, languages, paging): a template may not. */
export const RESERVED_ENDPOINT_PARAMS = ['api_token', 'language', 'limit', 'page', 'published_after'] as const;

/**
 * The default endpoint of each category: a path under the provider's base URL and the query that
 * selects the category. Mirrors CATEGORY_QUERIES of the marketaux plugin (a test pins the two).
 */
export const DEFAULT_ENDPOINT_TEMPLATES: Readonly<Record<NewsCategoryId, string>> = {
  crypto: '/v1/news/all?entity_types=cryptocurrency&must_have_entities=true',
  trading: '/v1/news/all?search=trading | traders | "technical analysis"',
  investment: '/v1/news/all?search=investing | investment | investors | portfolio',
  stocks: '/v1/news/all?entity_types=equity&countries=us&must_have_entities=true',
  forex: '/v1/news/all?entity_types=currency&must_have_entities=true',
};

/** Why a template is refused, or null when it is usable. */
export function endpointTemplateProblem(template: string): string | null {
  if (!/^\/v1\/[a-z0-9/_-]+(\?.*)?$/i.test(template)) return 'must be a path under the API, starting /v1/ (e.g. /v1/news/all?search=bitcoin)';
  if (template.includes('..') || template.includes('#')) return 'may not contain .. or #';
  const query = new URL(template, 'http://template.invalid').searchParams;
  const reserved = RESERVED_ENDPOINT_PARAMS.filter((name) => query.has(name));
  if (reserved.length > 0) return `may not set ${reserved.join(', ')}: the server sets ${reserved.length > 1 ? 'them' : 'it'} (token, tier, languages, paging)`;
  return null;
}

const endpointTemplateSchema = z.string({ error: 'Endpoint template must be text' }).trim().max(500, 'Endpoint template is too long');

export const endpointsPayloadSchema = bodyObject({
  endpoints: z.partialRecord(newsCategorySchema, endpointTemplateSchema, { error: `Endpoints are keyed by ${NEWS_CATEGORIES.map((c) => c.id).join(', ')}` }),
}).superRefine((payload, ctx) => {
    for (const [category, template] of Object.entries(payload.endpoints)) {
      const problem = template === '' ? null : endpointTemplateProblem(template);
      if (problem) ctx.addIssue({ code: 'custom', path: ['endpoints', category], message: `The ${category} endpoint ${problem}` });
    }
  });
export type EndpointsPayload = z.infer<typeof endpointsPayloadSchema>;

export const endpointsSchema = z.object({
  endpoints: z.record(z.string(), z.string()),
  defaults: z.record(z.string(), z.string()),
  baseUrl: z.string(),
});
export type EndpointsView = z.infer<typeof endpointsSchema>;

/** GET /api/tier/status (docs/product.md#news-provider-tiers). */
export const tierStatusSchema = z.object({
  stats: z.object({
    currentTier: z.object({ key: tierKeySchema, name: z.string(), limit: z.number().int(), maxCallsPerDay: z.number().int(), pollIntervalMinutes: z.number().int() }),
    dailyCalls: z.number().int(),
  }),
});
export type TierStatus = z.infer<typeof tierStatusSchema>;

/** GET /api/admin/marketaux/status: the provider's real state, with the Status cards' figures. */
export const providerStatusSchema = z.object({
  isApiWorking: z.boolean(),
  lastError: z.string().nullable(),
  lastCallAt: z.string().nullable(),
  installed: z.boolean(),
  /** The environment variables still to set before the provider can be called (its token). */
  missingSettings: z.array(z.string()),
  tier: tierStatusSchema.shape.stats.shape.currentTier,
  dailyCalls: z.number().int(),
  categorizedEnabled: z.boolean(),
  estimatedDailyCalls: z.number().int(),
  sources: z.number().int(),
});
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

export const languageConfigSchema = z.object({
  currentConfig: z.object({ enabled_languages: z.array(z.string()), updated_at: z.string() }),
  availableLanguages: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type LanguageConfig = z.infer<typeof languageConfigSchema>;

/** GET /api/news/categories/stats (docs/admin.md). */
export const categoryStatsSchema = z.object({
  enabled: z.boolean(),
  categories: z.array(z.object({ id: newsCategorySchema, name: z.string(), endpoint: z.string(), count: z.number().int(), lastFetch: z.string().nullable() })),
});
export type CategoryStats = z.infer<typeof categoryStatsSchema>;

/** What a mutation of the tab answers: the toast text (docs/product.md#texts-kept-word-for-word). */
export const actionResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type ActionResult = z.infer<typeof actionResultSchema>;

export const statisticsQuerySchema = queryObject({
  days: paramNumber(z.number({ error: 'days must be a whole number' }).int('days must be a whole number').min(1, 'days must be 1 to 90').max(90, 'days must be 1 to 90').default(7)),
});

/** The Statistics sub-tab: figures from our own records of the calls made. */
export const providerStatisticsSchema = z.object({
  days: z.number().int(),
  totals: z.object({ calls: z.number().int(), articles: z.number().int(), successRate: z.number().nullable() }),
  responseMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable(), p99: z.number().nullable() }),
  perDay: z.array(z.object({ day: z.string(), calls: z.number().int(), articles: z.number().int() })),
  perEndpoint: z.array(
    z.object({ category: z.string(), calls: z.number().int(), articles: z.number().int(), successRate: z.number().nullable(), p50: z.number().nullable(), p95: z.number().nullable() }),
  ),
  languages: z.array(z.object({ code: z.string(), articles: z.number().int(), share: z.number() })),
});
export type ProviderStatistics = z.infer<typeof providerStatisticsSchema>;
