import { z } from 'zod';

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

/** The admin form's body for adding or updating a news source (docs/admin.md). */
export const sourcePayloadSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name is too long'),
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .min(1, 'URL is required')
    .max(2000, 'URL is too long')
    .refine(isFetchableUrl, 'URL must be a full http:// or https:// address'),
  type: z.enum(SOURCE_TYPES, { error: 'Type must be rss or api' }).default('rss'),
  categories: z
    .array(z.string().trim().toLowerCase().min(1, 'Categories may not be empty').max(40, 'Category is too long'))
    .max(30, 'At most 30 categories')
    .default([])
    .transform((list) => [...new Set(list)]),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
  /** Which source plugin fetches it; inferred from type and URL when absent. */
  plugin: z.string().trim().min(1).max(64).optional(),
  pollIntervalMinutes: z.number().int().min(1).max(1440).optional(),
});
export type SourcePayload = z.infer<typeof sourcePayloadSchema>;

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
