import type { Knex } from 'knex';

// Shares join the priced list (the stocks group, for Trending Topics): a quote may be of an equity.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table market_quotes drop constraint market_quotes_type_check');
  await knex.raw("alter table market_quotes add constraint market_quotes_type_check check (type in ('index', 'currency', 'crypto', 'equity'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex('market_quotes').where({ type: 'equity' }).delete();
  await knex.raw('alter table market_quotes drop constraint market_quotes_type_check');
  await knex.raw("alter table market_quotes add constraint market_quotes_type_check check (type in ('index', 'currency', 'crypto'))");
}
