import type { Knex } from 'knex';

// Personal API tokens: scripts call the API with one instead of a session cookie. Only the token's
// SHA-256 is kept, so a leaked table lets nobody in; every request looks its token up here, so a
// revocation (a deleted row) holds on every instance at once.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('token_hash').notNullable().unique();
    t.specificType('scopes', 'text[]').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Updated at most once a minute, to spare a write on every call.
    t.timestamp('last_used_at', { useTz: true });
    // Null: never expires.
    t.timestamp('expires_at', { useTz: true });
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_tokens');
}
