// The news contract's plain values, apart from its zod schemas (news.ts re-exports them), so
// the web pages can import them without evaluating zod on the first load.

export const NEWS_SORTS = ['latest', 'relevance', 'impact'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];
export const SENTIMENTS = ['bullish', 'bearish', 'neutral'] as const;
