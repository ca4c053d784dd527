import type { Knex } from 'knex';

// Asset pages read hourly sums instead of every mention (docs/asset-data.md#asset-pages): uncached,
// an asset's 30 days were some 7,000 article_assets rows read three times a request, and its
// related symbols one lookup per article. `asset_hourly` keeps each symbol's mentions and their
// importance weight per UTC hour and sentiment, `asset_pairs_hourly` how often each other symbol
// was named in the same articles, by the hour of the symbol's article; a 30-day window then sums
// at most 720 hours per sentiment.
// Statement-level triggers on article_assets keep them, in the transaction that changes the rows
// however that happens (enrichment replacing an article's rows, an article deleted with its rows):
// a deleted row's contribution is taken off, an inserted one's added. Upserts add to the sums,
// never read and write them back, so concurrent enrichers only wait on each other's row locks;
// keys are written in order so that they cannot deadlock. article_assets rows are only ever
// inserted and deleted, never updated. Sums brought to 0 stay as rows; readers skip them.
const WEIGHT = 'greatest(coalesce(ai_score, 1), 1)';
const HOUR = (column: string) => `date_trunc('hour', ${column}, 'UTC')`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table asset_hourly (
      symbol text not null,
      hour timestamptz not null,
      sentiment text not null,
      mentions integer not null,
      weight integer not null,
      primary key (symbol, hour, sentiment)
    )`);
  // The asset list sums every symbol over the window's hours.
  await knex.raw('create index asset_hourly_hour_idx on asset_hourly (hour) include (symbol, sentiment, mentions, weight)');
  await knex.raw(`
    create table asset_pairs_hourly (
      symbol text not null,
      hour timestamptz not null,
      other text not null,
      mentions integer not null,
      primary key (symbol, hour, other)
    )`);
  // %1$I is the transition table (new_rows or old_rows), %2$s the sign of its rows (1 or -1). A
  // deleted row's pairs are taken with the rows of its article that are left; an inserted row's
  // with all of its article's rows now there.
  await knex.raw(`
    create function asset_rollups_track() returns trigger language plpgsql as $fn$
    declare
      changed text := case tg_op when 'INSERT' then 'new_rows' else 'old_rows' end;
      sign integer := case tg_op when 'INSERT' then 1 else -1 end;
    begin
      if tg_op = 'TRUNCATE' then
        delete from asset_hourly;
        delete from asset_pairs_hourly;
        return null;
      end if;
      execute format($sql$
        insert into asset_hourly (symbol, hour, sentiment, mentions, weight)
        select symbol, ${HOUR('published_at')}, sentiment, %2$s * count(*), %2$s * sum(${WEIGHT})
        from %1$I group by 1, 2, 3 order by 1, 2, 3
        on conflict (symbol, hour, sentiment) do update
        set mentions = asset_hourly.mentions + excluded.mentions, weight = asset_hourly.weight + excluded.weight
      $sql$, changed, sign);
      execute format($sql$
        with t as (select article_id, symbol, published_at from %1$I),
        r as (
          select a.article_id, a.symbol, a.published_at, t.symbol is not null as changed
          from article_assets a left join t on t.article_id = a.article_id and t.symbol = a.symbol
          where a.article_id in (select article_id from t)
          union all
          select article_id, symbol, published_at, true from t where %2$s < 0
        )
        insert into asset_pairs_hourly (symbol, hour, other, mentions)
        select s.symbol, ${HOUR('s.published_at')}, x.symbol, %2$s * count(*)
        from r s join r x on x.article_id = s.article_id and x.symbol <> s.symbol
        where s.changed or x.changed
        group by 1, 2, 3 order by 1, 2, 3
        on conflict (symbol, hour, other) do update set mentions = asset_pairs_hourly.mentions + excluded.mentions
      $sql$, changed, sign);
      return null;
    end $fn$`);
  await knex.raw(`
    insert into asset_hourly (symbol, hour, sentiment, mentions, weight)
    select symbol, ${HOUR('published_at')}, sentiment, count(*), sum(${WEIGHT}) from article_assets group by 1, 2, 3`);
  await knex.raw(`
    insert into asset_pairs_hourly (symbol, hour, other, mentions)
    select s.symbol, ${HOUR('s.published_at')}, x.symbol, count(*)
    from article_assets s join article_assets x on x.article_id = s.article_id and x.symbol <> s.symbol
    group by 1, 2, 3`);
  // An asset's top stories walk its mentions most important first and stop at the tenth in the
  // window, instead of sorting all of the window's.
  await knex.raw('create index article_assets_symbol_score_idx on article_assets (symbol, ai_score desc nulls last, published_at desc, article_id desc)');
  await knex.raw('create trigger article_assets_rollup_insert after insert on article_assets referencing new table as new_rows for each statement execute function asset_rollups_track()');
  await knex.raw('create trigger article_assets_rollup_delete after delete on article_assets referencing old table as old_rows for each statement execute function asset_rollups_track()');
  await knex.raw('create trigger article_assets_rollup_truncate after truncate on article_assets for each statement execute function asset_rollups_track()');
}

export async function down(knex: Knex): Promise<void> {
  for (const op of ['insert', 'delete', 'truncate']) await knex.raw(`drop trigger article_assets_rollup_${op} on article_assets`);
  await knex.raw('drop function asset_rollups_track()');
  await knex.raw('drop index article_assets_symbol_score_idx');
  await knex.raw('drop table asset_pairs_hourly');
  await knex.raw('drop table asset_hourly');
}
