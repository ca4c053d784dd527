import { z } from 'zod';
import { queryObject } from './query.js';
import { paramNumber } from './param-number.js';

export const SUMMARIES_PAGE_SIZE = 10;

const pageMessage = 'page must be a whole number from 1 to 100000';
const limitMessage = 'limit must be a whole number from 1 to 50';

/** GET /api/one-minute-summaries query: 10 per page by default (docs/product.md#sizes-and-limits). */
export const summariesQuerySchema = queryObject(
  {
    page: paramNumber(z.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(100_000, pageMessage).default(1)),
    limit: paramNumber(z.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(50, limitMessage).default(SUMMARIES_PAGE_SIZE)),
  },
);
export type SummariesQuery = z.infer<typeof summariesQuerySchema>;

/** A one-minute summary with its article's title, date and link (docs/product.md#one-minute-summaries-page). */
export const oneMinuteSummarySchema = z.object({
  id: z.number().int(),
  news_id: z.number().int(),
  type: z.string(),
  created_at: z.string(),
  news_title: z.string(),
  summary: z.string(),
  /** A longer body when the enricher wrote one; ours write the summary only, so null. */
  content: z.string().nullable(),
  news_published_at: z.string().nullable(),
  news_url: z.string().nullable(),
});
export type OneMinuteSummary = z.infer<typeof oneMinuteSummarySchema>;

export const summaryListSchema = z.object({
  items: z.array(oneMinuteSummarySchema),
  hasMore: z.boolean(),
  totalCount: z.number().int(),
});
export type SummaryList = z.infer<typeof summaryListSchema>;
