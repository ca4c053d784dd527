import { generateAtomFeed, generateJsonFeed, generateRssFeed } from 'feedsmith';
import { UNDETERMINED_LANGUAGE } from '../../../contracts/languages-constants.js';
import type { FeedFormat } from '../../../contracts/feeds-out.js';
import type { NewsItem } from '../../../contracts/news.js';
import { escapeHtml } from '../../escape-html.js';
import { withoutNonXmlCharacters } from '../../xml-characters.js';

/** What a feed says of itself: its name, its own address and the page it mirrors. */
export interface FeedMeta {
  title: string;
  description: string;
  /** This feed's own URL (RSS atom:link, Atom rel=self, JSON Feed feed_url). */
  selfUrl: string;
  /** The app's page showing the same list. */
  pageUrl: string;
  /** The app's address, for each article's page (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * The taxonomies of an item's categories (RSS `domain`, Atom `scheme`): readers show topics and
 * tickers as tags, and a script tells the scores apart by these names (docs/product.md#feeds-out).
 */
export const CATEGORY_SCHEMES = {
  topic: 'urn:alphawire:topic',
  ticker: 'urn:alphawire:ticker',
  sentiment: 'urn:alphawire:sentiment',
  aiScore: 'urn:alphawire:ai-score',
} as const;

// Dropped from every format, JSON too, so that they all say the same. Ingestion drops them from
// titles since 28 Nov 2026; articles stored before may still hold them.
const clean = withoutNonXmlCharacters;
/** An entry with no title is invalid Atom and RSS; one whose title was only such characters gets this. */
const NO_TITLE = 'Untitled';
/** Atom requires an author's name (RFC 4287 §3.2.1) and JSON Feed an author's name, URL or avatar. */
const NO_SOURCE = 'Unknown source';

/** Text with the characters XML forbids dropped; '' when nothing else was left. */
const cleanLine = (text: string) => clean(text).trim();
const cleanList = (texts: string[]) => texts.map(cleanLine).filter(Boolean);

/**
 * The article's link as a reader may follow it: an http(s) URL written by the URL standard (a
 * space, quote or angle bracket percent-encoded), or none. Ingestion stores only such links; a row
 * written another way must not make the whole document unreadable.
 */
function linkOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(clean(url));
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

interface Entry {
  /** The article's page on this app: the item's permanent id. */
  page: string;
  /** Where a reader goes: the original story when known, else the article's page. */
  link: string;
  title: string;
  /** The one-minute summary, plain text. */
  summary: string | undefined;
  /** The source's teaser, sanitised HTML as stored. */
  teaser: string | undefined;
  date: Date;
  source: string;
  topics: string[];
  tickers: string[];
  sentiment: NewsItem['sentiment'];
  sentimentNote: string | null;
  /** ISO 639-1; undefined when too short to tell. */
  language: string | undefined;
  aiScore: number | null;
}

function entryOf(item: NewsItem, publicUrl: string): Entry {
  const page = `${publicUrl}/news/${item.id}`;
  return {
    page,
    link: linkOf(item.url) ?? page,
    title: cleanLine(item.title) || NO_TITLE,
    summary: item.one_minute_summary ? clean(item.one_minute_summary) : undefined,
    teaser: item.content ? clean(item.content) : undefined,
    date: new Date(item.published_at),
    source: cleanLine(item.source) || NO_SOURCE,
    topics: cleanList(item.categories),
    tickers: cleanList(item.tickers),
    sentiment: item.sentiment,
    sentimentNote: item.sentiment_note,
    language: item.language === UNDETERMINED_LANGUAGE ? undefined : item.language,
    aiScore: item.aiScore,
  };
}


interface Category {
  name: string;
  scheme: string;
}

function categoriesOf(entry: Entry): Category[] {
  return [
    ...entry.topics.map((name) => ({ name, scheme: CATEGORY_SCHEMES.topic })),
    ...entry.tickers.map((name) => ({ name, scheme: CATEGORY_SCHEMES.ticker })),
    ...(entry.sentiment ? [{ name: entry.sentiment, scheme: CATEGORY_SCHEMES.sentiment }] : []),
    ...(entry.aiScore === null ? [] : [{ name: String(entry.aiScore), scheme: CATEGORY_SCHEMES.aiScore }]),
  ];
}

/** The newest item's time, none for an empty list. */
export function newestOf(items: NewsItem[]): Date | undefined {
  return items.length > 0 ? new Date(Math.max(...items.map((item) => Date.parse(item.published_at)))) : undefined;
}

const CDATA_START = '<![CDATA[';
const CDATA_END = ']]>';
/** The line break and indentation feedsmith writes after a CDATA section, before the next tag. */
const PADDING_AFTER = /\n *(?=<)/y;

/**
 * The XML without the line breaks and indentation feedsmith puts around each CDATA section (text
 * holding &, < or >): inside the element they are part of its text, so a link or an Atom id with a
 * query string, and any title such as "S&P 500", came out as "\n    https://…\n  " to a reader that
 * does not trim (RFC 4287 compares ids character by character). Only padding outside the sections
 * goes: a summary that itself holds ">", a line break and "<![CDATA[" keeps them. A section cannot
 * hold "]]>" (feedsmith splits it), so the first one after a start is that section's end.
 */
function withoutCdataPadding(xml: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const start = xml.indexOf(CDATA_START, at);
    const end = start < 0 ? -1 : xml.indexOf(CDATA_END, start + CDATA_START.length);
    if (end < 0) return out + xml.slice(at);
    out += xml.slice(at, start).replace(/>\n *$/, '>') + xml.slice(start, end + CDATA_END.length);
    PADDING_AFTER.lastIndex = end + CDATA_END.length;
    at = PADDING_AFTER.test(xml) ? PADDING_AFTER.lastIndex : end + CDATA_END.length;
  }
}

