import type { Knex } from 'knex';
import type { NewsSort } from '../../../contracts/news.js';

/** An article row as the feed and article calls read it, with its summary and story size. */
export interface FeedRow {
  id: number;
  title: string;
  content: string | null;
  source_name: string;
  published_at: Date;
  url: string | null;
  image_url: string | null;
  categories: string[];
  tickers: string[];
  sentiment: 'bullish' | 'bearish' | 'neutral' | null;
  ai_score: number | null;
  popularity_score: number | null;
  relevance_score: number | null;
  impact_score: number | null;
  score_reasons: Record<string, string[]> | null;
  tweet: string | null;
  full_content: string | null;
  full_content_status: 'none' | 'pending' | 'done' | 'failed';
  original_source: boolean;
  cluster_id: number | null;
  cluster_size: number | null;
  summary: string | null;
}

export interface FeedFilter {
  topic?: string | undefined;
  q?: string | undefined;
}

/** The sort key of one row, as text (a timestamp keeps its microseconds). */
export type SortKey = string[];

/** Where a page starts: after the row with this sort key (or at the top), skipping `skip` more rows. */
export interface PageStart {
  after: SortKey | null;
  skip: number;
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;

// Each sort key matches an index (migrations 0006 and 0019), all descending, ending in id so
// pages never overlap; each part with its SQL type for comparing against a stored key.
const SORT_KEYS: Record<NewsSort, [expression: string, type: string][]> = {
  latest: [['a.published_at', 'timestamptz'], ['a.id', 'int']],
  relevance: [['coalesce(a.relevance_score, -1)', 'int'], ['a.published_at', 'timestamptz'], ['a.id', 'int']],
  impact: [['coalesce(a.impact_score, -1)', 'int'], ['a.published_at', 'timestamptz'], ['a.id', 'int']],
};

const orderOf = (sort: NewsSort) => SORT_KEYS[sort].map(([expression]) => `${expression} desc`).join(', ');

function applyFilter(query: Knex.QueryBuilder, filter: FeedFilter): Knex.QueryBuilder {
  if (filter.topic) query.whereRaw('a.categories @> array[?]::text[]', [filter.topic]);
  if (filter.q) query.whereRaw("a.search @@ websearch_to_tsquery('english', ?)", [filter.q]);
  return query;
}

/** All SQL of the public feed and article calls. */
export function createFeedRepository(knex: Knex) {
  function withDetails(ids: Knex.QueryBuilder | number[], withFullContent: boolean) {
    return knex('articles as a')
      .leftJoin('summaries as s', (join) => join.on('s.article_id', 'a.id').andOnVal('s.type', 'one_minute'))
      .leftJoin('story_clusters as c', 'c.id', 'a.cluster_id')
      .whereIn('a.id', ids)
      .select(
        'a.id', 'a.title', 'a.content', 'a.source_name', 'a.published_at', 'a.url', 'a.image_url', 'a.categories',
        'a.tickers', 'a.sentiment', 'a.ai_score', 'a.popularity_score', 'a.relevance_score', 'a.impact_score',
        'a.score_reasons', 'a.tweet', 'a.full_content_status', 'a.original_source', 'a.cluster_id',
        'c.article_count as cluster_size', 's.summary',
        withFullContent ? 'a.full_content' : knex.raw('null as full_content'),
      );
  }

  return {
    /**
     * One page of the feed. The page's ids are found first on the narrow index alone, from the
     * given start, then only those rows are read in full.
     */
    async page(filter: FeedFilter, sort: NewsSort, limit: number, start: PageStart, withFullContent: boolean): Promise<FeedRow[]> {
      const ids = applyFilter(knex('articles as a').select('a.id'), filter);
      if (start.after) {
        const keys = SORT_KEYS[sort];
        ids.whereRaw(`(${keys.map(([expression]) => expression).join(', ')}) < (${keys.map(([, type]) => `?::${type}`).join(', ')})`, start.after);
      }
      ids.orderByRaw(orderOf(sort)).limit(limit).offset(start.skip);
      return withDetails(ids, withFullContent).orderByRaw(orderOf(sort));
    },

    /** The sort key of the row at an offset, or null past the end. */
    async keyAt(filter: FeedFilter, sort: NewsSort, offset: number): Promise<SortKey | null> {
      const keys = SORT_KEYS[sort];
      const row: Record<string, string> | undefined = await applyFilter(knex('articles as a'), filter)
        .select(keys.map(([expression], i) => knex.raw(`(${expression})::text as k${i}`)))
        .orderByRaw(orderOf(sort))
        .offset(offset)
        .first();
      return row ? keys.map((_, i) => row[`k${i}`]!) : null;
    },

    async count(filter: FeedFilter): Promise<number> {
      const row = await applyFilter(knex('articles as a'), filter).count<{ n: number }[]>('* as n').first();
      return Number(row?.n ?? 0);
    },

    async findById(id: number): Promise<FeedRow | null> {
      const [row] = await withDetails([id], true);
      return row ?? null;
    },

    /** The other reports of a story, newest first. */
    async storySiblings(clusterId: number, exceptId: number) {
      return knex('articles')
        .where({ cluster_id: clusterId })
        .andWhereNot({ id: exceptId })
        .orderBy('published_at', 'desc')
        .limit(20)
        .select<{ id: number; title: string; source_name: string; url: string | null; published_at: Date }[]>(
          'id', 'title', 'source_name', 'url', 'published_at',
        );
    },
  };
}
