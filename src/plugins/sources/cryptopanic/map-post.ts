import type { RawEntity, RawItem } from '../../sdk/index.js';
import type { CryptopanicPost } from './answer.js';

// CryptoPanic regions are language codes, except these two.
const REGION_LANGUAGES: Readonly<Record<string, string>> = { cn: 'zh', jp: 'ja' };

/**
 * One post as the host's RawItem. The link is the publisher's when the plan supplies it
 * (original_url), else CryptoPanic's own page; originalSource tells the two apart for the
 * admin News tab's 'Original' and 'CryptoPanic' badges.
 */
export function toRawItem(post: CryptopanicPost): RawItem {
  const url = post.original_url ?? post.metadata?.original_url ?? post.url;
  const coins = post.instruments ?? post.currencies ?? [];
  const region = post.source?.region;
  return {
    guid: String(post.id),
    url,
    title: post.title,
    contentHtml: post.description ?? post.metadata?.description,
    imageUrl: post.image,
    publishedAt: post.published_at ?? post.created_at,
    language: region ? (REGION_LANGUAGES[region] ?? region) : undefined,
    publisher: post.source?.title,
    originalSource: url !== undefined && !isCryptopanicUrl(url),
    votes: numericVotes(post.votes),
    categories: [...new Set(coins.flatMap((c) => (c.code ? [c.code.toLowerCase()] : [])))],
    entities: coins.map((c): RawEntity => ({ symbol: c.code, name: c.title, type: 'cryptocurrency' })),
  };
}

/** True when the link points at the aggregator rather than the publisher. */
export function isCryptopanicUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname;
  return host === 'cryptopanic.com' || host.endsWith('.cryptopanic.com');
}

function numericVotes(votes: Record<string, unknown> | null | undefined): Record<string, number> | undefined {
  if (!votes) return undefined;
  const counts = Object.entries(votes).filter((entry): entry is [string, number] => Number.isFinite(entry[1]));
  return Object.fromEntries(counts);
}
