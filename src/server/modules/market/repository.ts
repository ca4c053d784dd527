import type { Knex } from 'knex';
import type { MarketGroup, MarketType } from '../../../contracts/market.js';

/** A stored quote; null price or change is no data, never zero. */
export interface QuoteRow {
  symbol: string;
  name: string;
  type: MarketType;
  market_group: MarketGroup;
  price: number | null;
  change_percent: number | null;
  currency: string | null;
  data_source: string;
  position: number;
  updated_at: Date;
}

export type MarketRepository = ReturnType<typeof createMarketRepository>;

const HOUR_MS = 3_600_000;

const COLUMNS = ['symbol', 'name', 'type', 'market_group', 'price', 'change_percent', 'currency', 'data_source', 'position', 'updated_at'] as const;

/** A refresh's price of one symbol, kept as its hour's point of quote_history. */
export interface HistoryPoint {
  symbol: string;
  price: number;
}

/** All SQL on market_quotes (one row per symbol, replaced by each refresh) and its hourly history. */
export function createMarketRepository(knex: Knex) {
  return {
    /** Writes a refresh's quotes in one statement, replacing each symbol's previous row. */
    async upsert(rows: QuoteRow[]): Promise<void> {
      if (rows.length === 0) return;
      await knex('market_quotes').insert(rows).onConflict('symbol').merge();
    },

    /**
     * Keeps these prices as the points of the hour `at` falls in: a later refresh in the same hour
     * replaces its point, so each hour keeps its last quote.
     */
    async recordHistory(points: HistoryPoint[], at: Date): Promise<void> {
      if (points.length === 0) return;
      const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
      const rows = points.map(({ symbol, price }) => ({ symbol, hour, price, quoted_at: at }));
      await knex('quote_history').insert(rows).onConflict(['symbol', 'hour']).merge(['price', 'quoted_at']);
    },

    /** Deletes the history points of hours before `before`; returns how many went. */
    async pruneHistory(before: Date): Promise<number> {
      return knex('quote_history').where('hour', '<', before).delete();
    },

    /** The stored rows of these symbols, in list order; a symbol never refreshed has no row. */
    async list(symbols: string[]): Promise<QuoteRow[]> {
      if (symbols.length === 0) return [];
      const rows: QuoteRow[] = await knex('market_quotes').whereIn('symbol', symbols).select([...COLUMNS]).orderBy('position');
      // double precision comes back as a number from pg, but PGlite may hand back strings.
      return rows.map((row) => ({ ...row, price: toNumber(row.price), change_percent: toNumber(row.change_percent) }));
    },
  };
}

function toNumber(value: number | string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
