import type { Knex } from 'knex';

// A fetch that matches many rules writes thousands of alert_deliveries rows in one statement, and
// PostgreSQL checks each row's foreign keys one by one: of 20,000 rows' 1.6 s, the four keys took
// more than half, the member's alone 0.4 s, while every alert of the fetch waited. That key guards
// nothing the others do not: a delivery's member is its rule's (modules/alerts/matching.ts writes
// rule.user_id), and deleting a member deletes their rules and channels, whose keys delete the
// deliveries. The column stays, for reading deliveries by member.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_deliveries', (t) => {
    t.dropForeign(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_deliveries', (t) => {
    t.foreign('user_id').references('users.id').onDelete('CASCADE');
  });
}
