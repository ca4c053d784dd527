import { createHash } from 'node:crypto';
import { articleLanguage } from './language.js';
import type { RawItem } from '../../plugins/sdk/index.js';
import type { NormalisedArticle } from '../modules/news/normalised-article.js';
import { canonicalUrl, parseHttpUrl, withoutTracking } from './canonical-url.js';
import { htmlToText, sanitizeArticleHtml } from './sanitize.js';
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
  const fromTitle = raw ? printable(htmlToText(raw.slice(0, MAX_TITLE * 10))).replace(/\s+/g, ' ').trim() : '';
  const title = fromTitle || (fallbackText ? cutText(firstWords(fallbackText, 14), MAX_FALLBACK_TITLE) : '');
  if (!title) return null;
  return cutText(title, MAX_TITLE);
}

function firstWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}

/** Feed dates become UTC; a missing or unreadable date is the fetch time; a future one is clamped to now. */
export function normaliseDate(value: Date | string | undefined, now: Date): Date {
  const date = value instanceof Date ? value : value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return now;
  return date.getTime() > now.getTime() ? now : date;
}

function keyFor(item: RawItem, url: URL | null, sourceId: number, title: string): string {
  if (url) return canonicalUrl(url);
  // No usable link: the source's own identifier (or the title) keys the article within that source.
  const id = item.guid?.trim() || title;
  return `urn:alphawire:${sourceId}:${createHash('sha256').update(id).digest('hex').slice(0, 32)}`;
}

/**
 * The key normaliseItem will give an item, worked out without sanitising its content, so items
 * already stored can be skipped before the costly part; null when only the content could name it.
 */
export function itemKey(item: RawItem, sourceId: number): string | null {
  const url = parseHttpUrl(item.url) ?? parseHttpUrl(item.guid);
  if (url) return canonicalUrl(url);
  const title = cleanTitle(item.title, null);
  if (!item.guid?.trim() && !title) return null;
  return keyFor(item, null, sourceId, title ?? '');
}

function cleanCategories(values: string[] | undefined, extra: string[]): string[] {
  const all = [...(values ?? []), ...extra].map((c) => c.trim().toLowerCase()).filter((c) => c.length > 0 && c.length <= 40);
  return [...new Set(all)].slice(0, 20);
}

/** Turns one raw item into a storable article, or null when it has neither a title nor any text. */
export function normaliseItem(item: RawItem, context: NormaliseContext): NormalisedArticle | null {
  const found = parseHttpUrl(item.url) ?? parseHttpUrl(item.guid);
  const url = found && withoutTracking(found);
  const sanitizeOptions = { baseUrl: url?.toString() ?? null, ownHost: context.ownHost };
  const rawHtml = item.contentHtml ?? item.summaryHtml ?? '';
  const content = rawHtml ? sanitizeArticleHtml(rawHtml, sanitizeOptions) : '';
  const text = content ? htmlToText(content).slice(0, MAX_TEXT) : '';
  const title = cleanTitle(item.title, text || null);
  if (!title) return null;
  return {
    guid: item.guid?.trim().slice(0, 1000) || null,
    url: url?.toString() ?? null,
    canonicalUrl: keyFor(item, url, context.sourceId, title),
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
