import type { Knex } from 'knex';

// Fixed-window counters shared by every instance (login, registration, availability checks).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('count').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
