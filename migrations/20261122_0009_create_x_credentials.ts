import type { Knex } from 'knex';

// Each member's own X app and OAuth tokens. Every *_enc column is AES-256-GCM ciphertext.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('x_credentials', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('client_id_enc').notNullable();
    t.text('client_secret_enc').notNullable();
    t.text('access_token_enc');
    t.text('refresh_token_enc');
    t.timestamp('token_expires_at', { useTz: true });
    t.text('scopes');
    t.text('oauth_status'); // e.g. needs_reauthorization
    t.text('x_username');
    t.text('pending_state'); // OAuth state of an authorization in progress
    t.text('pending_verifier_enc'); // its PKCE verifier
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('x_credentials');
}
