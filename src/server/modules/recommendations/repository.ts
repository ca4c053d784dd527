import type { Knex } from 'knex';
import { type Mutes, NO_MUTES } from '../../../contracts/mutes.js';

/** What the ranking needs to know of an article. */
export interface Candidate {
  id: number;
  clusterId: number | null;
  importance: number | null;
  categories: string[];
  /** Milliseconds since the epoch. */
  publishedAt: number;
  /** What a member's mutes look at (docs/product.md#mutes). */
  sourceId: number | null;
  tickers: string[];
  title: string;
  /** What a member's reading languages look at (docs/languages.md#reading-languages). */
  language: string;
}

/** Which articles to look at: those published by `now`, in one of `only`'s categories when given. */
export interface CandidateScope {
  now: Date;
  only: string[] | null;
}

/** A keyword's newest matching articles, in the ranking's order (newest first). */
export interface KeywordQuery extends CandidateScope {
  text: string;
  /** The ticker symbol the keyword stands for: the articles tagged with it match too. */
  symbol: string | null;
  /** Nothing published before this is looked at. */
  since: Date;
  limit: number;
}

/** How many of a member's latest opens a ranking weighs: what they read lately, at a bounded cost. */
export const OPENS_WEIGHED = 500;

/** What one member opened lately: how often per category (each article once), and which articles. */
export interface MemberOpens {
  categories: Map<string, number>;
  opened: Set<number>;
}

/**
 * A watched asset weighs as a followed keyword does (docs/product.md#watchlist): its symbol is
 * read as a keyword, which matches the articles that name it (keyword-tickers.ts). A symbol the
 * member also follows as a keyword, in any case, counts once.
 */
function withWatched(keywords: string[], watched: string[]): string[] {
  const followed = new Set(keywords.map((keyword) => keyword.toLowerCase()));
  return [...keywords, ...watched.filter((symbol) => !followed.has(symbol.toLowerCase()))];
}

/** The categories and keywords a member follows (their saved preferences, and the watchlist's symbols as keywords). */
export interface Follows {
  categories: string[];
  keywords: string[];
}

export interface MemberState {
  follows: Follows;
  /** What the member muted: left out of their ranking. */
  mutes: Mutes;
  /** The languages the member reads; [] for all. */
  languages: string[];
  newestId: number;
  opens: MemberOpens;
}

interface CandidateRow {
  id: number;
  cluster_id: number | null;
  ai_score: number | null;
  categories: string[];
  published_at: Date;
  source_id: number | null;
  tickers: string[];
  title: string;
  language: string;
}

const CANDIDATE_COLUMNS = ['a.id', 'a.cluster_id', 'a.ai_score', 'a.categories', 'a.published_at', 'a.source_id', 'a.tickers', 'a.title', 'a.language'];

const toCandidate = (row: CandidateRow): Candidate => ({
  id: row.id,
  clusterId: row.cluster_id,
  importance: row.ai_score,
  categories: row.categories,
  publishedAt: row.published_at.getTime(),
  sourceId: row.source_id,
  tickers: row.tickers,
  title: row.title,
  language: row.language,
});

function inScope(query: Knex.QueryBuilder, scope: CandidateScope): Knex.QueryBuilder {
  query.where('a.published_at', '<=', scope.now);
  if (scope.only) query.whereRaw('a.categories && ?::text[]', [scope.only]);
  return query.orderBy([{ column: 'a.published_at', order: 'desc' }, { column: 'a.id', order: 'desc' }]);
}

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;

/** All SQL of recommendations: the articles a ranking looks at, and what it knows of a member. */
export function createRecommendationsRepository(knex: Knex) {
  return {
    /** Counts one more open of an article by a member. */
    async recordOpen(userId: number, articleId: number): Promise<void> {
      await knex.raw(
        `insert into article_opens (user_id, article_id) values (?, ?)
         on conflict (user_id, article_id) do update set open_count = article_opens.open_count + 1, last_opened_at = now()`,
        [userId, articleId],
      );
    },

    /** What the member opened, last opened first, at most `limit` (their data export). */
    async opensOf(userId: number, limit: number): Promise<{ article_id: number; title: string; open_count: number; last_opened_at: Date }[]> {
      return knex('article_opens as o')
        .join('articles as a', 'a.id', 'o.article_id')
        .where('o.user_id', userId)
        .orderBy([{ column: 'o.last_opened_at', order: 'desc' }, { column: 'o.article_id', order: 'desc' }])
        .limit(limit)
        .select('o.article_id', 'a.title', 'o.open_count', 'o.last_opened_at');
    },

    /** The newest `limit` articles. */
    async recent(scope: CandidateScope, limit: number): Promise<Candidate[]> {
      const rows = await inScope(knex('articles as a').select(CANDIDATE_COLUMNS), scope).limit(limit);
      return (rows as CandidateRow[]).map(toCandidate);
    },

    /**
     * The newest articles that match a keyword: the phrase in the title or text (the search index),
     * or, for a ticker keyword, the symbol among the extracted tickers (the tickers index).
     */
    async matching(query: KeywordQuery): Promise<Candidate[]> {
      const builder = knex('articles as a').select(CANDIDATE_COLUMNS).where('a.published_at', '>=', query.since);
      builder.where((match) => {
        match.whereRaw(`a.search @@ phraseto_tsquery('english', ?)`, [query.text]);
        if (query.symbol) match.orWhereRaw('a.tickers @> array[?]::text[]', [query.symbol]);
      });
      const rows = await inScope(builder, query).limit(query.limit);
      return (rows as CandidateRow[]).map(toCandidate);
    },

    /**
     * Everything a ranking needs to know of a member, in one round trip: what they follow (the
     * preferences table's categories and keywords; null before their first save), their mutes, the newest
     * article's id (it moves whenever articles arrive) and what they read lately: their last
     * OPENS_WEIGHED opens, and how many of those fall in each category.
     */
    async memberState(userId: number): Promise<MemberState> {
      const { rows } = await knex.raw(
        `with recent as (
           select o.article_id from article_opens o where o.user_id = ? order by o.last_opened_at desc limit ?
         )
         select
           (select json_build_object('categories', p.news_categories, 'keywords', p.keywords, 'languages', p.languages)
            from preferences p where p.user_id = ?) as follows,
           (select json_build_object('sources', m.source_ids, 'keywords', m.keywords, 'tickers', m.tickers)
            from user_mutes m where m.user_id = ?) as mutes,
           (select w.symbols from user_watchlists w where w.user_id = ?) as watched,
           (select max(id) from articles) as newest,
           (select coalesce(json_object_agg(t.category, t.n), '{}')
            from (select c.category, count(*)::int as n
                  from recent r join articles a on a.id = r.article_id, unnest(a.categories) as c(category)
                  group by c.category) t) as categories,
           (select coalesce(array_agg(r.article_id), '{}') from recent r) as opened`,
        [userId, OPENS_WEIGHED, userId, userId, userId],
      );
      const row = rows[0] as { follows: (Follows & { languages: string[] }) | null; mutes: Mutes | null; watched: string[] | null; newest: number | null; categories: Record<string, number>; opened: number[] };
      const { languages, ...follows } = row.follows ?? { categories: [], keywords: [], languages: [] };
      return {
        follows: { ...follows, keywords: withWatched(follows.keywords, row.watched ?? []) },
        mutes: row.mutes ?? NO_MUTES,
        languages,
        newestId: Number(row.newest ?? 0),
        opens: { categories: new Map(Object.entries(row.categories)), opened: new Set(row.opened) },
      };
    },
  };
}
