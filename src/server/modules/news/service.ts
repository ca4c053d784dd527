import type { NewsDetail, NewsList, NewsQuery } from '../../../contracts/news.js';
import { NotFoundError } from '../../errors.js';
import type { FeedFilter, FeedRepository, PageStart, SortKey } from './feed-repository.js';
import { presentNewsDetail, presentNewsItem } from './presenter.js';

const CACHE_TTL_MS = 15_000;
const CACHE_SIZE = 1_000;
/** Rows between two remembered page starts. */
const PAGE_MARK_EVERY = 1_000;

export type NewsService = ReturnType<typeof createNewsService>;

/** A few seconds' memory of answers that cost a scan of the whole (filtered) table. */
function createScanCache<T>(now: () => number) {
  const entries = new Map<string, { value: T; at: number }>();
  return {
    async get(key: string, compute: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && now() - cached.at < CACHE_TTL_MS) return cached.value;
      const value = await compute();
      // Searches are many and varied: the cache keeps the most recent ones only.
      if (entries.size >= CACHE_SIZE) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, at: now() });
      return value;
    },
    clear: () => entries.clear(),
  };
}

/** The public feed and article reads. */
export function createNewsService(feed: FeedRepository, now: () => number = Date.now, markEvery = PAGE_MARK_EVERY) {
  // Counting a large filtered table on every page request would cost more than the page itself;
  // a total a few seconds old is good enough for "N articles" and hasMore near the end.
  const counts = createScanCache<number>(now);
  // A deep page starts from the sort key of the row at the last multiple of markEvery before it,
  // so it scans at most markEvery index entries instead of everything above it. Like the totals,
  // the marks may trail the table by a few seconds, which moves a deep page by as many rows as
  // arrived meanwhile, as an OFFSET between two page loads does anyway.
  const marks = createScanCache<SortKey | null>(now);
  const filterKey = (filter: FeedFilter) => `${filter.topic ?? ''}|${filter.q?.toLowerCase() ?? ''}`;

  async function pageStart(filter: FeedFilter, sort: NewsQuery['sort'], offset: number): Promise<PageStart> {
    const mark = Math.floor(offset / markEvery) * markEvery;
    if (mark === 0) return { after: null, skip: offset };
    const after = await marks.get(`${sort}|${mark}|${filterKey(filter)}`, () => feed.keyAt(filter, sort, mark - 1));
    // Past the end of the list: an empty page either way.
    return after ? { after, skip: offset - mark } : { after: null, skip: offset };
  }

  return {
    /** One page of the feed; full content only for signed-in readers. */
    async list(query: NewsQuery, signedIn: boolean): Promise<NewsList> {
      const filter: FeedFilter = { topic: query.topic === 'all' ? undefined : query.topic, q: query.q };
      const offset = (query.page - 1) * query.limit;
      const [rows, total] = await Promise.all([
        pageStart(filter, query.sort, offset).then((start) => feed.page(filter, query.sort, query.limit, start, signedIn)),
        counts.get(filterKey(filter), () => feed.count(filter)),
      ]);
      const items = rows.map(presentNewsItem);
      // A cached total may trail new articles; never answer fewer than this page shows.
      const totalCount = items.length > 0 ? Math.max(total, offset + items.length) : total;
      return { items, totalCount, hasMore: offset + items.length < totalCount };
    },

    /** One article with its full content and the story's other sources. */
    async get(id: number): Promise<NewsDetail> {
      const row = await feed.findById(id);
      if (!row) throw new NotFoundError('News item not found');
      const related = row.cluster_id ? await feed.storySiblings(row.cluster_id, row.id) : [];
      return presentNewsDetail(row, related);
    },

    /** Forgets cached totals and page marks (after new articles arrive). */
    invalidateCaches(): void {
      counts.clear();
      marks.clear();
    },
  };
}
