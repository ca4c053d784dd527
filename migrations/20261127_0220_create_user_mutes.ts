import type { Knex } from 'knex';

// A member's mutes (docs/product.md#mutes): one row each, made on the first save, with the three
// lists as arrays. A table of its own rather than columns of preferences: every signed-in feed
// page reads it by primary key, so the row stays narrow, and the preferences answer stays as it
// is. Source ids carry no foreign key (arrays cannot); reads drop ids of sources since deleted.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_mutes', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.specificType('source_ids', 'integer[]').notNullable().defaultTo('{}');
    t.specificType('keywords', 'text[]').notNullable().defaultTo('{}');
    t.specificType('tickers', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_mutes');
}
