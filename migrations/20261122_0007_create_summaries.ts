import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('summaries', (t) => {
    t.increments('id');
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
    t.text('type').notNullable().defaultTo('one_minute');
    t.text('summary').notNullable();
    t.integer('word_count').notNullable();
    t.text('model').notNullable(); // which enricher wrote it
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['article_id', 'type']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('summaries');
}
