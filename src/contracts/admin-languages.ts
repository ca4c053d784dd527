import { z } from 'zod';
import { queryObject } from './query.js';
import { paramNumber } from './param-number.js';

// Articles by detected language, for the admin Statistics tab (docs/product.md#admin-dashboard).

export const LANGUAGE_STATS_DAYS = { min: 1, max: 90, default: 30 } as const;

const daysMessage = `days must be a whole number between ${LANGUAGE_STATS_DAYS.min} and ${LANGUAGE_STATS_DAYS.max}`;

/** `?days=` of GET /api/admin/languages: the period, counted back from now. */
export const languageStatsQuerySchema = queryObject(
  {
    days: paramNumber(z.number({ error: daysMessage })
      .int(daysMessage)
      .min(LANGUAGE_STATS_DAYS.min, daysMessage)
      .max(LANGUAGE_STATS_DAYS.max, daysMessage).default(LANGUAGE_STATS_DAYS.default)),
  },
);
export type LanguageStatsQuery = z.infer<typeof languageStatsQuerySchema>;

/** Shares are percents of the period's articles, to one decimal; "not assessed" is enriched without a sentiment. */
export const languageStatsSchema = z.object({
  days: z.number().int(),
  total: z.number().int(),
  notAssessed: z.number().int(),
  /** Percent of all the period's articles; null when there are none. */
  notAssessedShare: z.number().nullable(),
  /** Most articles first. */
  languages: z.array(
    z.object({
      /** ISO 639-1, or "und" for text too short to tell. */
      code: z.string(),
      name: z.string(),
      articles: z.number().int(),
      share: z.number(),
      notAssessed: z.number().int(),
    }),
  ),
});
export type LanguageStats = z.infer<typeof languageStatsSchema>;
