import { z } from 'zod';
import { queryObject } from './query.js';
import { paramNumber } from './param-number.js';
import { newsItemSchema } from './news.js';

export const MAX_RECOMMENDATIONS = 50;
export const DEFAULT_RECOMMENDATIONS = 10;

const limitMessage = `limit must be a whole number from 1 to ${MAX_RECOMMENDATIONS}`;
const offsetMessage = 'offset must be a whole number from 0 to 10000';

/** GET /api/recommendations query: how many (default 10, at most 50) and, for Load More, how many to skip. */
export const recommendationsQuerySchema = queryObject(
  {
    limit: paramNumber(z.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(MAX_RECOMMENDATIONS, limitMessage).default(DEFAULT_RECOMMENDATIONS)),
    offset: paramNumber(z.number({ error: offsetMessage }).int(offsetMessage).min(0, offsetMessage).max(10_000, offsetMessage).default(0)),
  },
);
export type RecommendationsQuery = z.infer<typeof recommendationsQuerySchema>;

/** A news item of the personalised feed (docs/product.md#personalised-feed-page): the match percent and why it was picked. */
export const recommendationSchema = newsItemSchema.extend({
  /** 0-100, the match percent, capped at 100. */
  recommendationScore: z.number().int(),
  /** One short sentence: "Because you follow DeFi and 'Uniswap'". */
  reason: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationListSchema = z.array(recommendationSchema);
