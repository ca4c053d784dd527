import type { Knex } from 'knex';

/** What the ranking weighs for one member. */
export interface RankingInput {
  userId: number;
  now: Date;
  /** The member's categories (what a match counts). */
  categories: string[];
  /** Only articles in one of these categories, when given. */
  onlyCategories: string[] | null;
  /** Each keyword with the ticker symbol it stands for, if any. */
  keywords: { text: string; symbol: string | null }[];
  excludeIds: number[];
  limit: number;
  offset: number;
}

/** One ranked article: its id, what matched and the parts of its score. */
export interface RankedRow {
  id: number;
  matched_categories: string[];
  /** Indexes into RankingInput.keywords. */
  matched_keywords: number[];
  /** 0-1: how much of what the member opened shares this article's categories. */
  affinity: number;
  importance: number | null;
  opened: boolean;
  /** Of the article's categories, the one the member opens most (null when none). */
  read_often: string | null;
}

/**
 * The newest articles looked at for a member: older ones have decayed out of any top list. Every
 * candidate is scored in full (categories, 20 keyword checks, affinity), so this bounds each
 * ranking's database time: 1,500 cost ~30 ms of CPU, 400 a quarter of it.
 */
export const RECENT_CANDIDATES = 400;
/** Older articles that match a keyword or ticker still come in, from this many days back. */
export const KEYWORD_DAYS = 30;
const KEYWORD_CANDIDATES = 150;
/** Hours for an article's weight to fall by e (about 2 days to halve). */
export const DECAY_HOURS = 72;
/** Weight kept by an article the member already opened. */
export const OPENED_WEIGHT = 0.35;
/** Articles of one story at most in one list. */
export const PER_CLUSTER = 2;

/**
 * The match percent of an article for a member, 0-100: a category match 40 (+10 for each further
 * one, up to three), a keyword or ticker match 45 (+10 each further, up to three), and up to 15
 * for the categories the member opens often.
 */
const MATCH_SQL = `least(100,
  case when cardinality(matched_categories) > 0 then 30 + 10 * least(cardinality(matched_categories), 3) else 0 end
  + case when cardinality(matched_keywords) > 0 then 35 + 10 * least(cardinality(matched_keywords), 3) else 0 end
  + round(15 * affinity))`;

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;

/** All SQL of recommendations: the ranking, and the opens it learns from. */
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

    /**
     * One page of a member's ranking, computed in one statement: candidates (the newest articles,
     * plus older keyword and ticker matches) are scored on categories, keywords, importance,
     * recency and what the member opened; at most PER_CLUSTER per story survive.
     */
    async rank(input: RankingInput): Promise<(RankedRow & { match: number })[]> {
      // Named bindings (:name), each used as often as needed; keyword queries are constants the planner folds.
      const bindings: Record<string, unknown> = {
        now: input.now.toISOString(),
        cats: input.categories,
        only: input.onlyCategories ?? [],
        symbols: input.keywords.flatMap((k) => (k.symbol ? [k.symbol] : [])),
        user: input.userId,
        exclude: input.excludeIds,
        limit: input.limit,
        offset: input.offset,
      };
      input.keywords.forEach((k, i) => {
        bindings[`kw${i}`] = k.text;
        if (k.symbol) bindings[`sym${i}`] = k.symbol;
      });
      const keywordQueries = input.keywords.map((_, i) => `phraseto_tsquery('english', :kw${i})`);
      const onlyFilter = input.onlyCategories ? 'and a.categories && :only::text[]' : '';
      const keywordMatch = [
        keywordQueries.length > 0 ? `a.search @@ (${keywordQueries.join(' || ')})` : null,
        input.keywords.some((k) => k.symbol) ? 'a.tickers && :symbols::text[]' : null,
      ]
        .filter(Boolean)
        .join(' or ');
      const keywordCandidates = keywordMatch
        ? `union
          (select a.id from articles a
            where (${keywordMatch}) and a.published_at <= :now::timestamptz
              and a.published_at > :now::timestamptz - interval '${KEYWORD_DAYS} days' ${onlyFilter}
            order by a.published_at desc limit ${KEYWORD_CANDIDATES})`
        : '';
      // One flag per keyword, checked only on rows that match one at all.
      const perKeyword = input.keywords.map((k, i) => {
        const ticker = k.symbol ? ` or a.tickers @> array[:sym${i}]::text[]` : '';
        return `case when a.search @@ ${keywordQueries[i]}${ticker} then ${i} end`;
      });
      const matchedKeywords = keywordMatch
        ? `case when ${keywordMatch} then array_remove(array[${perKeyword.join(', ')}]::int[], null) else '{}'::int[] end`
        : `'{}'::int[]`;
      const sql = `
        with affinity as (
          select c.category, count(*)::float8 as n
          from article_opens o join articles a on a.id = o.article_id, unnest(a.categories) as c(category)
          where o.user_id = :user
          group by c.category
        ),
        candidates as (
          (select a.id from articles a where a.published_at <= :now::timestamptz ${onlyFilter}
            order by a.published_at desc, a.id desc limit ${RECENT_CANDIDATES})
          ${keywordCandidates}
        ),
        base as materialized (
          select a.id, a.cluster_id, a.ai_score as importance, a.categories, a.published_at,
            ${matchedKeywords} as matched_keywords
          from candidates k join articles a on a.id = k.id
          where a.id <> all(:exclude::int[])
        ),
        -- Affinity joined once for all candidates (not looked up row by row): each distinct category once.
        fondness as (
          select d.id, sum(f.n) as n, (array_agg(f.category order by f.n desc, f.category))[1] as read_often
          from (select distinct b.id, c.category from base b, unnest(b.categories) as c(category)) d
          join affinity f on f.category = d.category
          group by d.id
        ),
        scored as materialized (
          select b.id, b.cluster_id, b.importance, b.matched_keywords,
            array(select c from unnest(b.categories) c where c = any(:cats::text[])) as matched_categories,
            coalesce(p.n / nullif((select sum(n) from affinity), 0), 0) as affinity,
            p.read_often,
            exists (select 1 from article_opens o where o.user_id = :user and o.article_id = b.id) as opened,
            exp(-greatest(extract(epoch from (:now::timestamptz - b.published_at)), 0) / ${DECAY_HOURS * 3600}) as decay
          from base b left join fondness p on p.id = b.id
        ),
        ranked as (
          select *, ${MATCH_SQL} as match from scored
        ),
        weighed as (
          select *,
            (0.65 * match / 100 + 0.35 * coalesce(importance, 40) / 100) * decay * case when opened then ${OPENED_WEIGHT} else 1 end as weight
          from ranked
        ),
        per_story as (
          select *, row_number() over (partition by coalesce(cluster_id, -id) order by weight desc, id desc) as in_story from weighed
        )
        select id, matched_categories, matched_keywords, affinity, importance, opened, read_often, match
        from per_story where in_story <= ${PER_CLUSTER}
        order by weight desc, id desc
        limit :limit offset :offset`;
      const result = await knex.raw(sql, bindings);
      return (result.rows as (RankedRow & { match: number | string; affinity: number | string })[]).map((row) => ({
        ...row,
        match: Number(row.match),
        affinity: Number(row.affinity),
      }));
    },
  };
}
