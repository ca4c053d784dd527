import type { Knex } from 'knex';

// A member's key to their personal feeds (docs/product.md#feeds-out), one per member. A feed
// reader sends the key on every poll, so it is found by its SHA-256; the key itself is kept
// sealed by the secret box so Settings can show the member their URLs again.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('feed_tokens', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.text('token_sealed').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('feed_tokens');
}
