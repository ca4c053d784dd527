import type { Knex } from 'knex';

// Recommendations match a member's ticker and coin keywords against the extracted tickers.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index articles_tickers_idx on articles using gin (tickers)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists articles_tickers_idx');
}
