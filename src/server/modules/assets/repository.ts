import type { Knex } from 'knex';
import type { Sentiment } from '../../../plugins/sdk/index.js';

/** A span of time: from `since` (inclusive) to `until` (inclusive, the app clock's now). */
export interface Span {
  since: Date;
  until: Date;
}

/** Mentions of one symbol with one sentiment, and their summed importance weight. */
export interface SentimentCount {
  sentiment: Sentiment;
  mentions: number;
  weight: number;
}

/** A symbol's mentions by sentiment over a span. */
export interface SymbolCounts extends SentimentCount {
  symbol: string;
}

/** A bucket's counts: `bucket` is its number from the span's start (0 the first). */
export interface BucketCounts extends SentimentCount {
  bucket: number;
}

/** The stored quote of one symbol. */
export interface AssetQuote {
  name: string;
  type: string;
  price: number | null;
  change_percent: number | null;
  currency: string | null;
}

export interface PricePoint {
  hour: Date;
  price: number;
}

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;

// An article's importance weighs its mention (docs/asset-data.md#the-sentiment-index); an unscored
// or zero one counts as 1, so every mention weighs something.
const WEIGHT = 'sum(greatest(coalesce(ai_score, 1), 1))::float8';

const toNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** All SQL of the asset pages: article_assets over a window, quote history and the stored quotes. */
export function createAssetsRepository(knex: Knex) {
  return {
    /** Every symbol mentioned in the span, by sentiment (the asset list ranks them). */
    async countsBySymbol(span: Span): Promise<SymbolCounts[]> {
      const { rows } = await knex.raw<{ rows: SymbolCounts[] }>(
        `select symbol, sentiment, count(*)::int as mentions, ${WEIGHT} as weight
         from article_assets where published_at >= ? and published_at <= ?
         group by symbol, sentiment`,
        [span.since, span.until],
      );
      return rows.map((row) => ({ ...row, weight: Number(row.weight) }));
    },

    /** One symbol's mentions in the span by bucket of `bucketMs` from its start, and sentiment. */
    async countsByBucket(symbol: string, span: Span, bucketMs: number): Promise<BucketCounts[]> {
      const { rows } = await knex.raw<{ rows: BucketCounts[] }>(
        `select floor(extract(epoch from (published_at - ?::timestamptz)) * 1000 / ?)::int as bucket,
                sentiment, count(*)::int as mentions, ${WEIGHT} as weight
         from article_assets where symbol = ? and published_at >= ? and published_at <= ?
         group by 1, 2`,
        [span.since, bucketMs, symbol, span.since, span.until],
      );
      return rows.map((row) => ({ ...row, weight: Number(row.weight) }));
    },

    /** Whether any stored article mentions the symbol, at any time. */
    async everMentioned(symbol: string): Promise<boolean> {
      return Boolean(await knex('article_assets').where({ symbol }).first('article_id'));
    },

    /** The ids of the span's most important articles about the symbol, most important first. */
    async topArticleIds(symbol: string, span: Span, limit: number): Promise<number[]> {
      const rows: { article_id: number }[] = await knex('article_assets')
        .where({ symbol })
        .whereBetween('published_at', [span.since, span.until])
        .orderByRaw('ai_score desc nulls last, published_at desc, article_id desc')
        .limit(limit)
        .select('article_id');
      return rows.map((row) => row.article_id);
    },

    /** The symbols mentioned beside this one in the span's articles, most often first. */
    async coMentioned(symbol: string, span: Span, limit: number): Promise<string[]> {
      const { rows } = await knex.raw<{ rows: { symbol: string }[] }>(
        `select other.symbol
         from article_assets self join article_assets other on other.article_id = self.article_id and other.symbol <> self.symbol
         where self.symbol = ? and self.published_at >= ? and self.published_at <= ?
         group by other.symbol order by count(*) desc, other.symbol limit ?`,
        [symbol, span.since, span.until, limit],
      );
      return rows.map((row) => row.symbol);
    },

    /** The symbol's hourly price points in the span, oldest first. */
    async priceHistory(symbol: string, span: Span): Promise<PricePoint[]> {
      const rows: { hour: Date; price: number | string }[] = await knex('quote_history')
        .where({ symbol })
        .whereBetween('hour', [span.since, span.until])
        .orderBy('hour')
        .select('hour', 'price');
      return rows.map((row) => ({ hour: row.hour, price: Number(row.price) }));
    },

    /** The stored quotes of these symbols, by symbol; a symbol never priced has none. */
    async quotes(symbols: string[]): Promise<Map<string, AssetQuote>> {
      if (symbols.length === 0) return new Map();
      const rows: (AssetQuote & { symbol: string })[] = await knex('market_quotes')
        .whereIn('symbol', symbols)
        .select('symbol', 'name', 'type', 'price', 'change_percent', 'currency');
      // double precision may come back as text from PGlite.
      return new Map(rows.map((row) => [row.symbol, { ...row, price: toNumber(row.price), change_percent: toNumber(row.change_percent) }]));
    },
  };
}