function rss(meta: FeedMeta, entries: Entry[], updated: Date): string {
  return generateRssFeed({
    title: meta.title,
    link: meta.pageUrl,
    description: meta.description,
    lastBuildDate: updated,
    atom: { links: [{ href: meta.selfUrl, rel: 'self', type: 'application/rss+xml' }] },
    items: entries.map((entry) => ({
      title: entry.title,
      link: entry.link,
      // A description is HTML by RSS habit: the summary's text escaped, or the teaser as it is.
      description: entry.summary === undefined ? entry.teaser : escapeHtml(entry.summary),
      pubDate: entry.date,
      guid: { value: entry.page, isPermaLink: true },
      categories: categoriesOf(entry).map(({ name, scheme }) => ({ name, domain: scheme })),
      dc: { creators: [entry.source] },
    })),
  });
}

function atom(meta: FeedMeta, entries: Entry[], updated: Date): string {
  return generateAtomFeed({
    id: meta.selfUrl,
    title: { value: meta.title, type: 'text' },
    subtitle: { value: meta.description, type: 'text' },
    updated,
    links: [
      { href: meta.selfUrl, rel: 'self', type: 'application/atom+xml' },
      { href: meta.pageUrl, rel: 'alternate', type: 'text/html' },
    ],
    entries: entries.map((entry) => ({
      id: entry.page,
      title: { value: entry.title, type: 'text' },
      summary: entry.summary === undefined ? undefined : { value: entry.summary, type: 'text' },
      content: entry.teaser === undefined ? undefined : { value: entry.teaser, type: 'html' },
      updated: entry.date,
      published: entry.date,
      authors: [{ name: entry.source }],
      links: [
        { href: entry.link, rel: 'alternate', type: 'text/html' },
        ...(entry.link === entry.page ? [] : [{ href: entry.page, rel: 'related', type: 'text/html' }]),
      ],
      categories: categoriesOf(entry).map(({ name, scheme }) => ({ term: name, scheme })),
    })),
  });
}

function json(meta: FeedMeta, entries: Entry[]): string {
  // feedsmith types its answer unknown: it is the JSON Feed object, with its items when there are any.
  const feed = generateJsonFeed({
    title: meta.title,
    description: meta.description,
    home_page_url: meta.pageUrl,
    feed_url: meta.selfUrl,
    items: entries.map((entry) => ({
      id: entry.page,
      url: entry.link,
      title: entry.title,
      summary: entry.summary,
      // JSON Feed asks for one of the two contents.
      content_html: entry.teaser,
      content_text: entry.teaser === undefined ? (entry.summary ?? entry.title) : undefined,
      date_published: entry.date,
      authors: [{ name: entry.source }],
      tags: [...entry.topics, ...entry.tickers],
      language: entry.language,
      // JSON Feed's extension object: keys starting with an underscore are a publisher's own.
      _alphawire: { page: entry.page, source: entry.source, topics: entry.topics, tickers: entry.tickers, sentiment: entry.sentiment, sentimentNote: entry.sentimentNote, aiScore: entry.aiScore },
    })),
  }) as { items?: unknown[] };
  // feedsmith leaves an empty list out, and JSON Feed 1.1 requires it.
  return JSON.stringify({ ...feed, items: feed.items ?? [] });
}

const WRITERS: Record<FeedFormat, (meta: FeedMeta, entries: Entry[], updated: Date) => string> = {
  rss: (...args) => withoutCdataPadding(rss(...args)),
  atom: (...args) => withoutCdataPadding(atom(...args)),
  json,
};

/** The items as one feed document in the format asked for, `updated` its own time (RSS lastBuildDate, Atom updated). */
export function presentFeed(format: FeedFormat, meta: FeedMeta, items: NewsItem[], updated: Date): string {
  // The title carries the search words as the URL gave them.
  return WRITERS[format]({ ...meta, title: clean(meta.title) }, items.map((item) => entryOf(item, meta.publicUrl)), updated);
}

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};
