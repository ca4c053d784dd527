import type { Knex } from 'knex';

// The admin stat cards count articles, summaries, users and market quotes every 30 s; count(*)
// scans a million-row table. Statement-level triggers append one delta row per statement instead
// (no shared row to lock, so concurrent writers never wait on each other), and the reader sums the
// few deltas and folds them up now and then (modules/admin/stats-repository.ts).
const COUNTED = ['articles', 'summaries', 'users', 'market_quotes'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table row_count_deltas (
      id bigserial primary key,
      table_name text not null,
      delta bigint not null
    )`);
  await knex.raw('create index row_count_deltas_table on row_count_deltas (table_name)');
  await knex.raw(`
    create function row_count_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into row_count_deltas (table_name, delta) select tg_table_name, count(*) from new_rows having count(*) > 0;
      elsif tg_op = 'DELETE' then
        insert into row_count_deltas (table_name, delta) select tg_table_name, -count(*) from old_rows having count(*) > 0;
      else
        delete from row_count_deltas where table_name = tg_table_name;
      end if;
      return null;
    end $$`);
  for (const table of COUNTED) {
    await knex.raw(`insert into row_count_deltas (table_name, delta) select '${table}', count(*) from ${table}`);
    await knex.raw(`create trigger ${table}_count_insert after insert on ${table} referencing new table as new_rows for each statement execute function row_count_track()`);
    await knex.raw(`create trigger ${table}_count_delete after delete on ${table} referencing old table as old_rows for each statement execute function row_count_track()`);
    await knex.raw(`create trigger ${table}_count_truncate after truncate on ${table} for each statement execute function row_count_track()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of COUNTED) {
    for (const op of ['insert', 'delete', 'truncate']) await knex.raw(`drop trigger ${table}_count_${op} on ${table}`);
  }
  await knex.raw('drop function row_count_track()');
  await knex.raw('drop table row_count_deltas');
}
