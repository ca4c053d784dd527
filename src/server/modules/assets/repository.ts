import type { Knex } from 'knex';
import type { Sentiment } from '../../../plugins/sdk/index.js';
import { feedColumns, type FeedRow } from '../news/feed-repository.js';

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
 * The start of the hour holding `until`. Related symbols are summed over a span's whole hours
 * before it off asset_pairs_hourly (migration 0240 says why it exists), and over that hour, which
 * ends at `until` and not on the hour, off article_assets. Spans start on a whole hour.
 */
const currentHour = (span: Span): Date => new Date(Math.floor(span.until.getTime() / HOUR_MS) * HOUR_MS);

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

/** What one asset page reads (the detail method): each part as its own method answers it. */
export interface AssetDetailRows {
  counts: BucketCounts[];
  prices: BucketPrice[];
  quote: AssetQuote | undefined;
  stories: FeedRow[];
  related: string[];
}

/** Every symbol mentioned in the span, by sentiment. */
function countsBySymbolQuery(knex: Knex, span: BucketedSpan): Knex.Raw {
  const { table, period, end } = rollupOf(span);
  return knex.raw(
    `select symbol, sentiment, sum(mentions)::int as mentions, sum(weight)::float8 as weight
     from (
       select symbol, sentiment, mentions, weight from ${table} where ${period} >= ? and ${period} <= ?
       union all
       select symbol, sentiment, -1, -${WEIGHT} from article_assets where published_at > ? and published_at < ?
     ) c
     group by symbol, sentiment having sum(mentions) > 0`,
    [span.since, span.until, span.until, end],
  );
}

/** One symbol's mentions in the span by bucket (from its start) and sentiment. */
function countsByBucketQuery(knex: Knex, symbol: string, span: BucketedSpan): Knex.Raw {
  const { table, period, end } = rollupOf(span);
  return knex.raw(
    // date_part is float arithmetic; extract's numeric costs several times more.
    `select floor((date_part('epoch', at) - ?) / ?)::int as bucket,
            sentiment, sum(mentions)::int as mentions, sum(weight)::float8 as weight
     from (
       select ${period} as at, sentiment, mentions, weight from ${table} where symbol = ? and ${period} >= ? and ${period} <= ?
       union all
       select published_at, sentiment, -1, -${WEIGHT} from article_assets where symbol = ? and published_at > ? and published_at < ?
     ) c
     group by 1, 2 having sum(mentions) > 0`,
    [span.since.getTime() / 1000, span.bucketMs / 1000, symbol, span.since, span.until, symbol, span.until, end],
  );
}

/** The span's most important articles about the symbol, most important first, found on article_assets_symbol_score_idx. */
function topStoriesQuery(knex: Knex, symbol: string, span: Span, limit: number): Knex.QueryBuilder {
  const top = knex('article_assets')
    .where({ symbol })
    .whereBetween('published_at', [span.since, span.until])
    .orderByRaw('ai_score desc nulls last, published_at desc, article_id desc')
    .limit(limit)
    .select('article_id', 'ai_score', 'published_at');
  return knex
    .from(top.as('t'))
    .join('articles as a', 'a.id', 't.article_id')
    .orderByRaw('t.ai_score desc nulls last, t.published_at desc, t.article_id desc')
    .select(feedColumns(knex));
}

/** The symbols mentioned beside this one in the span's articles, most often first. */
function coMentionedQuery(knex: Knex, symbol: string, span: Span, limit: number): Knex.Raw {
  const current = currentHour(span);
  return knex.raw(
    `select other as symbol
     from (
       select other, mentions from asset_pairs_hourly where symbol = ? and hour >= ? and hour < ?
       union all
       select o.symbol, 1
       from article_assets self join article_assets o on o.article_id = self.article_id and o.symbol <> self.symbol
       where self.symbol = ? and self.published_at >= ? and self.published_at <= ?
     ) c
     group by other having sum(mentions) > 0 order by sum(mentions) desc, other limit ?`,
    [symbol, span.since, current, symbol, current, span.until, limit],
  );
}

/**
 * The last price point of each of the span's buckets that has one. Picked here rather than in the
 * service: 30 days are 720 hourly points, and reading (and parsing the time of) each one cost the
 * server more than the rest of an asset page.
 */
function bucketPricesQuery(knex: Knex, symbol: string, span: BucketedSpan): Knex.Raw {
  return knex.raw(
    `select distinct on (1) floor((date_part('epoch', hour) - ?) / ?)::int as bucket, price
     from quote_history where symbol = ? and hour >= ? and hour <= ?
     order by 1, hour desc`,
    [span.since.getTime() / 1000, span.bucketMs / 1000, symbol, span.since, span.until],
  );
}

const QUOTE_COLUMNS = ['symbol', 'name', 'type', 'price', 'change_percent', 'currency'];

