import { z } from 'zod';

// The news-provider (Marketaux) constants of spec 2 §3 and §9, shared by the host (quota
// accounting, scheduler) and the admin Marketaux tab. The marketaux source plugin keeps its own
// copy of the articles-per-call caps, since plugins import only the SDK; a test pins the two equal.

export const TIER_KEYS = ['free', 'basic', 'pro', 'enterprise'] as const;
export const tierKeySchema = z.enum(TIER_KEYS);
export type TierKey = z.infer<typeof tierKeySchema>;

export interface ProviderTier {
  name: string;
  /** Articles per API call. */
  limit: number;
  maxCallsPerDay: number;
}

export const PROVIDER_TIERS: Readonly<Record<TierKey, ProviderTier>> = {
  free: { name: 'Free', limit: 3, maxCallsPerDay: 100 },
  basic: { name: 'Basic', limit: 20, maxCallsPerDay: 2_500 },
  pro: { name: 'Pro', limit: 100, maxCallsPerDay: 10_000 },
  enterprise: { name: 'Enterprise', limit: 200, maxCallsPerDay: 50_000 },
};

export const DEFAULT_TIER: TierKey = 'free';

export const POLL_INTERVAL_OPTIONS = [1, 2, 5, 10, 15, 30, 60] as const;
export type PollIntervalMinutes = (typeof POLL_INTERVAL_OPTIONS)[number];
export const DEFAULT_POLL_INTERVAL_MINUTES: PollIntervalMinutes = 5;
export const pollIntervalSchema = z
  .number()
  .int()
  .refine((n): n is PollIntervalMinutes => (POLL_INTERVAL_OPTIONS as readonly number[]).includes(n), {
    message: `Poll interval must be one of ${POLL_INTERVAL_OPTIONS.join(', ')} minutes`,
  });

/** The five categorized endpoints of the Marketaux tab, in display order. */
export const NEWS_CATEGORIES = [
  { id: 'crypto', name: 'Crypto' },
  { id: 'trading', name: 'Trading' },
  { id: 'investment', name: 'Investment' },
  { id: 'stocks', name: 'Stocks' },
  { id: 'forex', name: 'Forex' },
] as const;
export type NewsCategoryId = (typeof NEWS_CATEGORIES)[number]['id'];
export const newsCategorySchema = z.enum(NEWS_CATEGORIES.map((c) => c.id) as [NewsCategoryId, ...NewsCategoryId[]]);

/** Languages an admin can enable (ISO 639-1 codes Marketaux filters on). */
export const AVAILABLE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'nl', name: 'Dutch' },
  { code: 'sv', name: 'Swedish' },
  { code: 'pl', name: 'Polish' },
  { code: 'ru', name: 'Russian' },
  { code: 'tr', name: 'Turkish' },
  { code: 'ar', name: 'Arabic' },
  { code: 'hi', name: 'Hindi' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'zh', name: 'Chinese' },
] as const;
export type LanguageCode = (typeof AVAILABLE_LANGUAGES)[number]['code'];
export const languageCodeSchema = z.enum(AVAILABLE_LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]]);
export const DEFAULT_LANGUAGES: readonly LanguageCode[] = ['en', 'es', 'fr'];

const MINUTES_PER_DAY = 1440;

/**
 * Estimated daily calls as the Configuration sub-tab shows them (spec 2 §9): one call per poll,
 * plus 1440 when the categorized service is on, as the spec states it.
 */
export function estimatedDailyCalls(pollIntervalMinutes: number, categorizedEnabled: boolean): number {
  const polls = Math.ceil(MINUTES_PER_DAY / pollIntervalMinutes);
  return categorizedEnabled ? polls + MINUTES_PER_DAY : polls;
}
