import { createHash } from 'node:crypto';
import { articleLanguage } from './language.js';
import type { RawItem } from '../../plugins/sdk/index.js';
import type { NormalisedArticle } from '../modules/news/normalised-article.js';
import { canonicalUrl, parseHttpUrl, withoutTracking } from './canonical-url.js';
import { htmlToText, sanitizeArticleHtml, titleToText } from './sanitize.js';
import { cutText } from '../../contracts/text-constants.js';
import { storableText } from '../db/storable.js';
import { withoutNonXmlCharacters } from '../xml-characters.js';

export type { NormalisedArticle };

export interface NormaliseContext {
  sourceId: number;
  sourceName: string;
  sourceCategories: string[];
  ownHost: string;
  now: Date;
  /** Guids (as articleGuid gives them) whose items are keyed by guid although they have a link: see item-keys.ts. */
  guidKeyed?: ReadonlySet<string>;
}

const MAX_TITLE = 300;
/** An item without a title takes the start of its text: 14 words, or this much of a text without spaces (Chinese, Japanese). */
const MAX_FALLBACK_TITLE = 120;

/** A line of text to show: a lone surrogate becomes U+FFFD (a sign something was there), control characters go. */
const printable = (text: string) => withoutNonXmlCharacters(storableText(text));
const MAX_TEXT = 200_000;

function cleanTitle(raw: string | undefined, fallbackText: string | null): string | null {
  // Read only as much as a title can use: itemKey runs this for every item on the event loop.
  // Control characters and the like are dropped: a title of nothing else is no title.
  const fromTitle = raw ? printable(titleToText(raw.slice(0, MAX_TITLE * 10))).replace(/\s+/g, ' ').trim() : '';
  const title = fromTitle || (fallbackText ? cutText(firstWords(fallbackText, 14), MAX_FALLBACK_TITLE) : '');
  if (!title) return null;
  return cutText(title, MAX_TITLE);
}

/** An item's own title as it would be stored (none when it has none: no fallback from its text). */
export function itemTitle(item: RawItem): string | null {
  return cleanTitle(item.title, null);
}

function firstWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}

// No web feed carries news from before this: a date earlier is a feed's placeholder for none (the
// Unix epoch, year 1), and read as given it sank the story below every other in every list.
const EARLIEST_DATE = Date.UTC(1995, 0, 1);

/** Feed dates become UTC; a missing, unreadable or placeholder date is the fetch time; a future one is clamped to now. */
export function normaliseDate(value: Date | string | undefined, now: Date): Date {
  const date = value instanceof Date ? value : value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()) || date.getTime() < EARLIEST_DATE) return now;
  return date.getTime() > now.getTime() ? now : date;
}

/** The guid an item's article is stored with (trimmed, cut to fit, made storable); null when it has none. */
export function articleGuid(item: RawItem): string | null {
  const guid = item.guid?.trim().slice(0, 1000);
  return guid ? storableText(guid) : null;
}

/** The key of an item by the source's own identifier (or its title), within that source. */
export function sourceKey(item: RawItem, sourceId: number, title: string): string {
  const id = item.guid?.trim() || title;
  return `urn:alphawire:${sourceId}:${createHash('sha256').update(id).digest('hex').slice(0, 32)}`;
}

const linkOf = (item: RawItem) => parseHttpUrl(item.url) ?? parseHttpUrl(item.guid);

/** The canonical form of an item's link (or of a guid that is a web address); null when it has neither. */
export function linkKey(item: RawItem): string | null {
  const url = linkOf(item);
  return url && canonicalUrl(url);
}

type KeyContext = Pick<NormaliseContext, 'sourceId' | 'guidKeyed'>;

// A link keys the article (so the same story from two sources is stored once), unless items of
// this source with other guids share it: then the source's own identifier does, as without a link.
function isGuidKeyed(item: RawItem, context: KeyContext): boolean {
  const guid = articleGuid(item);
  return guid !== null && context.guidKeyed?.has(guid) === true;
}

function keyFor(item: RawItem, url: URL | null, title: string, context: KeyContext): string {
  return url && !isGuidKeyed(item, context) ? canonicalUrl(url) : sourceKey(item, context.sourceId, title);
}

/**
 * The key normaliseItem will give an item, worked out without sanitising its content, so items
 * already stored can be skipped before the costly part; null when only the content could name it.
 */
export function itemKey(item: RawItem, context: KeyContext): string | null {
  const url = linkOf(item);
  if (url && !isGuidKeyed(item, context)) return canonicalUrl(url);
  const title = cleanTitle(item.title, null);
  if (!item.guid?.trim() && !title) return null;
  return sourceKey(item, context.sourceId, title ?? '');
}

function cleanCategories(values: string[] | undefined, extra: string[]): string[] {
  const all = [...(values ?? []), ...extra].map((c) => c.trim().toLowerCase()).filter((c) => c.length > 0 && c.length <= 40);
  return [...new Set(all)].slice(0, 20);
}

/** Turns one raw item into a storable article, or null when it has neither a title nor any text. */
export function normaliseItem(item: RawItem, context: NormaliseContext): NormalisedArticle | null {
  const found = linkOf(item);
  const url = found && withoutTracking(found);
  const sanitizeOptions = { baseUrl: url?.toString() ?? null, ownHost: context.ownHost };
  const rawHtml = item.contentHtml ?? item.summaryHtml ?? '';
  const content = rawHtml ? sanitizeArticleHtml(rawHtml, sanitizeOptions) : '';
  const text = content ? htmlToText(content).slice(0, MAX_TEXT) : '';
  const title = cleanTitle(item.title, text || null);
  if (!title) return null;
  return {
    guid: articleGuid(item),
    url: url?.toString() ?? null,
    canonicalUrl: keyFor(item, url, title, context),
    originalSource: item.originalSource ?? true,
    title,
    content: content || null,
    contentText: text || null,
    fullText: item.fullText === true && content !== '',
    author: item.author ? printable(htmlToText(item.author)).trim().slice(0, 200) || null : null,
    imageUrl: parseHttpUrl(item.imageUrl, url?.toString())?.toString() ?? null,
    language: articleLanguage({ declared: item.language, title, text }),
    publishedAt: normaliseDate(item.publishedAt, context.now),
    sourceName: (item.publisher && printable(item.publisher).trim().slice(0, 200)) || context.sourceName,
    categories: cleanCategories(item.categories, context.sourceCategories),
    entities: item.entities?.length ? item.entities : null,
    providerSentiment: typeof item.providerSentiment === 'number' ? item.providerSentiment : null,
    votes: item.votes ?? null,
  };
}
