import type { Knex } from 'knex';
import type { Sentiment } from '../../../plugins/sdk/index.js';
import { type Prepare, prepareStatement } from '../../db/prepared.js';
import { FEED_COLUMNS, type FeedRow } from '../news/feed-repository.js';
import type { WindowSpan } from './windows.js';

/** A span of time: from `since` (inclusive) to `until` (inclusive, the app clock's now). */
export interface Span {
  since: Date;
  until: Date;
}

/** A span cut into buckets of `bucketMs` (an hour or a day) from `since`, which starts one. */
export interface BucketedSpan extends Span {
  bucketMs: number;
}

/** Mentions of one symbol with one sentiment, and their summed importance weight. */
export interface SentimentCount {
  /** 'unassessed': the article's language was not read for sentiment (docs/languages.md). */
  sentiment: Sentiment | 'unassessed';
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

/** A bucket's price: its last stored point. */
export interface BucketPrice {
  bucket: number;
  price: number;
}

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;

// An article's importance weighs its mention (docs/asset-data.md#the-sentiment-index); an unscored
// or zero one counts as 1, so every mention weighs something.
const WEIGHT = 'greatest(coalesce(ai_score, 1), 1)';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const toNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * Where a span's mentions are summed from: the rollup of its buckets' length (asset_daily for daily
 * buckets, migration 0280; asset_hourly otherwise, migration 0240), every period from `since`
 * through the one holding `until`. That last period runs past `until`: the mentions in it dated
 * after `until` (articles published in the future wait for their time) are read off article_assets
 * to be taken off, a range of its time index that is nearly always empty.
 */
function rollupOf(span: BucketedSpan) {
  const daily = span.bucketMs === DAY_MS;
  const periodMs = daily ? DAY_MS : HOUR_MS;
  return {
    table: daily ? 'asset_daily' : 'asset_hourly',
    period: daily ? 'day' : 'hour',
    end: new Date(Math.floor(span.until.getTime() / periodMs) * periodMs + periodMs),
  };
}

/** What one asset page reads (the detail method). */
export interface AssetDetailRows {
  counts: BucketCounts[];
  prices: BucketPrice[];
  quote: AssetQuote | undefined;
  stories: FeedRow[];
  related: string[];
}

/** Every symbol mentioned in the span, by sentiment: SQL with its values (since, until, until, end). */
function countsBySymbolSql(span: BucketedSpan): [sql: string, bindings: Date[]] {
  const { table, period, end } = rollupOf(span);
  return [
    `select symbol, sentiment, sum(mentions)::int as mentions, sum(weight)::float8 as weight
     from (
       select symbol, sentiment, mentions, weight from ${table} where ${period} >= ? and ${period} <= ?
       union all
       select symbol, sentiment, -1, -${WEIGHT} from article_assets where published_at > ? and published_at < ?
     ) c
     group by symbol, sentiment having sum(mentions) > 0`,
    [span.since, span.until, span.until, end],
  ];
}

const QUOTE_COLUMNS = 'symbol, name, type, price, change_percent, currency';

/** The asset page's statement: asset_page (migration 0300), and its top stories read with the feed's columns, in its order. */
const DETAIL_SQL = `
  select p.counts, p.prices, p.quote, p.related,
         (select coalesce(json_agg(f order by s.n), '[]')
          from unnest(p.story_ids) with ordinality as s(id, n)
          cross join lateral (select ${FEED_COLUMNS} from articles a where a.id = s.id) f) as stories
  from asset_page(?, ?, ?, ?, ?, ?, ?) p`;

interface DetailRow {
  counts: BucketCounts[];
  prices: BucketPrice[];
  quote: AssetQuote | null;
  related: string[];
  // JSON carries a time as text.
  stories: (Omit<FeedRow, 'published_at'> & { published_at: string })[];
}

// double precision may come back as text from PGlite.
const quoteOf = (row: AssetQuote): AssetQuote => ({ ...row, price: toNumber(row.price), change_percent: toNumber(row.change_percent) });
const countOf = <T extends SentimentCount>(row: T): T => ({ ...row, weight: Number(row.weight) });
const priceOf = (row: { bucket: number; price: number | string }): BucketPrice => ({ bucket: row.bucket, price: Number(row.price) });

/**
 * All SQL of the asset pages: article_assets and its hourly and daily rollups over a window, quote
 * history and the stored quotes. `prepare` names the page's statement (db/prepared.ts).
 */
export function createAssetsRepository(knex: Knex, prepare: Prepare = prepareStatement) {
  return {
    /** Every symbol mentioned in the span, by sentiment (the asset list ranks them). */
    async countsBySymbol(span: BucketedSpan): Promise<SymbolCounts[]> {
      const [sql, bindings] = countsBySymbolSql(span);
      const { rows } = await knex.raw<{ rows: SymbolCounts[] }>(sql, bindings);
      return rows.map(countOf);
    },

    /**
     * What the asset list reads, in one statement (as the asset page's `detail`): every symbol's
     * counts in the span, and the stored quotes of those symbols. Named (`prepare`): it reads the
     * same index ranges whatever the window.
     */
    async listing(span: BucketedSpan): Promise<{ counts: SymbolCounts[]; quotes: Map<string, AssetQuote> }> {
      const [counts, bindings] = countsBySymbolSql(span);
      const { rows } = await prepare<{ rows: [{ counts: SymbolCounts[]; quotes: (AssetQuote & { symbol: string })[] }] }>(
        knex,
        `with c as (${counts})
         select (select coalesce(json_agg(c), '[]') from c) as counts,
                (select coalesce(json_agg(q), '[]') from (select ${QUOTE_COLUMNS} from market_quotes) q where q.symbol in (select symbol from c)) as quotes`,
        bindings,
      );
      const row = rows[0];
      return { counts: row.counts.map(countOf), quotes: new Map(row.quotes.map((quote) => [quote.symbol, quoteOf(quote)])) };
    },

    /**
     * Everything one asset page reads, in one statement: the database function asset_page
     * (migration 0300 says why it is one) gives the counts, prices, quote, related symbols and the
     * ids of the top stories, and the stories are read here with the feed's columns, in its order.
     * The statement is named (`prepare`): its plan is the same for any asset.
     */
    async detail(symbol: string, span: WindowSpan, limits: { stories: number; related: number }): Promise<AssetDetailRows> {
      const { rows } = await prepare<{ rows: [DetailRow] }>(knex, DETAIL_SQL, [symbol, span.since, span.until, span.bucketMs / 1000, span.buckets, limits.stories, limits.related]);
      const row = rows[0];
      return {
        counts: row.counts.map(countOf),
        prices: row.prices.map(priceOf),
        quote: row.quote ? quoteOf(row.quote) : undefined,
        stories: row.stories.map((story) => ({ ...story, published_at: new Date(story.published_at) })),
        related: row.related,
      };
    },

    /** Whether any stored article mentions the symbol, at any time. */
    async everMentioned(symbol: string): Promise<boolean> {
      return Boolean(await knex('article_assets').where({ symbol }).first('article_id'));
    },
  };
}
