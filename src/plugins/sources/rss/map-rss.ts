import type { RdfFeed, RssFeed } from 'feedsmith';
import type { RawItem } from '../../sdk/index.js';
import { parseFeedDate } from './dates.js';
import { cleanCategories, cleanText, type FeedScope, type MappedFeed } from './feed-scope.js';
import { isImage, mediaImage } from './media.js';
import { firstHttpUrl, httpUrl, resolveBase } from './urls.js';

type RssItem = RssFeed.Item<string>;
type RdfItem = RdfFeed.Item<string>;

function rssItem(item: RssItem, scope: FeedScope): RawItem {
  const base = resolveBase(item.xml?.base, scope.base);
  const encoded = item.content?.encoded;
  const enclosure = item.enclosures?.find((candidate) => isImage(candidate.type))?.url;
  return {
    guid: cleanText(item.guid?.value),
    url: httpUrl(item.link, base),
    title: cleanText(item.title ?? item.dc?.titles?.[0]),
    contentHtml: encoded ?? item.description,
    summaryHtml: encoded ? item.description : undefined,
    author: cleanText(item.authors?.[0]?.name ?? item.dc?.creators?.[0]) ?? scope.author,
    imageUrl: firstHttpUrl([enclosure, mediaImage(item.media)], base),
    publishedAt: parseFeedDate(item.pubDate ?? item.dc?.dates?.[0]),
    categories: cleanCategories([...(item.categories ?? []).map((category) => category.name), ...(item.dc?.subjects ?? [])]),
    language: cleanText(item.dc?.languages?.[0] ?? item.xml?.lang) ?? scope.language,
  };
}

function rdfItem(item: RdfItem, scope: FeedScope): RawItem {
  const base = resolveBase(item.xml?.base, scope.base);
  const encoded = item.content?.encoded;
  return {
    guid: cleanText(item.rdf?.about ?? item.link),
    url: httpUrl(item.link ?? item.rdf?.about, base),
    title: cleanText(item.title ?? item.dc?.titles?.[0]),
    contentHtml: encoded ?? item.description,
    summaryHtml: encoded ? item.description : undefined,
    author: cleanText(item.dc?.creators?.[0]) ?? scope.author,
    imageUrl: firstHttpUrl([mediaImage(item.media)], base),
    publishedAt: parseFeedDate(item.dc?.dates?.[0]),
    categories: cleanCategories(item.dc?.subjects ?? []),
    language: cleanText(item.dc?.languages?.[0] ?? item.xml?.lang) ?? scope.language,
  };
}

/** RSS 0.9x/2.0 items as RawItems, links resolved against xml:base, the channel link or the feed URL. */
export function mapRss(feed: RssFeed.Feed<string>, documentUrl: string): MappedFeed {
  const siteUrl = httpUrl(feed.link, documentUrl);
  const scope: FeedScope = {
    base: resolveBase(feed.xml?.base, siteUrl ?? documentUrl),
    language: cleanText(feed.language ?? feed.dc?.languages?.[0] ?? feed.xml?.lang),
    author: cleanText(feed.dc?.creators?.[0]),
  };
  return { title: cleanText(feed.title), siteUrl, items: (feed.items ?? []).map((item) => rssItem(item, scope)) };
}

/** RSS 1.0 (RDF) items as RawItems; an item's rdf:about is its identity. */
export function mapRdf(feed: RdfFeed.Feed<string>, documentUrl: string): MappedFeed {
  const siteUrl = httpUrl(feed.link, documentUrl);
  const scope: FeedScope = {
    base: resolveBase(feed.xml?.base, siteUrl ?? documentUrl),
    language: cleanText(feed.dc?.languages?.[0] ?? feed.xml?.lang),
    author: cleanText(feed.dc?.creators?.[0]),
  };
  return { title: cleanText(feed.title), siteUrl, items: (feed.items ?? []).map((item) => rdfItem(item, scope)) };
}
