import { z } from 'zod';

/** One row of the Trending Topics panel (docs/product.md#market-and-trending), ranked by news mentions weighed with market moves. */
export const trendingItemSchema = z.object({
  rank: z.number().int().min(1),
  name: z.string(),
  symbol: z.string(),
  /** '+2.10%', '-0.45%' or 'no-data' when there is no quote for the symbol. */
  changePercentage: z.string(),
  isPositive: z.boolean(),
  /** Articles mentioning it in the last 24 hours. */
  mentions: z.number().int(),
});
export type TrendingItem = z.infer<typeof trendingItemSchema>;
export const trendingListSchema = z.array(trendingItemSchema);
