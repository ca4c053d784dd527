import type { Knex } from 'knex';

// One row per scheduled job tick: the instance that inserts it first runs the tick.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_claims', (t) => {
    t.text('job').notNullable();
    t.timestamp('tick', { useTz: true }).notNullable();
    t.text('instance').notNullable();
    t.timestamp('claimed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['job', 'tick']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_claims');
}
