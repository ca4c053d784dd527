import type { Knex } from 'knex';

export interface CategoryTotals {
  category: string;
  articles: number;
  last_call_at: Date | null;
}

export interface DayTotals {
  day: string;
  calls: number;
  articles: number;
}

export interface EndpointTotals {
  category: string;
  calls: number;
  articles: number;
  ok: number;
  logged: number;
  p50: number | null;
  p95: number | null;
}

export interface LanguageTotals {
  code: string;
  articles: number;
}

export type ProviderStatsRepository = ReturnType<typeof createProviderStatsRepository>;

const SINCE = "(now() at time zone 'utc')::date - (?::int - 1)";

/** The news-provider tab's figures, read from the call counts and the per-call log. */
export function createProviderStatsRepository(knex: Knex) {
  return {
    /** Articles and the last call per category, all time. */
    async categoryTotals(provider: string): Promise<CategoryTotals[]> {
      const rows = await knex('provider_calls')
        .where({ provider })
        .groupBy('category')
        .select('category', knex.raw('sum(articles)::int as articles'), knex.raw('max(last_call_at) as last_call_at'));
      return rows as CategoryTotals[];
    },

    async perDay(provider: string, days: number): Promise<DayTotals[]> {
      const rows = await knex('provider_calls')
        .where({ provider })
        .andWhereRaw(`day >= ${SINCE}`, [days])
        .groupBy('day')
        .orderBy('day')
        .select(knex.raw("to_char(day, 'YYYY-MM-DD') as day"), knex.raw('sum(calls)::int as calls'), knex.raw('sum(articles)::int as articles'));
      return rows as DayTotals[];
    },

    async perEndpoint(provider: string, days: number): Promise<EndpointTotals[]> {
      const { rows } = await knex.raw<{ rows: EndpointTotals[] }>(
        `with counted as (
           select category, sum(calls)::int as calls, sum(articles)::int as articles
           from provider_calls where provider = ? and day >= ${SINCE} group by category),
         logged as (
           select category, count(*)::int as logged, count(*) filter (where ok)::int as ok,
                  percentile_cont(0.5) within group (order by duration_ms) as p50,
                  percentile_cont(0.95) within group (order by duration_ms) as p95
           from provider_call_log where provider = ? and at >= ${SINCE} group by category)
         select coalesce(c.category, l.category) as category, coalesce(c.calls, 0) as calls, coalesce(c.articles, 0) as articles,
                coalesce(l.ok, 0) as ok, coalesce(l.logged, 0) as logged, l.p50, l.p95
         from counted c full join logged l on l.category = c.category
         order by 1`,
        [provider, days, provider, days],
      );
      return rows;
    },

    async responsePercentiles(provider: string, days: number): Promise<{ p50: number | null; p95: number | null; p99: number | null }> {
      const { rows } = await knex.raw<{ rows: { p50: number | null; p95: number | null; p99: number | null }[] }>(
        `select percentile_cont(0.5) within group (order by duration_ms) as p50,
                percentile_cont(0.95) within group (order by duration_ms) as p95,
                percentile_cont(0.99) within group (order by duration_ms) as p99
         from provider_call_log where provider = ? and at >= ${SINCE}`,
        [provider, days],
      );
      return rows[0]!;
    },

    /** Articles the provider delivered in the period, by language. */
    async languages(provider: string, days: number): Promise<LanguageTotals[]> {
      const rows = await knex('provider_languages')
        .where({ provider })
        .andWhereRaw(`day >= ${SINCE}`, [days])
        .groupBy('language')
        .orderByRaw('sum(articles) desc, language')
        .select('language as code', knex.raw('sum(articles)::int as articles'));
      return rows as LanguageTotals[];
    },
  };
}
