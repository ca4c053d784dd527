import { z } from 'zod';
import { queryObject } from './query.js';
import { MARKET_GROUPS, MARKET_TYPES } from './market-constants.js';

export {
  INDEX_GROUPS,
  MARKET_GROUPS,
  MARKET_TYPES,
  type MarketGroup,
  type MarketType,
  NO_DATA,
  TICKER_GROUPS,
} from './market-constants.js';

/** One ticker entry (docs/product.md#market-and-trending); the numbers come as display text. */
export const tickerItemSchema = z.object({
  /** The symbol again: entries are unique by symbol. */
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  /** With its currency sign, e.g. "$5,123.45", "A$7,890.10", "€1.0845"; or "no-data". */
  price: z.string(),
  /** With its sign, e.g. "+1.23%" or "-0.45%"; or "no-data". */
  changePercentage: z.string(),
  /** True when the change is zero or up; false when it is down or unknown. */
  isPositive: z.boolean(),
  /** The market plugin that gave the price, the one asked when it gave none, or "none" before any refresh. */
  data_source: z.string(),
  type: z.enum(MARKET_TYPES),
  /** Which ticker group (or crypto) the entry belongs to; our addition, so clients can group without a list of names. */
  group: z.enum(MARKET_GROUPS),
});
export type TickerItem = z.infer<typeof tickerItemSchema>;

/** In the crypto and indices answers, data_source is present only with includeSource=true. */
export const marketListItemSchema = tickerItemSchema.partial({ data_source: true });
export type MarketListItem = z.infer<typeof marketListItemSchema>;

/** How many of the answer's entries each source supplied a price for. */
const sourcesSchema = z.record(z.string(), z.number().int().nonnegative());
/** When these entries were last refreshed (ISO 8601), or null before the first refresh. */
const lastUpdatedSchema = z.string().nullable();

/** GET /api/market/tickers: the four ticker groups in order. */
export const tickerResponseSchema = z.object({
  items: z.array(tickerItemSchema),
  sources: sourcesSchema,
  lastUpdated: lastUpdatedSchema,
});
export type TickerResponse = z.infer<typeof tickerResponseSchema>;

/** GET /api/market/crypto and /api/market/indices (the overview shows the first 5 of each). */
export const marketListResponseSchema = z.object({
  items: z.array(marketListItemSchema),
  sources: sourcesSchema,
  lastUpdated: lastUpdatedSchema,
});
export type MarketListResponse = z.infer<typeof marketListResponseSchema>;

/** The query of the crypto and indices calls: includeSource is true or false, nothing else. */
export const marketListQuerySchema = queryObject({
  includeSource: z
    .enum(['true', 'false'], { error: 'includeSource must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type MarketListQuery = z.infer<typeof marketListQuerySchema>;
