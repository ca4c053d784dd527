import type { Knex } from 'knex';

// Daily sums beside the hourly ones of migration 0240 (docs/asset-data.md#rollups): a 7 or 30 day
// window summed some 50 symbols × 3 sentiments × 24 rows a day from asset_hourly, 2–3 ms of
// PostgreSQL per uncached asset list or page; per day it is a 24th of that. `asset_daily` keeps
// each symbol's mentions and their importance weight per UTC day and sentiment, kept by statement
// triggers on article_assets as asset_hourly is (a deleted row's share taken off, an inserted
// row's added, in the transaction that changes the rows; upserts that add, in key order). Sums
// brought to 0 stay as rows; readers skip them.
// The table and trigger repeat 0240's by design, by day instead of by hour: a migration stays as it
// ran, so none shares code with another that a later edit could change under it.
const WEIGHT = 'greatest(coalesce(ai_score, 1), 1)';
const DAY = (column: string) => `date_trunc('day', ${column}, 'UTC')`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table asset_daily (
      symbol text not null,
      day timestamptz not null,
      sentiment text not null,
      mentions integer not null,
      weight integer not null,
      primary key (symbol, day, sentiment)
    )`);
  // The asset list sums every symbol over the window's days.
  await knex.raw('create index asset_daily_day_idx on asset_daily (day) include (symbol, sentiment, mentions, weight)');
  // %1$I is the transition table (new_rows or old_rows), %2$s the sign of its rows (1 or -1).
  await knex.raw(`
    create function asset_daily_track() returns trigger language plpgsql as $fn$
    declare
      changed text := case tg_op when 'INSERT' then 'new_rows' else 'old_rows' end;
      sign integer := case tg_op when 'INSERT' then 1 else -1 end;
    begin
      if tg_op = 'TRUNCATE' then
        delete from asset_daily;
        return null;
      end if;
      execute format($sql$
        insert into asset_daily (symbol, day, sentiment, mentions, weight)
        select symbol, ${DAY('published_at')}, sentiment, %2$s * count(*), %2$s * sum(${WEIGHT})
        from %1$I group by 1, 2, 3 order by 1, 2, 3
        on conflict (symbol, day, sentiment) do update
        set mentions = asset_daily.mentions + excluded.mentions, weight = asset_daily.weight + excluded.weight
      $sql$, changed, sign);
      return null;
    end $fn$`);
  await knex.raw(`
    insert into asset_daily (symbol, day, sentiment, mentions, weight)
    select symbol, ${DAY('published_at')}, sentiment, count(*), sum(${WEIGHT}) from article_assets group by 1, 2, 3`);
  await knex.raw('create trigger article_assets_daily_insert after insert on article_assets referencing new table as new_rows for each statement execute function asset_daily_track()');
  await knex.raw('create trigger article_assets_daily_delete after delete on article_assets referencing old table as old_rows for each statement execute function asset_daily_track()');
  await knex.raw('create trigger article_assets_daily_truncate after truncate on article_assets for each statement execute function asset_daily_track()');
}

export async function down(knex: Knex): Promise<void> {
  for (const op of ['insert', 'delete', 'truncate']) await knex.raw(`drop trigger article_assets_daily_${op} on article_assets`);
  await knex.raw('drop function asset_daily_track()');
  await knex.raw('drop table asset_daily');
}
