import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The same story told by several sources: articles point at one cluster.
  await knex.schema.createTable('story_clusters', (t) => {
    t.increments('id');
    t.text('title').notNullable();
    t.integer('article_count').notNullable().defaultTo(1);
    t.timestamp('first_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['last_seen_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('story_clusters');
}
