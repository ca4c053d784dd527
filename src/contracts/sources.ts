import { z } from 'zod';
import { bodyObject } from './body.js';
import { hasControlCharacters } from './control-characters.js';

export { COMMON_SOURCE_CATEGORIES } from './admin-constants.js';

export const SOURCE_TYPES = ['rss', 'api'] as const;


function isFetchableUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'sample:'].includes(url.protocol);
  } catch {
    return false;
  }
}

/**
 * The address as every client reads it (the URL standard): scheme and host in lower case, a
 * default port dropped, an IP address or an IDN in one spelling, `.` and `..` segments resolved,
 * what a URL may not hold (a control character, a space) percent-encoded.
 * HTTPS://Example.com:443/./feed and https://example.com/feed are one source, and the duplicate
 * check must see that; paths and queries keep their case. The fragment stays: it is never sent,
 * but it tells apart sources on one API address (the Marketaux category sources' #crypto…).
 */
function normalisedUrl(value: string): string {
  return new URL(value).href;
}

const sourceFields = {
  // Shown on every article and written into feeds, where XML forbids most of them.
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name is too long')
    .refine((name) => !hasControlCharacters(name), 'Name may not hold control characters'),
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .min(1, 'URL is required')
    .max(2000, 'URL is too long')
    .refine(isFetchableUrl, 'URL must be a full http:// or https:// address')
    .transform(normalisedUrl),
  type: z.enum(SOURCE_TYPES, { error: 'Type must be rss or api' }),
  categories: z
    .array(
      z
        .string({ error: 'Categories must be text' })
        .trim()
        .toLowerCase()
        .min(1, 'Categories may not be empty')
        .max(40, 'A category is at most 40 characters')
        .refine((category) => !hasControlCharacters(category), 'Categories may not hold control characters'),
      { error: 'Categories must be a list of text' },
    )
    .max(30, 'At most 30 categories')
    .transform((list) => [...new Set(list)]),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  /** Which source plugin fetches it; inferred from type and URL when absent. */
  plugin: z.string({ error: 'plugin must be the name of a source plugin' }).trim().min(1, 'plugin must be the name of a source plugin').max(64, 'plugin must be the name of a source plugin').optional(),
  pollIntervalMinutes: z
    .number({ error: 'Poll interval must be a whole number of minutes from 1 to 1440' })
    .int('Poll interval must be a whole number of minutes from 1 to 1440')
    .min(1, 'Poll interval must be a whole number of minutes from 1 to 1440')
    .max(1440, 'Poll interval must be a whole number of minutes from 1 to 1440')
    .optional(),
};

/** The admin form's body for adding a news source (docs/admin.md); any other field is refused. */
export const sourcePayloadSchema = bodyObject({
  ...sourceFields,
  type: sourceFields.type.default('rss'),
  categories: sourceFields.categories.default([]),
  enabled: sourceFields.enabled.default(true),
});
export type SourcePayload = z.infer<typeof sourcePayloadSchema>;

/**
 * PUT /api/admin/news-sources/{id}: name and URL, and any other field to change; one left out
 * keeps its stored value (a left-out `enabled` re-enabled a paused source), and the plugin is kept
 * while the URL and type stay.
 */
export const sourceUpdatePayloadSchema = bodyObject({
  ...sourceFields,
  type: sourceFields.type.optional(),
  categories: sourceFields.categories.optional(),
  enabled: sourceFields.enabled.optional(),
});
export type SourceUpdatePayload = z.infer<typeof sourceUpdatePayloadSchema>;

/** A news source as the admin API answers it. */
export const newsSourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(SOURCE_TYPES),
  url: z.string(),
  categories: z.array(z.string()),
  enabled: z.boolean(),
  last_fetch_at: z.string().nullable(),
  plugin: z.string(),
  poll_interval_minutes: z.number().int(),
  last_success_at: z.string().nullable(),
  last_error: z.string().nullable(),
  error_count: z.number().int(),
});
export type NewsSource = z.infer<typeof newsSourceSchema>;

/** A source in the admin list: with the language it mostly delivers. */
export const listedSourceSchema = newsSourceSchema.extend({
  /** ISO 639-1: the most frequent detected language of its last 30 days of articles; null when none. */
  main_language: z.string().nullable(),
});
export type ListedSource = z.infer<typeof listedSourceSchema>;
