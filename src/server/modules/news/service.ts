import type { NewsDetail, NewsList, NewsQuery } from '../../../contracts/news.js';
import { NotFoundError } from '../../errors.js';
import type { FeedFilter, FeedRepository } from './feed-repository.js';
import { presentNewsDetail, presentNewsItem } from './presenter.js';

const COUNT_TTL_MS = 15_000;
const COUNT_CACHE_SIZE = 1_000;

export type NewsService = ReturnType<typeof createNewsService>;

/** The public feed and article reads. */
export function createNewsService(feed: FeedRepository, now: () => number = Date.now) {
  // Counting a large filtered table on every page request would cost more than the page itself;
  // a total a few seconds old is good enough for "N articles" and hasMore near the end.
  const counts = new Map<string, { value: number; at: number }>();

  async function countFor(filter: FeedFilter): Promise<number> {
    const key = `${filter.topic ?? ''}|${filter.q?.toLowerCase() ?? ''}`;
    const cached = counts.get(key);
    if (cached && now() - cached.at < COUNT_TTL_MS) return cached.value;
    const value = await feed.count(filter);
    // Searches are many and varied: the cache keeps the most recent ones only.
    if (counts.size >= COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
    counts.set(key, { value, at: now() });
    return value;
  }

  return {
    /** One page of the feed; full content only for signed-in readers. */
    async list(query: NewsQuery, signedIn: boolean): Promise<NewsList> {
      const filter: FeedFilter = { topic: query.topic === 'all' ? undefined : query.topic, q: query.q };
      const offset = (query.page - 1) * query.limit;
      const [rows, total] = await Promise.all([feed.page(filter, query.sort, query.limit, offset, signedIn), countFor(filter)]);
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

    /** Forgets cached totals (after new articles arrive). */
    invalidateCounts(): void {
      counts.clear();
    },
  };
}
