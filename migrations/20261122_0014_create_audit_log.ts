import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    t.increments('id');
    t.integer('actor_user_id').references('users.id').onDelete('SET NULL');
    t.text('action').notNullable(); // e.g. user.register, user.role_change, source.update
    t.text('target_type');
    t.text('target_id');
    t.jsonb('details');
    t.text('ip');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
}
