// The preferences contract's plain values, apart from its zod schema (preferences.ts re-exports
// them), so the web panel can import them without evaluating zod on the first load.

/** The preference categories, also the auto-post topics (docs/product.md#topics-and-categories), as articles store them. */
export const PREFERENCE_CATEGORIES = ['crypto', 'blockchain', 'bitcoin', 'ethereum', 'defi', 'nft', 'technology', 'finance', 'investing'] as const;
export type PreferenceCategory = (typeof PREFERENCE_CATEGORIES)[number];

/** How each category is written on screen. */
export const PREFERENCE_CATEGORY_LABELS: Record<PreferenceCategory, string> = {
  crypto: 'Crypto',
  blockchain: 'Blockchain',
  bitcoin: 'Bitcoin',
  ethereum: 'Ethereum',
  defi: 'DeFi',
  nft: 'NFT',
  technology: 'Technology',
  finance: 'Finance',
  investing: 'Investing',
};

export const MAX_KEYWORDS = 50;
export const MAX_KEYWORD_LENGTH = 60;
/** Posting frequency in hours (docs/product.md#validation-messages). */
export const POSTING_FREQUENCY = { min: 1, max: 24, default: 12 } as const;
export const DEFAULT_DIGEST_HOUR = 8;
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The keyword input's rule (docs/product.md#personalised-feed-page): entries trimmed, empties and duplicates (in any case)
 * dropped, the first spelling kept. The server applies the same rule to what it stores.
 */
export function cleanKeywords(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of entries) {
    const keyword = entry.trim();
    const key = keyword.toLowerCase();
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(keyword);
  }
  return kept;
}

/** Whether the runtime knows this IANA time-zone name ("Europe/Berlin", "UTC"). */
/** A time zone's canonical name, for one isTimeZone accepts. */
export function canonicalTimeZone(name: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
