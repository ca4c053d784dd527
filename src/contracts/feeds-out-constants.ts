/** The formats every feed comes in, by the ending of its URL (docs/product.md#feeds-out). Zod-free, for the web app's first load. */
export const FEED_FORMATS = ['rss', 'atom', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
