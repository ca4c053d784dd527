import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // One authenticator per account. The secret is sealed by the secret box (never plain text);
  // enabled_at stays null while the member has started enrolment but not yet confirmed a code.
  await knex.schema.createTable('two_factor', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('secret_enc').notNullable();
    t.timestamp('enabled_at', { useTz: true });
    // The TOTP time step of the last code accepted: a code is never accepted twice.
    t.bigInteger('last_used_step');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('two_factor_recovery_codes', (t) => {
    t.text('code_hash').primary(); // SHA-256 of an 80-bit random code
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('used_at', { useTz: true });
    t.index(['user_id']);
  });
  // A password (or Google) sign-in that still needs its code: no session exists until it is given.
  await knex.schema.createTable('two_factor_pending_logins', (t) => {
    t.text('token_hash').primary(); // SHA-256 of the token in the browser's cookie
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('two_factor_pending_logins');
  await knex.schema.dropTable('two_factor_recovery_codes');
  await knex.schema.dropTable('two_factor');
}
