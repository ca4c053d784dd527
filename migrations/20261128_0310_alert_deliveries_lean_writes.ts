import type { Knex } from 'knex';

// Every alert writes its alert_deliveries row three times: matched (insert), claimed, completed.
// Timed alone for a fetch fanning out to 20,000 rows, PostgreSQL spent 1.4 s of CPU on them
// (docs/alerts.md#figures): the insert's three foreign keys checked row by row, the claim and the
// completion each a new row version in six indexes. This migration halves it:
//
// - The keys on the rule, the article and the channel go. Matching locks the rows it names once
//   per statement instead (modules/alerts/deliveries-repository.ts: FOR KEY SHARE, as a key check
//   does, and rows whose rule, article or channel is already gone are not written), and deleting
//   a rule, channel or article deletes its deliveries by the triggers below, as the keys' cascades
//   did, once per statement rather than once per deleted row.
// - The unique index on delivery_id goes: the id is a random UUID, never looked up.
// - A claim no longer changes the status (a claimed row is 'pending' with a lease running; the
//   delivery log still shows it as 'sending'), so it touches no indexed column and PostgreSQL can
//   write the new version on the same page without touching an index (a HOT update), if the page
//   has room: hence half of each page is left free when rows are written.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table alert_deliveries
    drop constraint alert_deliveries_rule_id_foreign,
    drop constraint alert_deliveries_article_id_foreign,
    drop constraint alert_deliveries_channel_id_foreign,
    drop constraint alert_deliveries_delivery_id_unique`);
  await knex.raw("update alert_deliveries set status = 'pending' where status = 'sending'");
  await knex.raw('alter table alert_deliveries set (fillfactor = 50)');
  await knex.raw(`
    create function alert_deliveries_follow_deletes() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'alert_rules' then
        delete from alert_deliveries d using old_rows o where d.rule_id = o.id;
      elsif tg_table_name = 'alert_channels' then
        delete from alert_deliveries d using old_rows o where d.channel_id = o.id;
      else
        delete from alert_deliveries d using old_rows o where d.article_id = o.id;
      end if;
      return null;
    end $$`);
  for (const table of ['alert_rules', 'alert_channels', 'articles']) {
    await knex.raw(`create trigger ${table}_delete_deliveries after delete on ${table} referencing old table as old_rows for each statement execute function alert_deliveries_follow_deletes()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['alert_rules', 'alert_channels', 'articles']) await knex.raw(`drop trigger ${table}_delete_deliveries on ${table}`);
  await knex.raw('drop function alert_deliveries_follow_deletes()');
  await knex.raw('alter table alert_deliveries reset (fillfactor)');
  await knex.raw("update alert_deliveries set status = 'sending' where status = 'pending' and lease_until > now()");
  // Rows whose rule, article or channel went while there were no keys cannot be kept under them.
  await knex.raw(`delete from alert_deliveries d where not exists (select 1 from alert_rules r where r.id = d.rule_id)
    or not exists (select 1 from articles a where a.id = d.article_id)
    or (d.channel_id is not null and not exists (select 1 from alert_channels c where c.id = d.channel_id))`);
  await knex.schema.alterTable('alert_deliveries', (t) => {
    t.unique(['delivery_id']);
    t.foreign('rule_id').references('alert_rules.id').onDelete('CASCADE');
    t.foreign('article_id').references('articles.id').onDelete('CASCADE');
    t.foreign('channel_id').references('alert_channels.id').onDelete('CASCADE');
  });
}
