import type { AtomFeed } from 'feedsmith';
import type { RawItem } from '../../sdk/index.js';
import { parseFeedDate } from './dates.js';
import { cleanCategories, cleanText, type FeedScope, type MappedFeed } from './feed-scope.js';
import { htmlToPlainText } from './html-text.js';
import { isImage, mediaImage } from './media.js';
import { firstHttpUrl, httpUrl, resolveBase } from './urls.js';

type Entry = AtomFeed.Entry<string>;
type Link = AtomFeed.Link<string>;

/** The page an entry or feed points readers to: an HTML alternate link first, else any alternate. */
function alternateLink(links: Link[] | undefined, base: string | undefined): string | undefined {
  const alternates = (links ?? []).filter((link) => !link.rel || link.rel === 'alternate');
  const page = alternates.find((link) => !link.type || link.type.includes('html')) ?? alternates[0];
  return httpUrl(page?.href, base);
}

// Atom titles may be HTML ("<b>Fed</b> holds"); a title is plain text everywhere else.
function plainTitle(text: AtomFeed.Text | undefined): string | undefined {
  if (!text) return undefined;
  return text.type === 'html' || text.type === 'xhtml' ? htmlToPlainText(text.value) : text.value;
}

function atomItem(entry: Entry, scope: FeedScope): RawItem {
  const base = resolveBase(entry.xml?.base, scope.base);
  const content = entry.content?.value;
  const summary = entry.summary?.value;
  const enclosure = entry.links?.find((link) => link.rel === 'enclosure' && isImage(link.type))?.href;
  return {
    guid: cleanText(entry.id),
    url: alternateLink(entry.links, base),
    title: cleanText(plainTitle(entry.title)),
    contentHtml: content ?? summary,
    summaryHtml: content ? summary : undefined,
    author: cleanText(entry.authors?.[0]?.name ?? entry.dc?.creators?.[0]) ?? scope.author,
    imageUrl: firstHttpUrl([enclosure, mediaImage(entry.media)], base),
    publishedAt: parseFeedDate(entry.published ?? entry.updated ?? entry.dc?.dates?.[0]),
    categories: cleanCategories((entry.categories ?? []).map((category) => category.label ?? category.term)),
    language: cleanText(entry.xml?.lang) ?? scope.language,
  };
}

/** Atom 0.3/1.0 entries as RawItems; feedsmith already maps 0.3's issued/modified to published/updated. */
export function mapAtom(feed: AtomFeed.Feed<string>, documentUrl: string): MappedFeed {
  const base = resolveBase(feed.xml?.base, documentUrl);
  const siteUrl = alternateLink(feed.links, base);
  const scope: FeedScope = {
    base: feed.xml?.base ? base : (siteUrl ?? documentUrl),
    language: cleanText(feed.xml?.lang),
    author: cleanText(feed.authors?.[0]?.name),
  };
  return { title: cleanText(plainTitle(feed.title)), siteUrl, items: (feed.entries ?? []).map((entry) => atomItem(entry, scope)) };
}
