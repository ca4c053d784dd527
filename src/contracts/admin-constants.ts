// The admin dashboard's zod-free constants (docs/product.md#news-provider-tiers): the web app imports these values
// without pulling zod into its first load; provider.ts and sources.ts re-export them.

export const TIER_KEYS = ['free', 'basic', 'pro', 'enterprise'] as const;
export type TierKey = (typeof TIER_KEYS)[number];

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

export const POLL_INTERVAL_OPTIONS = [1, 2, 5, 10, 15, 30, 60] as const;
export type PollIntervalMinutes = (typeof POLL_INTERVAL_OPTIONS)[number];

/** The five categorized endpoints of the Marketaux tab, in display order. */
export const NEWS_CATEGORIES = [
  { id: 'crypto', name: 'Crypto' },
  { id: 'trading', name: 'Trading' },
  { id: 'investment', name: 'Investment' },
  { id: 'stocks', name: 'Stocks' },
  { id: 'forex', name: 'Forex' },
] as const;
export type NewsCategoryId = (typeof NEWS_CATEGORIES)[number]['id'];

const MINUTES_PER_DAY = 1440;

/**
 * Estimated daily calls as the Configuration sub-tab shows them: one call per poll,
 * plus 1440 when the categorized service is on (docs/product.md#estimated-daily-calls).
 */
export function estimatedDailyCalls(pollIntervalMinutes: number, categorizedEnabled: boolean): number {
  const polls = Math.ceil(MINUTES_PER_DAY / pollIntervalMinutes);
  return categorizedEnabled ? polls + MINUTES_PER_DAY : polls;
}

/** The suggestions under the source form's categories (docs/product.md#topics-and-categories). */
export const COMMON_SOURCE_CATEGORIES = [
  'crypto', 'bitcoin', 'ethereum', 'finance', 'investing', 'stocks', 'economy', 'markets',
  'business', 'tech', 'blockchain', 'defi', 'nft', 'regulation', 'mining',
] as const;
