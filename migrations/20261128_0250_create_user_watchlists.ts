import type { Knex } from 'knex';

// A member's watchlist (docs/product.md#watchlist): one row each, made on the first save, the
// symbols as an array. Read by primary key for the home feed's Watchlist filter and the personal
// watchlist feed, whose articles are then found by the articles' tickers index (&&).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_watchlists', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.specificType('symbols', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_watchlists');
}
