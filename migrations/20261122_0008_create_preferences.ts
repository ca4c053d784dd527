import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('preferences', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.specificType('news_categories', 'text[]').notNullable().defaultTo('{}');
    t.specificType('keywords', 'text[]').notNullable().defaultTo('{}');
    t.boolean('automated_posting_enabled').notNullable().defaultTo(false);
    t.smallint('posting_frequency').notNullable().defaultTo(12); // hours, 1-24
    t.specificType('auto_post_topics', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('last_auto_post_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('posting_frequency between 1 and 24', [], 'preferences_posting_frequency_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('preferences');
}
