import type { Knex } from 'knex';

// What each member opened: recommendations rank opened articles lower and the categories a
// member reads often higher. One row per member and article, counting the opens.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('article_opens', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
    t.integer('open_count').notNullable().defaultTo(1);
    t.timestamp('last_opened_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'article_id']);
    t.index(['article_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('article_opens');
}
