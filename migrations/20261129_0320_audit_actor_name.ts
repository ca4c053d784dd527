import type { Knex } from 'knex';

// An audit entry named its actor only through actor_user_id, which a deleted account sets to null:
// an admin who deleted their own account left every change they made unsigned, shown as the
// operator's. Each entry now keeps the actor's username as it was, written with the entry.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (t) => {
    t.text('actor_name');
  });
  await knex.raw('update audit_log l set actor_name = u.username from users u where u.id = l.actor_user_id');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (t) => {
    t.dropColumn('actor_name');
  });
}
