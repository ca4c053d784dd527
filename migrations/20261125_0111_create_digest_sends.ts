import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // One row per member per local day, inserted before the digest is sent: the primary key lets
  // exactly one run (of any instance, before or after a restart) send that day's mail.
  await knex.schema.createTable('digest_sends', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('local_date').notNullable();
    // The articles mailed, so the next day's digest does not repeat them.
    t.specificType('article_ids', 'integer[]').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'local_date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('digest_sends');
}
