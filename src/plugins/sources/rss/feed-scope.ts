import type { RawItem } from '../../sdk/index.js';

/** What a feed lends its items: the base for relative links, a language and an author. */
export interface FeedScope {
  base: string | undefined;
  language: string | undefined;
  author: string | undefined;
}

/** A feed's metadata and its items, not yet checked (titles, identities, duplicates). */
export interface MappedFeed {
  title: string | undefined;
  siteUrl: string | undefined;
  items: RawItem[];
}

/** Trimmed, de-duplicated category names, empty ones dropped. */
export function cleanCategories(names: Array<string | undefined>): string[] | undefined {
  const unique = [...new Set(names.map((name) => name?.trim()).filter((name): name is string => Boolean(name)))];
  return unique.length > 0 ? unique : undefined;
}

/** Whitespace collapsed; undefined when nothing is left. */
export function cleanText(value: string | undefined): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text || undefined;
}
