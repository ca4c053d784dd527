import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('x_posts', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('article_id').references('articles.id').onDelete('SET NULL');
    t.text('mode').notNullable(); // manual, auto or test
    t.text('text').notNullable();
    t.text('status').notNullable(); // posted or failed
    t.text('x_post_id');
    t.text('error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("mode in ('manual', 'auto', 'test')", [], 'x_posts_mode_check');
    t.check("status in ('posted', 'failed')", [], 'x_posts_status_check');
    t.index(['user_id', 'created_at']);
  });
  // An article is auto-posted at most once per member.
  await knex.raw(
    "create unique index x_posts_auto_once on x_posts (user_id, article_id) where mode = 'auto' and status = 'posted'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('x_posts');
}
