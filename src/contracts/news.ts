import { z } from 'zod';
import { queryObject } from './query.js';
import { paramNumber } from './param-number.js';
import { idSchema } from './ids.js';
import { languageQuerySchema } from './languages.js';
import { FILTER_TICKER_SHAPE, filterSymbol, MAX_FILTER_TICKERS, MAX_SEARCH_LENGTH, NEWS_SORTS, SENTIMENTS } from './news-constants.js';
import { TOPIC_IDS } from './topics.js';

export { NEWS_SORTS, type NewsSort, SENTIMENTS } from './news-constants.js';

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/** A page's length, 1 to 100, and its default (the feeds out have another). */
export const newsLimit = (fallback: number) => paramNumber(wholeNumber('limit', 1, 100).default(fallback));

const TICKER_MESSAGE = 'ticker must be symbols such as BTC or $ETH, comma separated';

/** `BTC,$eth,btc` → ['BTC', 'ETH']: one spelling each, so equal filters share a cache entry. */
const tickerFilter = z
  .string({ error: TICKER_MESSAGE })
  .describe(`Symbols such as BTC or $ETH, comma separated, at most ${MAX_FILTER_TICKERS}; case and a leading $ do not matter`)
  .transform((raw, ctx) => {
    const symbols = [...new Set(raw.split(',').map(filterSymbol).filter((s) => s !== ''))];
    if (symbols.length === 0) ctx.addIssue({ code: 'custom', message: 'ticker must name at least one symbol' });
    else if (symbols.length > MAX_FILTER_TICKERS) ctx.addIssue({ code: 'custom', message: `ticker must name at most ${MAX_FILTER_TICKERS} symbols` });
    else if (!symbols.every((s) => FILTER_TICKER_SHAPE.test(s))) ctx.addIssue({ code: 'custom', message: TICKER_MESSAGE });
    return symbols.sort();
  });

const SINCE_MESSAGE = 'since must be an ISO 8601 time, such as 2026-11-20T10:00:00Z';
/** A time with its offset (or Z), or a day (its start in UTC). */
const sinceFilter = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: SINCE_MESSAGE })
  .transform((text) => new Date(text))
  // Both databases store times from 4713 BC on, but no article is older than the web.
  .refine((date) => date.getUTCFullYear() >= 1970, 'since must be 1970 or later');

/** GET /api/news query (docs/product.md#news, #feed-filters). Unknown parameters are refused. */
export const newsQuerySchema = queryObject(
  {
    page: paramNumber(wholeNumber('page', 1, 100_000).default(1)),
    limit: newsLimit(10),
    sort: z.enum(NEWS_SORTS, { error: `sort must be one of: ${NEWS_SORTS.join(', ')}` }).default('latest'),
    topic: z.enum(TOPIC_IDS, { error: `topic must be one of: ${TOPIC_IDS.join(', ')}` }).optional(),
    q: z.string().trim().min(1, 'q must not be empty').max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
    ticker: tickerFilter.optional(),
    sentiment: z.enum(SENTIMENTS, { error: `sentiment must be one of: ${SENTIMENTS.join(', ')}` }).optional(),
    minImportance: paramNumber(wholeNumber('minImportance', 0, 100)).optional(),
    source: idSchema('source').optional(),
    since: sinceFilter.optional(),
    /** One or more ISO 639-1 codes, comma separated (docs/languages.md). */
    language: languageQuerySchema.optional(),
    /** The signed-in member's watched assets (docs/product.md#watchlist); not with ticker. */
    watchlist: z.enum(['true', 'false'], { error: 'watchlist must be true or false' }).transform((value) => value === 'true').optional(),
  },
);
export type NewsQuery = z.infer<typeof newsQuerySchema>;

/** The other reports of the same story, from other sources. */
export const storySourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  source: z.string(),
  url: z.string().nullable(),
  published_at: z.string(),
});

/**
 * A news item as every list carries it: each value once, under the first of the names the
 * original client read (docs/product.md#one-name-for-each-value). The full text is the article answer's alone.
 */
export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().nullable(),
  source: z.string(),
  /** The source's id (null once its source row is deleted): what a mute names (docs/product.md#mutes). */
  source_id: z.number().int().nullable(),
  published_at: z.string(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  categories: z.array(z.string()),
  tickers: z.array(z.string()),
  sentiment: z.enum(SENTIMENTS).nullable(),
  /** Why sentiment is null on an enriched article: "not assessed for Japanese" (docs/languages.md); else null. */
  sentiment_note: z.string().nullable(),
  /** ISO 639-1, or "und" when the text was too short to tell. */
  language: z.string(),
  /**
   * The mentioned symbols whose own sentiment differs from the article's ("BTC rallies as ETH
   * slumps": {"ETH": "bearish"} on a bullish article); {} when none does, null before enrichment.
   */
  ticker_sentiments: z.record(z.string(), z.enum(SENTIMENTS)).nullable(),
  aiScore: z.number().int().nullable(),
  popularityScore: z.number().int().nullable(),
  impactScore: z.number().int().nullable(),
  scoring: z.object({ relevance_score: z.number().int().nullable() }),
  score_reasons: z.record(z.string(), z.array(z.string())).nullable(),
  one_minute_summary: z.string().nullable(),
  tweet: z.string().nullable(),
  full_content_status: z.enum(['none', 'pending', 'done', 'failed']),
  original_source: z.boolean(),
  cluster_size: z.number().int(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** One article's answer: the list item plus its full text and the story's other reports. */
export const newsDetailSchema = newsItemSchema.extend({ full_content: z.string().nullable(), related: z.array(storySourceSchema) });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsListSchema = z.object({
  items: z.array(newsItemSchema),
  totalCount: z.number().int(),
  hasMore: z.boolean(),
});
export type NewsList = z.infer<typeof newsListSchema>;
