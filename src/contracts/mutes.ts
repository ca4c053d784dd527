import { z } from 'zod';
import { MAX_ID } from './ids.js';
import {
  MAX_MUTED_KEYWORD_LENGTH,
  MAX_MUTED_KEYWORDS,
  MAX_MUTED_SOURCES,
  MAX_MUTED_TICKERS,
} from './mutes-constants.js';
import { symbolListSchema, tooManySymbols } from './symbol-list.js';
import { cleanKeywords } from './preferences-constants.js';

export * from './mutes-constants.js';

const SOURCES_MESSAGE = `sources must be a list of source ids (whole numbers from 1 to ${MAX_ID})`;

const sourceList = z
  .array(z.number({ error: SOURCES_MESSAGE }).int(SOURCES_MESSAGE).min(1, SOURCES_MESSAGE).max(MAX_ID, SOURCES_MESSAGE), { error: SOURCES_MESSAGE })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
  .refine((ids) => ids.length <= MAX_MUTED_SOURCES, `sources: at most ${MAX_MUTED_SOURCES}`);

const keywordList = z
  .array(z.string({ error: 'keywords must be a list of text' }), { error: 'keywords must be a list of text' })
  .transform(cleanKeywords)
  .refine((list) => list.every((k) => k.length <= MAX_MUTED_KEYWORD_LENGTH), `keywords: each at most ${MAX_MUTED_KEYWORD_LENGTH} characters`)
  .refine((list) => list.length <= MAX_MUTED_KEYWORDS, `keywords: at most ${MAX_MUTED_KEYWORDS}`);

// Counted by the server, after folding aliases it alone knows (XBT is BTC): MUTED_TICKERS_TOO_MANY.
const tickerList = symbolListSchema('tickers');
/** The message refusing more muted tickers, counted as stored (aliases folded). */
export const MUTED_TICKERS_TOO_MANY = tooManySymbols('tickers', MAX_MUTED_TICKERS);

/**
 * PUT /api/user/mutes (docs/product.md#mutes): any of the three lists, each replacing the stored
 * one; a list left out keeps its stored value. Unknown fields are refused.
 */
export const mutesPayloadSchema = z.strictObject(
  {
    sources: sourceList.optional(),
    keywords: keywordList.optional(),
    tickers: tickerList.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type MutesPayload = z.infer<typeof mutesPayloadSchema>;

/** GET and PUT /api/user/mutes answer: the lists, and the names of the muted sources to show them by. */
export const mutesSchema = z.object({
  sources: z.array(z.number().int()),
  keywords: z.array(z.string()),
  tickers: z.array(z.string()),
  /** Each muted source's name, by its id. */
  sourceNames: z.record(z.string(), z.string()),
});
export type MutesAnswer = z.infer<typeof mutesSchema>;

/** A member's mutes, the three lists as stored and applied. */
export type Mutes = Omit<MutesAnswer, 'sourceNames'>;
