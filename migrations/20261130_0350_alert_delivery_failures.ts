import type { Knex } from 'knex';

// A delivery's failed tries, apart from its tries: the back-off doubles with each failure, and a
// try the service asked to wait for (a 429) is none. Counted from `attempts`, seven 429s put the
// next try after a real failure an hour away instead of a quarter of one.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_deliveries', (t) => {
    t.integer('failures').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_deliveries', (t) => {
    t.dropColumn('failures');
  });
}
