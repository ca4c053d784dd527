import { z } from 'zod';
import { NEWS_CATEGORIES, type NewsCategoryId, POLL_INTERVAL_OPTIONS, type PollIntervalMinutes, TIER_KEYS } from './admin-constants.js';

export {
  estimatedDailyCalls,
  NEWS_CATEGORIES,
  type NewsCategoryId,
  POLL_INTERVAL_OPTIONS,
  type PollIntervalMinutes,
  PROVIDER_TIERS,
  type ProviderTier,
  TIER_KEYS,
} from './admin-constants.js';

// The news-provider (Marketaux) constants (docs/product.md#news-provider-tiers), shared by the host (quota
// accounting, scheduler) and the admin Marketaux tab. The marketaux source plugin keeps its own
// copy of the articles-per-call caps, since plugins import only the SDK; a test pins the two equal.

export const tierKeySchema = z.enum(TIER_KEYS);
export type TierKey = z.infer<typeof tierKeySchema>;

export const DEFAULT_TIER: TierKey = 'free';

export const DEFAULT_POLL_INTERVAL_MINUTES: PollIntervalMinutes = 5;
const POLL_INTERVAL_MESSAGE = `Poll interval must be one of ${POLL_INTERVAL_OPTIONS.join(', ')} minutes`;
// A literal of the options (not a number refined): the API document then lists them as an enum.
export const pollIntervalSchema = z.literal(POLL_INTERVAL_OPTIONS, { error: POLL_INTERVAL_MESSAGE });

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
const LANGUAGE_CODES = AVAILABLE_LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const languageCodeSchema = z.enum(LANGUAGE_CODES, { error: `Languages must be codes among ${LANGUAGE_CODES.join(', ')}` });
export const DEFAULT_LANGUAGES: readonly LanguageCode[] = ['en', 'es', 'fr'];


