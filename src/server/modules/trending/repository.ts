import type { Knex } from 'knex';

export interface Mention {
  symbol: string;
  mentions: number;
}

export interface QuoteMove {
  symbol: string;
  name: string;
  change_percent: number | null;
}

export type TrendingRepository = ReturnType<typeof createTrendingRepository>;

/** SQL behind the trending panel: what the news names most, and how those names move. */
export function createTrendingRepository(knex: Knex) {
  return {
    /**
     * Tickers by how many articles published in (since, until] mention them, each article once
     * however often it names one; an article dated ahead counts from its time, as on asset pages.
     */
    async mentions(since: Date, until: Date, limit: number): Promise<Mention[]> {
      const { rows } = await knex.raw<{ rows: Mention[] }>(
        `select t.symbol, count(distinct a.id)::int as mentions
         from articles a cross join lateral unnest(a.tickers) as t(symbol)
         where a.published_at > ? and a.published_at <= ?
         group by t.symbol order by mentions desc, t.symbol limit ?`,
        [since, until, limit],
      );
      return rows;
    },

    async quotes(symbols: string[]): Promise<QuoteMove[]> {
      if (symbols.length === 0) return [];
      return knex('market_quotes').whereIn('symbol', symbols).select('symbol', 'name', 'change_percent');
    },
  };
}
