import type { Knex } from 'knex';
import { type Prepare, prepareStatement } from '../../db/prepared.js';
import type { Mutes } from '../../../contracts/mutes.js';
import type { NewsSort } from '../../../contracts/news.js';
import { keywordPattern } from '../../../contracts/mutes-constants.js';
import { pieceSearch } from './search-query.js';

/** An article row as the feed and article calls read it, with its summary and story size. */
export interface FeedRow {
  id: number;
  title: string;
  /** The feed's text as stored (HTML) when it is teaser-sized; null when longer (see TEASER_COLUMNS). */
  content: string | null;
  /** The start of a longer text, as plain text: a list makes its teaser of it (news/presenter.ts). */
  teaser_text: string | null;
  source_id: number | null;
  source_name: string;
  published_at: Date;
  url: string | null;
  image_url: string | null;
  categories: string[];
  tickers: string[];
  sentiment: 'bullish' | 'bearish' | 'neutral' | null;
  language: string;
  ticker_sentiments: Record<string, 'bullish' | 'bearish' | 'neutral'> | null;
  ai_score: number | null;
  popularity_score: number | null;
  relevance_score: number | null;
  impact_score: number | null;
  score_reasons: Record<string, string[]> | null;
  tweet: string | null;
  full_content_status: 'none' | 'pending' | 'done' | 'failed';
  original_source: boolean;
  cluster_id: number | null;
  cluster_size: number | null;
  summary: string | null;
}

/** One article's row: the feed's columns and its texts whole. */
export interface ArticleRow extends FeedRow {
  whole_content: string | null;
  full_content: string | null;
}

