import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.text('username').notNullable();
    t.text('email').notNullable();
    t.text('password_hash'); // null for accounts that only sign in through a provider
    t.text('role').notNullable().defaultTo('user');
    t.text('google_sub').unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true });
    t.check("role in ('admin', 'user')", [], 'users_role_check');
  });
  // Usernames and e-mails are unique without regard to case.
  await knex.raw('create unique index users_username_lower_unique on users (lower(username))');
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