function quotesQuery(knex: Knex, symbols: string[]): Knex.QueryBuilder {
  return knex('market_quotes').whereIn('symbol', symbols).select(QUOTE_COLUMNS);
}

// double precision may come back as text from PGlite.
const quoteOf = (row: AssetQuote): AssetQuote => ({ ...row, price: toNumber(row.price), change_percent: toNumber(row.change_percent) });
const countOf = <T extends SentimentCount>(row: T): T => ({ ...row, weight: Number(row.weight) });
const priceOf = (row: { bucket: number; price: number | string }): BucketPrice => ({ bucket: row.bucket, price: Number(row.price) });

/** All SQL of the asset pages: article_assets and its hourly and daily rollups over a window, quote history and the stored quotes. */
export function createAssetsRepository(knex: Knex) {
  return {
    /** Every symbol mentioned in the span, by sentiment (the asset list ranks them). */
    async countsBySymbol(span: BucketedSpan): Promise<SymbolCounts[]> {
      const { rows } = await countsBySymbolQuery(knex, span);
      return (rows as SymbolCounts[]).map(countOf);
    },

    /**
     * What the asset list reads, in one statement (as the asset page's `detail`): every symbol's
     * counts in the span, and the stored quotes of those symbols.
     */
    async listing(span: BucketedSpan): Promise<{ counts: SymbolCounts[]; quotes: Map<string, AssetQuote> }> {
      const { rows } = await knex.raw<{ rows: [{ counts: SymbolCounts[]; quotes: (AssetQuote & { symbol: string })[] }] }>(
        `with c as (?)
         select (select coalesce(json_agg(c), '[]') from c) as counts,
                (select coalesce(json_agg(q), '[]') from ? q where q.symbol in (select symbol from c)) as quotes`,
        [countsBySymbolQuery(knex, span), knex('market_quotes').select(QUOTE_COLUMNS)],
      );
      const row = rows[0];
      return { counts: row.counts.map(countOf), quotes: new Map(row.quotes.map((quote) => [quote.symbol, quoteOf(quote)])) };
    },

    /**
     * Everything one asset page reads, in one statement: its parts as JSON, each read as its own
     * method reads it. As five statements at once a page took five of the pool's connections and
     * woke five database backends; under load the pool queued and the cores went to switching
     * between them. Stories and related symbols keep their order: each is a sorted subquery with a
     * limit, which PostgreSQL aggregates in the order it gives.
     */
    async detail(symbol: string, span: BucketedSpan, limits: { stories: number; related: number }): Promise<AssetDetailRows> {
      const { rows } = await knex.raw<{ rows: [{ counts: BucketCounts[]; prices: BucketPrice[]; quote: AssetQuote | null; stories: (Omit<FeedRow, 'published_at'> & { published_at: string })[]; related: string[] }] }>(
        `select (select coalesce(json_agg(c), '[]') from (?) c) as counts,
                (select coalesce(json_agg(p), '[]') from (?) p) as prices,
                (select row_to_json(q) from ? q) as quote,
                (select coalesce(json_agg(t), '[]') from ? t) as stories,
                (select coalesce(json_agg(r.symbol), '[]') from (?) r) as related`,
        [
          countsByBucketQuery(knex, symbol, span),
          bucketPricesQuery(knex, symbol, span),
          quotesQuery(knex, [symbol]),
          topStoriesQuery(knex, symbol, span, limits.stories),
          coMentionedQuery(knex, symbol, span, limits.related),
        ],
      );
      const row = rows[0];
      return {
        counts: row.counts.map(countOf),
        prices: row.prices.map(priceOf),
        quote: row.quote ? quoteOf(row.quote) : undefined,
        // JSON carries a time as text.
        stories: row.stories.map((story) => ({ ...story, published_at: new Date(story.published_at) })),
        related: row.related,
      };
    },

    async countsByBucket(symbol: string, span: BucketedSpan): Promise<BucketCounts[]> {
      const { rows } = await countsByBucketQuery(knex, symbol, span);
      return (rows as BucketCounts[]).map(countOf);
    },

    /** Whether any stored article mentions the symbol, at any time. */
    async everMentioned(symbol: string): Promise<boolean> {
      return Boolean(await knex('article_assets').where({ symbol }).first('article_id'));
    },

    topStories(symbol: string, span: Span, limit: number): Promise<FeedRow[]> {
      return topStoriesQuery(knex, symbol, span, limit);
    },

    async coMentioned(symbol: string, span: Span, limit: number): Promise<string[]> {
      const { rows } = await coMentionedQuery(knex, symbol, span, limit);
      return (rows as { symbol: string }[]).map((row) => row.symbol);
    },

    async bucketPrices(symbol: string, span: BucketedSpan): Promise<BucketPrice[]> {
      const { rows } = await bucketPricesQuery(knex, symbol, span);
      return (rows as { bucket: number; price: number | string }[]).map(priceOf);
    },
  };
}
