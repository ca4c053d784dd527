import type { Knex } from 'knex';

// What an asset page reads (docs/asset-data.md#one-function-per-page), as one function whose
// statements PostgreSQL plans once per connection. Sent as one statement of five parts, the page
// was planned at every request: 1.0 ms of the database's 1.6 ms a page, more than it took to run.
// A named statement alone did not help: PostgreSQL judged its generic plan dearer than planning
// each run (it cannot see how few rows the current hour's ranges hold) and kept planning.
// Here each part is its own statement, kept as a generic plan (plan_cache_mode, for this function
// only): every one reads the same index ranges whatever the symbol and window. The top stories are
// the exception, planned at each call (execute): whether to walk the symbol's most important
// mentions or sort the window's depends on how many of them fall in the window, and a generic plan
// walked all 7,000 of a month's BTC mentions where the custom one read ten.
// The page's articles are read by the caller (modules/assets/repository.ts), with the feed's
// columns, from the ids given here. Each part answers as its query in modules/assets did before.
// A change to the page is a new migration that replaces this function with the same arguments and
// columns (migrations are additive: an instance still running the code before may call it).

/**
 * The page's counts read off one rollup (`period`: its time column): written once here, and put in
 * the function twice, as a statement per rollup, because a statement whose plan is kept cannot take
 * its table as a value.
 */
const countsFrom = (table: string, period: string) => `(select coalesce(json_agg(c), '[]') from (
          select floor((date_part('epoch', r.at) - since_epoch) / p_bucket_seconds)::int as bucket, r.sentiment,
                 sum(r.mentions)::int as mentions, sum(r.weight)::float8 as weight
          from (
            select p.${period} as at, p.sentiment, p.mentions, p.weight from ${table} p
            where p.symbol = p_symbol and p.${period} >= p_since and p.${period} <= p_until
            union all
            select m.published_at, m.sentiment, -1, -greatest(coalesce(m.ai_score, 1), 1) from article_assets m
            where m.symbol = p_symbol and m.published_at > p_until and m.published_at < period_end
          ) r
          group by 1, 2 having sum(r.mentions) > 0) c)`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function asset_page(
      p_symbol text, p_since timestamptz, p_until timestamptz, p_bucket_seconds double precision,
      p_buckets integer, p_stories integer, p_related integer
    ) returns table (counts json, prices json, quote json, story_ids integer[], related json)
    language plpgsql stable
    set plan_cache_mode = force_generic_plan
    rows 1
    as $fn$
    declare
      since_epoch double precision := date_part('epoch', p_since);
      bucket_length interval := make_interval(secs => p_bucket_seconds);
      current_hour timestamptz := date_trunc('hour', p_until, 'UTC');
      -- The end of the period (hour or day) holding p_until. The rollups sum whole periods; the
      -- mentions of the last one dated after p_until (articles published in the future wait for
      -- their time) are read off article_assets and taken off.
      period_end timestamptz := case when p_bucket_seconds = 86400 then date_trunc('day', p_until, 'UTC') + interval '1 day' else current_hour + interval '1 hour' end;
    begin
      -- Mentions and importance weight by bucket (from the window's start) and sentiment.
      if p_bucket_seconds = 86400 then
        counts := ${countsFrom('asset_daily', 'day')};
      else
        counts := ${countsFrom('asset_hourly', 'hour')};
      end if;

      -- Each bucket's price: its last hourly point up to p_until, one index step a bucket.
      prices := (select coalesce(json_agg(p order by p.bucket), '[]') from (
        select b as bucket, q.price
        from generate_series(0, p_buckets - 1) b
        cross join lateral (
          select h.price from quote_history h
          where h.symbol = p_symbol and h.hour >= p_since + b * bucket_length and h.hour < p_since + (b + 1) * bucket_length and h.hour <= p_until
          order by h.hour desc limit 1
        ) q) p);

      quote := (select row_to_json(q) from (
        select m.symbol, m.name, m.type, m.price, m.change_percent, m.currency from market_quotes m where m.symbol = p_symbol) q);

      -- The window's most important mentions, then the newest.
      execute $sql$
        select coalesce(array_agg(t.article_id order by t.ai_score desc nulls last, t.published_at desc, t.article_id desc), '{}')
        from (
          select article_id, ai_score, published_at from article_assets
          where symbol = $1 and published_at between $2 and $3
          order by ai_score desc nulls last, published_at desc, article_id desc limit $4
        ) t
      $sql$ into story_ids using p_symbol, p_since, p_until, p_stories;

      -- The symbols named beside this one, most often first: the rollup's whole hours before the
      -- current one, and the current hour up to p_until off article_assets.
      related := (select coalesce(json_agg(r.other order by r.total desc, r.other), '[]') from (
        select c.other, sum(c.mentions) as total
        from (
          select ph.other, ph.mentions from asset_pairs_hourly ph
          where ph.symbol = p_symbol and ph.hour >= p_since and ph.hour < current_hour
          union all
          select o.symbol, 1
          from article_assets s join article_assets o on o.article_id = s.article_id and o.symbol <> s.symbol
          where s.symbol = p_symbol and s.published_at >= current_hour and s.published_at <= p_until
        ) c
        group by c.other having sum(c.mentions) > 0
        order by sum(c.mentions) desc, c.other limit p_related) r);

      return next;
    end $fn$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function asset_page(text, timestamptz, timestamptz, double precision, integer, integer, integer)');
}
