import { z } from 'zod';
import { queryObject } from './query.js';
import { paramNumber } from './param-number.js';

/** The admin lists' page size (docs/product.md#sizes-and-limits). */
export const ADMIN_PAGE_SIZE = 10;

/** `?page&limit` of the admin lists: page from 1, at most 100 rows. */
export const adminPageQuerySchema = queryObject({
  page: paramNumber(z.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(100_000, 'page is too large').default(1)),
  limit: paramNumber(z.number({ error: 'limit must be a whole number' }).int('limit must be a whole number').min(1, 'limit must be 1 or more').max(100, 'limit must be at most 100').default(ADMIN_PAGE_SIZE)),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

/** The four stat cards (docs/product.md#admin-dashboard). */
export const adminStatsSchema = z.object({
  stats: z.object({
    newsCount: z.number().int(),
    aiSummaryCount: z.number().int(),
    userCount: z.number().int(),
    marketDataCount: z.number().int(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A row of the admin News tab (docs/product.md#admin-dashboard). */
export const adminNewsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  source: z.string(),
  published_at: z.string(),
  url: z.string().nullable(),
  original_source: z.boolean(),
  sentiment: z.enum(['bullish', 'bearish', 'neutral']).nullable(),
  /** As on news items: "not assessed for Japanese" when the enricher could not read the language, else null. */
  sentiment_note: z.string().nullable(),
  language: z.string(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

/** A row of the admin One-Minute Summaries tab (docs/product.md#admin-dashboard). */
export const adminSummaryItemSchema = z.object({
  id: z.number().int(),
  news_id: z.number().int(),
  type: z.string(),
  created_at: z.string(),
  news_title: z.string().nullable(),
  summary: z.string(),
  news_published_at: z.string().nullable(),
  news_url: z.string().nullable(),
});
export type AdminSummaryItem = z.infer<typeof adminSummaryItemSchema>;

/** The admin lists' paged answer: items and whether another page follows (docs/product.md#admin-dashboard). */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), hasMore: z.boolean() });
}
export const adminNewsPageSchema = adminPageSchema(adminNewsItemSchema);
export type AdminNewsPage = z.infer<typeof adminNewsPageSchema>;
export const adminSummaryPageSchema = adminPageSchema(adminSummaryItemSchema);
export type AdminSummaryPage = z.infer<typeof adminSummaryPageSchema>;

/**
 * Who an audit entry names for a call anyone may make without signing in (a reset link asked
 * for): never the member it concerns. Usernames hold no brackets, so it cannot be one.
 */
export const ANONYMOUS_ACTOR = '(anonymous)';

/** One audit-log entry: who changed what, before and after, when. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** The username (as it was), ANONYMOUS_ACTOR, or null for the operator's CLI and the app's own changes. */
  actor: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = adminPageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
