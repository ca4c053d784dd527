import { z } from 'zod';
import { queryObject } from './query.js';
import { paramNumber } from './param-number.js';
import { newsItemSchema } from './news.js';
import { FILTER_TICKER_SHAPE, filterSymbol } from './news-constants.js';

// Asset pages (docs/product.md#assets, docs/asset-data.md): what the news said about one asset,
// and how that moved over a window, beside its price.

export const ASSET_WINDOWS = ['24h', '7d', '30d'] as const;
export type AssetWindow = (typeof ASSET_WINDOWS)[number];
export const ASSET_SORTS = ['mentions', 'sentiment'] as const;
export const ASSET_TYPES = ['crypto', 'equity', 'index', 'currency', 'fund', 'other'] as const;
export const MAX_ASSETS_LIMIT = 100;

const windowParam = z.enum(ASSET_WINDOWS, { error: `window must be one of: ${ASSET_WINDOWS.join(', ')}` });

/** GET /api/assets query. */
export const assetsQuerySchema = queryObject(
  {
    window: windowParam.default('24h'),
    sort: z.enum(ASSET_SORTS, { error: `sort must be one of: ${ASSET_SORTS.join(', ')}` }).default('mentions'),
    limit: paramNumber(z.number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, `limit must be between 1 and ${MAX_ASSETS_LIMIT}`)
      .max(MAX_ASSETS_LIMIT, `limit must be between 1 and ${MAX_ASSETS_LIMIT}`).default(20)),
  },
);
export type AssetsQuery = z.infer<typeof assetsQuerySchema>;

/** GET /api/assets/{symbol} query. */
export const assetQuerySchema = queryObject({ window: windowParam.default('24h') });
export type AssetQuery = z.infer<typeof assetQuerySchema>;

const SYMBOL_MESSAGE = 'symbol must be a symbol such as BTC or $ETH';
/** The `{symbol}` path parameter: `$btc` and `BTC` are the same asset. */
export const assetParamsSchema = z.object({
  symbol: z
    .string({ error: SYMBOL_MESSAGE })
    .describe('A symbol such as BTC or $ETH; case and a leading $ do not matter')
    .transform(filterSymbol)
    .refine((s) => FILTER_TICKER_SHAPE.test(s), SYMBOL_MESSAGE),
});

/** −100 (all bearish) … 100 (all bullish), importance-weighted; null when nothing was mentioned. */
const sentimentIndex = z.number().int().min(-100).max(100).nullable();

/** Prices are numbers in `currency` (null when no quote is stored); the change is in percent. */
const quoteFields = {
  price: z.number().nullable(),
  changePercentage: z.number().nullable(),
  currency: z.string().nullable(),
};

export const assetSummarySchema = z.object({
  symbol: z.string(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  mentions: z.number().int(),
  bullish: z.number().int(),
  bearish: z.number().int(),
  neutral: z.number().int(),
  sentimentIndex,
  ...quoteFields,
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

export const assetListSchema = z.object({
  window: z.enum(ASSET_WINDOWS),
  items: z.array(assetSummarySchema),
});
export type AssetList = z.infer<typeof assetListSchema>;

/** One bucket of the trend: an hour for 24h, a day otherwise; `at` is its start (ISO 8601). */
export const assetTrendPointSchema = z.object({
  at: z.string(),
  mentions: z.number().int(),
  bullish: z.number().int(),
  bearish: z.number().int(),
  neutral: z.number().int(),
  index: sentimentIndex,
  /** The last stored quote within the bucket, or null. */
  price: z.number().nullable(),
});
export type AssetTrendPoint = z.infer<typeof assetTrendPointSchema>;

export const assetDetailSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  ...quoteFields,
  /** True when the change is zero or up; false when it is down or unknown (as the ticker entries). */
  isPositive: z.boolean(),
  window: z.enum(ASSET_WINDOWS),
  mentions: z.number().int(),
  sentiment: z.object({ bullish: z.number().int(), bearish: z.number().int(), neutral: z.number().int(), index: sentimentIndex }),
  trend: z.array(assetTrendPointSchema),
  topStories: z.array(newsItemSchema),
  relatedSymbols: z.array(z.string()),
});
export type AssetDetail = z.infer<typeof assetDetailSchema>;
