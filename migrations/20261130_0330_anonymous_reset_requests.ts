import type { Knex } from 'knex';

// A password reset link is asked for by anyone who knows the address, signed in or not, yet its
// audit entry named the member as the one who asked. Past entries now say what the new ones say:
// asked anonymously, the member being only the target. (ANONYMOUS_ACTOR of src/contracts/admin.ts,
// written out: a migration keeps doing what it did when it landed.)
export async function up(knex: Knex): Promise<void> {
  await knex('audit_log').where({ action: 'user.password_reset_requested' }).update({ actor_user_id: null, actor_name: '(anonymous)' });
}

// Who each entry named cannot be told apart afterwards from who it concerns: the target is the member.
export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    "update audit_log l set actor_user_id = u.id, actor_name = u.username from users u where l.action = 'user.password_reset_requested' and l.target_type = 'user' and l.target_id = u.id::text",
  );
}
