// Plain values only, no zod: the web shell's topic filter imports this module on the first load.

/** The nine fixed topics of the header filter (docs/product.md#topics-and-categories), in display order. */
export const TOPICS = [
  { id: 'all', name: 'All' },
  { id: 'crypto', name: 'Crypto' },
  { id: 'investing', name: 'Investing' },
  { id: 'economy', name: 'Economy' },
  { id: 'markets', name: 'Markets' },
  { id: 'stocks', name: 'Stocks' },
  { id: 'defi', name: 'DeFi' },
  { id: 'nfts', name: 'NFTs' },
  { id: 'regulation', name: 'Regulation' },
] as const;

export type TopicId = (typeof TOPICS)[number]['id'];
export const TOPIC_IDS = TOPICS.map((t) => t.id) as [TopicId, ...TopicId[]];

/** True when the value names one of the nine topics. */
export function isTopicId(value: unknown): value is TopicId {
  return (TOPIC_IDS as readonly unknown[]).includes(value);
}
