import { createHash } from 'node:crypto';
import { hasMutes, type Mutes, NO_MUTES } from '../../../contracts/mutes.js';
import type { NewsDetail, NewsList, NewsQuery } from '../../../contracts/news.js';
import { createCache } from '../../cache.js';
import { NotFoundError } from '../../errors.js';
import { foldSymbols } from '../../plugin-host/assets.js';
import type { FeedFilter, FeedRepository, PageStart, SortKey } from './feed-repository.js';
import { presentNewsDetail, presentNewsItem } from './presenter.js';

/**
 * How long a total or page mark may be served from memory. New articles do not clear them:
 * during an ingest every stored batch made each filter's total be counted again (a search's or a
 * topic's count costs more than its page), and that recounting was the largest cost of serving
 * while ingesting (bench/load.ts: p99 277 to 141 ms at 500 req/s, docs/operations.md). A page
 * never shows a total below what it holds.
 */
export const SCAN_CACHE_MS = 15_000;
/** How long a page may be served from memory, unless articles change first. */
export const PAGE_CACHE_MS = 2_000;
/** Entries at most: totals and marks are numbers, a page of 100 anonymous items is ~100 KB. */
const SCAN_CACHE_SIZE = 1_000;
const PAGE_CACHE_SIZE = 100;
/** Rows between two remembered page starts. */
const PAGE_MARK_EVERY = 1_000;
/**
 * Kept answers are cleared for new or changed articles at most this often. An ingest stores dozens
 * of batches a second; clearing on each made nearly every feed request read (and count) the table
 * while it was being written, which took p99 from tens of milliseconds to seconds (bench/load.ts).
 */
export const CLEAR_AT_MOST_EVERY_MS = 500;

export interface NewsService {
  /**
   * One page of the feed (lists carry no full text): the same for every reader with the same
   * mutes (docs/product.md#mutes); none for the signed-out.
   */
  list(query: NewsQuery, mutes?: Mutes): Promise<NewsList>;
  /** One article with its full content and the story's other sources. */
  get(id: number): Promise<NewsDetail>;
  /** New or changed articles (stored, scored, summarised, full text read): kept pages are cleared. */
  articlesChanged(): void;
}

export interface NewsServiceOptions {
  now?: () => number;
  markEvery?: number;
  /** 0 turns the page cache off. */
  pageCacheMs?: number;
  /** Folds a ticker filter's aliases (XBT → BTC), as enrichment stored the articles' tickers. */
  canonicalSymbol?: (symbol: string) => string;
}

/**
 * Runs a clearing at once when the last ran `everyMs` or more ago, else once when that time is up:
 * a burst of changes costs one clearing a period, and no change waits longer than a period to show.
 */
function throttled(clear: () => void, everyMs: number): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let pending = false;
  const run = () => {
    last = performance.now();
    clear();
  };
  return () => {
    if (pending) return;
    const wait = last + everyMs - performance.now();
    if (wait <= 0) return run();
    pending = true;
    // Unref'd: a clearing still to come must not keep a stopping process alive.
    setTimeout(() => {
      pending = false;
      run();
    }, wait).unref();
  };
}

function filterOf(query: NewsQuery, mutes: Mutes, canonical: (symbol: string) => string): FeedFilter {
  return {
    topic: query.topic === 'all' ? undefined : query.topic,
    q: query.q,
    // Sorted again after folding: the cache key reads the list as it is.
    tickers: query.ticker && foldSymbols(query.ticker, canonical),
    sentiment: query.sentiment,
    minImportance: query.minImportance,
    sourceId: query.source,
    since: query.since,
    languages: query.language,
    mutes: hasMutes(mutes) ? mutes : undefined,
  };
}

/**
 * The part of a cache key that the mutes make: empty without any (such readers share the public
 * answers), else a digest of the lists as they match. Kept answers are found by what was muted,
 * never by who asked, so one member's mutes cannot shape another's page.
 */
function mutesKey(mutes: Mutes | undefined): string {
  if (!mutes) return '';
  const keywords = mutes.keywords.map((k) => k.toLowerCase()).sort();
  return createHash('sha256').update(JSON.stringify([mutes.sources, keywords, mutes.tickers])).digest('base64url');
}

