import type { RawItem } from '../../sdk/index.js';
import { firstWords, htmlToPlainText } from './html-text.js';
import { httpUrl } from './urls.js';

const DERIVED_TITLE_WORDS = 14;

// No link: a guid that is itself a web address serves as the link. With neither, the item has no
// stable identity (a title changes when edited), so a re-fetch could not be recognised: skipped.
function withIdentity(item: RawItem): RawItem | null {
  if (item.url) return item;
  const url = httpUrl(item.guid, undefined);
  if (url) return { ...item, url };
  return item.guid ? item : null;
}

// No title: the first words of the text stand in, as a reader would skim them. No text either: skipped.
function withTitle(item: RawItem): RawItem | null {
  if (item.title) return item;
  const text = htmlToPlainText(item.contentHtml ?? item.summaryHtml ?? '');
  return text ? { ...item, title: firstWords(text, DERIVED_TITLE_WORDS) } : null;
}

/**
 * Applies the rules every feed item passes before it leaves the plugin: an identity, a title, and
 * each guid once (the first wins). Returns the kept items and how many were skipped.
 */
export function finishItems(items: RawItem[]): { items: RawItem[]; skipped: number } {
  const seen = new Set<string>();
  const kept: RawItem[] = [];
  for (const raw of items) {
    const identified = withIdentity(raw);
    const item = identified && withTitle(identified);
    const key = item?.guid ?? item?.url;
    if (!item || !key || seen.has(key)) continue;
    seen.add(key);
    kept.push(item);
  }
  return { items: kept, skipped: items.length - kept.length };
}