/** What narrows the feed (docs/product.md#feed-filters); every part has an index (migrations 0006, 0052, 0150, 0200). */
export interface FeedFilter {
  topic?: string | undefined;
  q?: string | undefined;
  /** Upper case; an article mentioning any of them matches. */
  tickers?: string[] | undefined;
  sentiment?: 'bullish' | 'bearish' | 'neutral' | undefined;
  /** On the importance score (ai_score). */
  minImportance?: number | undefined;
  sourceId?: number | undefined;
  since?: Date | undefined;
  /** ISO 639-1 codes (or "und"); an article in any of them matches. */
  languages?: string[] | undefined;
  /** What the signed-in reader muted (docs/product.md#mutes): left out. */
  mutes?: Mutes | undefined;
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

/**
 * A title or text holding a piece of a search (search-query.ts). strpos for a piece without case
 * (Chinese, Japanese, Thai): a plain search of the bytes, cheaper than ILIKE, which lowers every
 * text it reads; ILIKE for one with Latin letters ("ETF" inside "比特币ETF获批").
 */
const caseless = (piece: string) => piece.toLowerCase() === piece.toUpperCase();

function holdsPiece(piece: string): [sql: string, bindings: string[]] {
  if (caseless(piece)) {
    return ["(strpos(a.title, ?) > 0 or strpos(coalesce(a.content_text, ''), ?) > 0)", [piece, piece]];
  }
  const pattern = `%${piece.replace(/[\\%_]/g, '\\$&')}%`;
  return ["(a.title ilike ? or coalesce(a.content_text, '') ilike ?)", [pattern, pattern]];
}

/**
 * A search: English and every spaced script through the search column's index (migration 0006).
 * One holding Chinese, Japanese or Thai is found by its pieces inside the title and text instead:
 * a scan of the rows the other filters leave, which only such searches pay for. Its total reads
 * every row, some 0.1-0.2 s per 100,000 articles of 1 KB on PostgreSQL and on PGlite, kept 15 s
 * like any total (news/service.ts); a page stops at its 21st match. No index was added: a trigram
 * index (pg_trgm) skips these letters in PostgreSQL's C locale, and PGlite would need the extension.
 */
function whereSearched(query: Knex.QueryBuilder, q: string): void {
  const search = pieceSearch(q);
  if (search === null) {
    query.whereRaw("a.search @@ websearch_to_tsquery('english', ?)", [q]);
    return;
  }
  // Caseless pieces first: PostgreSQL tests equally costed conditions in the order written, and
  // ILIKE cost about ten times strpos a row (some 1 s against 0.1 s over 100,000 articles on PGlite).
  const byCost = (pieces: string[]) => [...pieces].sort((a, b) => Number(caseless(b)) - Number(caseless(a)));
  for (const piece of byCost(search.pieces)) query.whereRaw(...holdsPiece(piece));
  for (const piece of byCost(search.excluded)) {
    const [sql, bindings] = holdsPiece(piece);
    query.whereRaw(`not ${sql}`, bindings);
  }
}

function applyFilter(query: Knex.QueryBuilder, filter: FeedFilter): Knex.QueryBuilder {
  if (filter.topic) query.whereRaw('a.categories @> array[?]::text[]', [filter.topic]);
  if (filter.q) whereSearched(query, filter.q);
  const tickers = filter.tickers ?? [];
  const symbols = `array[${tickers.map(() => '?').join(', ')}]::text[]`;
  if (tickers.length > 0 && filter.sentiment) {
    // With a ticker, the sentiment is that asset's own (an article bullish on BTC and bearish
    // overall is bullish BTC news), read off article_assets' key (migration 0200).
    query.whereRaw(
      `exists (select 1 from article_assets aa where aa.article_id = a.id and aa.symbol = any(${symbols}) and aa.sentiment = ?)`,
      [...tickers, filter.sentiment],
    );
  } else if (tickers.length > 0) {
    // Overlap (&&) is what the tickers' GIN index answers; stored tickers are upper case already.
    query.whereRaw(`a.tickers && ${symbols}`, tickers);
  } else if (filter.sentiment) query.where('a.sentiment', filter.sentiment);
  if (filter.minImportance !== undefined) query.where('a.ai_score', '>=', filter.minImportance);
  if (filter.sourceId !== undefined) query.where('a.source_id', filter.sourceId);
  if (filter.since) query.where('a.published_at', '>=', filter.since);
  if (filter.languages?.length) query.whereIn('a.language', filter.languages);
  if (filter.mutes) leaveOutMuted(query, filter.mutes);
  return query;
}

/**
 * An asset page's news (ticker and sentiment, perhaps since and minImportance): everything it
 * filters on is copied into article_assets, whose index counts it without reading the articles.
 */
function isAssetFilter(filter: FeedFilter): filter is FeedFilter & { tickers: string[]; sentiment: string } {
  return Boolean(filter.tickers?.length && filter.sentiment && !filter.topic && !filter.q && filter.sourceId === undefined && !filter.mutes && !filter.languages?.length);
}

async function countAssetMatches(knex: Knex, filter: FeedFilter & { tickers: string[]; sentiment: string }): Promise<number> {
  const query = knex('article_assets').whereIn('symbol', filter.tickers).where('sentiment', filter.sentiment);
  if (filter.since) query.where('published_at', '>=', filter.since);
  if (filter.minImportance !== undefined) query.where('ai_score', '>=', filter.minImportance);
  // An article naming two of the symbols has two rows; with one symbol each article has one.
  const row = await (filter.tickers.length === 1 ? query.count<{ n: number }[]>('* as n') : query.countDistinct<{ n: number }[]>('article_id as n')).first();
  return Number(row?.n ?? 0);
}

/**
 * What a title holds, in lower case, wherever a keyword is a word of it: the keyword's longest run
 * of ASCII letters, digits and _ (lower() lowers those in any locale). Null when a keyword has
 * none: then only the pattern can tell.
 */
function keywordHints(keywords: readonly string[]): string[] | null {
  const hints = keywords.map((keyword) => (keyword.match(/[A-Za-z0-9_]+/g) ?? []).reduce((longest, run) => (run.length > longest.length ? run : longest), ''));
  // _ is LIKE's any-character: a hint holding it still matches every title holding the run.
  return hints.includes('') ? null : hints.map((hint) => `%${hint.toLowerCase()}%`);
}

/**
 * The mutes as conditions on each row the sort's index yields (no index answers a "not"): cheap
 * next to reading the row, and a member mutes little of what they read (bench/mutes.ts). The
 * keyword pattern is the one rankings test in memory (mutes/matching.ts). A count reads every row
 * the filter leaves, so the pattern runs only on titles holding a keyword's hint: matching it cost
 * a count with a few mutes some 250 ms at 100,000 articles, a substring test a fraction of that.
 */
function leaveOutMuted(query: Knex.QueryBuilder, mutes: Mutes): void {
  const marks = (list: readonly unknown[]) => list.map(() => '?').join(', ');
  // An article whose source row was deleted has no source id, and no muted source.
  if (mutes.sources.length) query.whereRaw(`(a.source_id is null or a.source_id not in (${marks(mutes.sources)}))`, mutes.sources);
  if (mutes.tickers.length) query.whereRaw(`not (a.tickers && array[${marks(mutes.tickers)}]::text[])`, mutes.tickers);
  const pattern = keywordPattern(mutes.keywords);
  if (pattern === null) return;
  const hints = keywordHints(mutes.keywords);
  if (hints === null) query.whereRaw('a.title !~* ?', [pattern]);
  else query.whereRaw('not (lower(a.title) like any (?::text[]) and a.title ~* ?)', [hints, pattern]);
}

// The bytes of HTML a list carries of an article's own text: a feed's description fits, while a
// source that sends whole stories (content:encoded) would put them past the sign-in wall and into
// every page and feed out. octet_length reads a long value's size without decompressing it.
const TEASER_MAX_BYTES = 2000;
export const TEASER_TEXT_CHARS = 600;
const TEASER_COLUMNS = `case when octet_length(a.content) <= ${TEASER_MAX_BYTES} then a.content end as content, case when octet_length(a.content) > ${TEASER_MAX_BYTES} then left(a.content_text, ${TEASER_TEXT_CHARS + 1}) end as teaser_text`;

/**
 * The columns of a FeedRow, of `articles as a`, as SQL; other modules' lists of articles (an asset's
 * top stories) read them in their own statement. The summary and the story's size come from
 * subqueries run for the rows returned only: PostgreSQL plans them in a fraction of the time two
 * left joins take, and planning is most of a page's cost. Written out once rather than as names
 * for knex to quote at every request.
 */
export const FEED_COLUMNS = [
  'a.id', 'a.title', TEASER_COLUMNS, 'a.source_id', 'a.source_name', 'a.published_at', 'a.url', 'a.image_url', 'a.categories',
  'a.tickers', 'a.sentiment', 'a.language', 'a.ticker_sentiments', 'a.ai_score', 'a.popularity_score', 'a.relevance_score', 'a.impact_score',
  'a.score_reasons', 'a.tweet', 'a.full_content_status', 'a.original_source', 'a.cluster_id',
  '(select c.article_count from story_clusters c where c.id = a.cluster_id) as cluster_size',
  "(select s.summary from summaries s where s.article_id = a.id and s.type = 'one_minute') as summary",
].join(', ');

export function feedColumns(knex: Knex): Knex.Raw[] {
  return [knex.raw(FEED_COLUMNS)];
}

/** The limits an asset's news is read with (assetPage): a page of 10, 20, 50 or 100 and the row after it, which says whether another page follows. */
const NAMED_LIMITS = [11, 21, 51, 101];

/** All SQL of the public feed and article calls; `prepare` names the statement of an asset's news (db/prepared.ts). */
export function createFeedRepository(knex: Knex, prepare: Prepare = prepareStatement) {
  const columns = () => feedColumns(knex);

  /**
   * The newest news of one asset by its own sentiment, found on article_assets alone (its index on
   * symbol and time carries the sentiment and importance), then read from articles: walking the
   * articles newest first and looking each up in article_assets passed some 350 rows for a page of
   * bearish BTC news. Its plan is the same for any asset, so it runs as a named statement, with the
   * limit written into the SQL: a limit PostgreSQL cannot see made its generic plan look dearer
   * than planning each run, and it kept planning (0.45 ms of the database's 0.48 ms a page under
   * bench:assets; 0.17 ms named).
   */
  async function assetPage(filter: FeedFilter & { tickers: string[]; sentiment: string }, limit: number, start: PageStart): Promise<FeedRow[]> {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A page's limit is a whole number, not ${limit}`);
    // The limit in the SQL is the next of a few: each limit is a statement a connection keeps, and
    // any of 1-101 would let callers make a hundred per filter shape.
    const read = NAMED_LIMITS.find((named) => named >= limit) ?? limit;
    const where: string[] = [];
    const bindings: Knex.RawBinding[] = [];
    const add = (condition: string, ...values: Knex.RawBinding[]) => {
      where.push(condition);
      bindings.push(...values);
    };
    add('symbol = ?', filter.tickers[0]!);
    add('sentiment = ?', filter.sentiment);
    if (filter.since) add('published_at >= ?', filter.since);
    if (filter.minImportance !== undefined) add('ai_score >= ?', filter.minImportance);
    if (start.after) add('(published_at, article_id) < (?::timestamptz, ?::int)', ...start.after);
    if (start.skip > 0) bindings.push(start.skip);
    // As one JSON value: V8 parses it at once, where pg parses each of the 20 rows' 24 columns
    // apart (times by regular expression, arrays character by character).
    const { rows } = await prepare<{ rows: [{ page: (Omit<FeedRow, 'published_at'> & { published_at: string })[] }] }>(
      knex,
      `select coalesce(json_agg(f order by f.published_at desc, f.id desc), '[]') as page
       from (select ${FEED_COLUMNS}
             from (select article_id, published_at from article_assets where ${where.join(' and ')}
                   order by published_at desc, article_id desc limit ${read}${start.skip > 0 ? ' offset ?' : ''}) t
             join articles a on a.id = t.article_id) f`,
      bindings,
    );
    return rows[0].page.slice(0, limit).map((row) => ({ ...row, published_at: new Date(row.published_at) }));
  }

  return {
    /**
     * One page of the feed, from the given start. A page that starts there (the first, or one at a
     * remembered key) is read straight off the sort's index; a page that skips rows finds its ids
     * on the narrow index first, so the skipped rows are never read in full.
     */
    async page(filter: FeedFilter, sort: NewsSort, limit: number, start: PageStart): Promise<FeedRow[]> {
      if (sort === 'latest' && isAssetFilter(filter) && filter.tickers.length === 1) return assetPage(filter, limit, start);
      const rows = applyFilter(knex('articles as a'), filter);
      if (start.after) {
        const keys = SORT_KEYS[sort];
        rows.whereRaw(`(${keys.map(([expression]) => expression).join(', ')}) < (${keys.map(([, type]) => `?::${type}`).join(', ')})`, start.after);
      }
      rows.orderByRaw(orderOf(sort)).limit(limit);
      if (start.skip === 0) return rows.select(columns());
      const ids = rows.select('a.id').offset(start.skip);
      return knex('articles as a').select(columns()).whereRaw('a.id = any(array(?))', [ids]).orderByRaw(orderOf(sort));
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
      if (isAssetFilter(filter)) return countAssetMatches(knex, filter);
      const row = await applyFilter(knex('articles as a'), filter).count<{ n: number }[]>('* as n').first();
      return Number(row?.n ?? 0);
    },

    async findById(id: number): Promise<ArticleRow | null> {
      const [row] = await knex('articles as a').select([...columns(), 'a.content as whole_content', 'a.full_content']).where('a.id', id);
      return row ?? null;
    },

    /** Articles by id, in no particular order (lists ranked elsewhere, such as recommendations). */
    async findByIds(ids: number[]): Promise<FeedRow[]> {
      if (ids.length === 0) return [];
      return knex('articles as a').select(columns()).whereIn('a.id', ids);
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