/** The public feed and article reads. */
export function createNewsService(feed: FeedRepository, options: NewsServiceOptions = {}): NewsService {
  const { now = Date.now, markEvery = PAGE_MARK_EVERY, pageCacheMs = PAGE_CACHE_MS, canonicalSymbol = (symbol: string) => symbol } = options;
  // Counting a large filtered table on every page request would cost more than the page itself;
  // a total a few seconds old is good enough for "N articles" and hasMore near the end.
  const counts = createCache<number>({ ttlMs: SCAN_CACHE_MS, size: SCAN_CACHE_SIZE, now });
  // A deep page starts from the sort key of the row at the last multiple of markEvery before it,
  // so it scans at most markEvery index entries instead of everything above it. Like the totals,
  // the marks may trail the table by a few seconds, which moves a deep page by as many rows as
  // arrived meanwhile, as an OFFSET between two page loads does anyway.
  const marks = createCache<SortKey | null>({ ttlMs: SCAN_CACHE_MS, size: SCAN_CACHE_SIZE, now });
  // Every visitor of the home page asks for the same first page: under load most of them get the
  // answer a request of the last moments read. Any new or changed article clears it.
  const pages = createCache<NewsList>({ ttlMs: pageCacheMs, size: PAGE_CACHE_SIZE, now });
  const clearPages = throttled(() => pages.clear(), CLEAR_AT_MOST_EVERY_MS);
  // Every part of the filter, so no two filters share an answer (tickers come sorted from the contract).
  const filterKey = (filter: FeedFilter) =>
    [filter.topic, filter.q?.toLowerCase(), filter.tickers?.join(','), filter.sentiment, filter.minImportance, filter.sourceId, filter.since?.toISOString(), filter.languages?.join(','), mutesKey(filter.mutes)]
      .map((part) => part ?? '')
      .join('|');

  async function pageStart(filter: FeedFilter, sort: NewsQuery['sort'], offset: number): Promise<PageStart> {
    const mark = Math.floor(offset / markEvery) * markEvery;
    if (mark === 0) return { after: null, skip: offset };
    const after = await marks.get(`${sort}|${mark}|${filterKey(filter)}`, () => feed.keyAt(filter, sort, mark - 1));
    // Past the end of the list: an empty page either way.
    return after ? { after, skip: offset - mark } : { after: null, skip: offset };
  }

  async function readPage(query: NewsQuery, filter: FeedFilter): Promise<NewsList> {
    const offset = (query.page - 1) * query.limit;
    // One row more than the page: whether another page follows is read, not worked out from a
    // total that may be cached from before the newest articles.
    const [rows, total] = await Promise.all([
      pageStart(filter, query.sort, offset).then((start) => feed.page(filter, query.sort, query.limit + 1, start)),
      counts.get(filterKey(filter), () => feed.count(filter)),
    ]);
    const hasMore = rows.length > query.limit;
    const items = rows.slice(0, query.limit).map(presentNewsItem);
    // Never fewer than this page and the one row seen after it.
    const totalCount = items.length > 0 ? Math.max(total, offset + items.length + (hasMore ? 1 : 0)) : total;
    return { items, totalCount, hasMore };
  }

  return {
    /** One page of the feed, the same for every reader with the same mutes (lists carry no full text). */
    list(query: NewsQuery, mutes: Mutes = NO_MUTES): Promise<NewsList> {
      const filter = filterOf(query, mutes, canonicalSymbol);
      if (pageCacheMs === 0) return readPage(query, filter);
      const key = `${query.sort}|${query.page}|${query.limit}|${filterKey(filter)}`;
      return pages.get(key, () => readPage(query, filter));
    },

    /** One article with its full content and the story's other sources. */
    async get(id: number): Promise<NewsDetail> {
      const row = await feed.findById(id);
      if (!row) throw new NotFoundError('News item not found');
      const related = row.cluster_id ? await feed.storySiblings(row.cluster_id, row.id) : [];
      return presentNewsDetail(row, related);
    },

    articlesChanged(): void {
      clearPages();
    },
  };
}
