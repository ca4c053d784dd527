import type { Knex } from 'knex';

// Prices over time for the asset pages' trend (docs/asset-data.md#quote-history): one point per
// symbol and hour, the hour's last refreshed quote, kept for 30 days. The key serves a symbol's
// window; the hour index the refresh's prune of old points.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('quote_history', (t) => {
    t.text('symbol').notNullable();
    // The start of the hour (UTC) the quote was refreshed in.
    t.timestamp('hour', { useTz: true }).notNullable();
    t.specificType('price', 'double precision').notNullable();
    t.timestamp('quoted_at', { useTz: true }).notNullable();
    t.primary(['symbol', 'hour']);
  });
  await knex.raw('create index quote_history_hour_idx on quote_history (hour)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('quote_history');
}
