import type { JsonFeed } from 'feedsmith';
import type { RawItem } from '../../sdk/index.js';
import { parseFeedDate } from './dates.js';
import { cleanCategories, cleanText, type FeedScope, type MappedFeed } from './feed-scope.js';
import { textToHtml } from './html-text.js';
import { isImage } from './media.js';
import { firstHttpUrl, httpUrl } from './urls.js';

type Item = JsonFeed.Item<string>;

function jsonItem(item: Item, scope: FeedScope): RawItem {
  const content = item.content_html ?? (item.content_text ? textToHtml(item.content_text) : undefined);
  const attachment = item.attachments?.find((candidate) => isImage(candidate.mime_type))?.url;
  return {
    guid: cleanText(item.id === undefined ? undefined : String(item.id)),
    url: httpUrl(item.url, scope.base) ?? httpUrl(item.external_url, scope.base),
    title: cleanText(item.title),
    contentHtml: content ?? item.summary,
    summaryHtml: content ? item.summary : undefined,
    author: cleanText(item.authors?.[0]?.name) ?? scope.author,
    imageUrl: firstHttpUrl([item.image, item.banner_image, attachment], scope.base),
    publishedAt: parseFeedDate(item.date_published ?? item.date_modified),
    categories: cleanCategories(item.tags ?? []),
    language: cleanText(item.language) ?? scope.language,
  };
}

/** JSON Feed 1.0/1.1 items as RawItems; feedsmith already maps 1.0's author to authors. */
export function mapJson(feed: JsonFeed.Feed<string>, documentUrl: string): MappedFeed {
  const siteUrl = httpUrl(feed.home_page_url, documentUrl);
  const scope: FeedScope = { base: siteUrl ?? documentUrl, language: cleanText(feed.language), author: cleanText(feed.authors?.[0]?.name) };
  return { title: cleanText(feed.title), siteUrl, items: (feed.items ?? []).map((item) => jsonItem(item, scope)) };
}
