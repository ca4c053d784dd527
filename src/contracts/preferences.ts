import { z } from 'zod';
import { languageListSchema } from './languages.js';
import {
  canonicalTimeZone,
  cleanKeywords,
  DEFAULT_DIGEST_HOUR,
  DEFAULT_TIME_ZONE,
  isTimeZone,
  MAX_KEYWORD_LENGTH,
  MAX_KEYWORDS,
  POSTING_FREQUENCY,
  PREFERENCE_CATEGORIES,
} from './preferences-constants.js';

export * from './preferences-constants.js';

const categoryList = (field: string) =>
  z
    .array(z.enum(PREFERENCE_CATEGORIES, { error: `${field} may hold only: ${PREFERENCE_CATEGORIES.join(', ')}` }), {
      error: `${field} must be a list`,
    })
    .transform((list) => [...new Set(list)]);

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number from ${min} to ${max}` })
    .int(`${field} must be a whole number from ${min} to ${max}`)
    .min(min, `${field} must be a whole number from ${min} to ${max}`)
    .max(max, `${field} must be a whole number from ${min} to ${max}`);

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** A member's news preferences, as GET /api/user/preferences answers them (docs/product.md#preferences-recommendations-and-summaries). */
export const preferencesSchema = z.object({
  news_categories: z.array(z.enum(PREFERENCE_CATEGORIES)),
  keywords: z.array(z.string()),
  automated_posting_enabled: z.boolean(),
  /** Hours between automatic posts, 1-24. */
  posting_frequency: z.number().int(),
  auto_post_topics: z.array(z.enum(PREFERENCE_CATEGORIES)),
  /** The daily e-mail of top recommendations. */
  daily_digest: z.boolean(),
  /** The hour of the day (0-23) in time_zone at which the digest goes out. */
  digest_hour: z.number().int(),
  /** An IANA time-zone name. */
  time_zone: z.string(),
  /** The languages the member reads (ISO 639-1); [] for all (docs/languages.md#reading-languages). */
  languages: z.array(z.string()),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  news_categories: [],
  keywords: [],
  automated_posting_enabled: false,
  posting_frequency: POSTING_FREQUENCY.default,
  auto_post_topics: [],
  daily_digest: false,
  digest_hour: DEFAULT_DIGEST_HOUR,
  time_zone: DEFAULT_TIME_ZONE,
  languages: [],
};

/**
 * PUT /api/user/preferences: the whole object, as the panel resends it. A field left out keeps its
 * stored value; fields the client echoes back that are not preferences are ignored.
 */
export const preferencesPayloadSchema = z.object({
  news_categories: categoryList('news_categories').optional(),
  keywords: z
    .array(z.string({ error: 'keywords must be a list of text' }), { error: 'keywords must be a list of text' })
    .transform(cleanKeywords)
    .refine((list) => list.every((k) => k.length <= MAX_KEYWORD_LENGTH), `keywords: each at most ${MAX_KEYWORD_LENGTH} characters`)
    .refine((list) => list.length <= MAX_KEYWORDS, `keywords: at most ${MAX_KEYWORDS}`)
    .optional(),
  automated_posting_enabled: flag('automated_posting_enabled').optional(),
  posting_frequency: wholeNumber('posting_frequency', POSTING_FREQUENCY.min, POSTING_FREQUENCY.max).optional(),
  auto_post_topics: categoryList('auto_post_topics').optional(),
  daily_digest: flag('daily_digest').optional(),
  digest_hour: wholeNumber('digest_hour', 0, 23).optional(),
  time_zone: z
    .string({ error: 'time_zone must be an IANA time-zone name such as Europe/Berlin' })
    .trim()
    .max(64, 'time_zone must be an IANA time-zone name such as Europe/Berlin')
    .refine(isTimeZone, 'time_zone must be an IANA time-zone name such as Europe/Berlin')
    // Stored as the zone's own name ("utc" is UTC, "US/Eastern" America/New_York), as pickers list it.
    .transform(canonicalTimeZone)
    .optional(),
  languages: languageListSchema('languages').optional(),
});
export type PreferencesPayload = z.infer<typeof preferencesPayloadSchema>;
