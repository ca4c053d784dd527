import type { Knex } from 'knex';

// X authorization in progress is bound to the session that started it and expires; an auto post
// is written as 'pending' before X is called and completed after, so a crash in between is found
// and resolved by asking X, and one row per member and article (whatever its status) means an
// article is never auto-posted twice.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('x_credentials', (t) => {
    t.text('pending_session'); // sha-256 of the session token that started the authorization
    t.timestamp('pending_expires_at', { useTz: true });
    t.boolean('pending_auto').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('x_posts', (t) => {
    t.timestamp('attempted_at', { useTz: true }); // when the call to X was last started
    t.dropChecks(['x_posts_status_check']);
  });
  await knex.raw("alter table x_posts add constraint x_posts_status_check check (status in ('pending', 'posted', 'failed'))");
  await knex.raw('drop index x_posts_auto_once');
  await knex.raw("create unique index x_posts_auto_once on x_posts (user_id, article_id) where mode = 'auto'");
  await knex.raw("create index x_posts_pending on x_posts (attempted_at) where status = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index x_posts_pending');
  await knex.raw('drop index x_posts_auto_once');
  await knex('x_posts').where({ status: 'pending' }).update({ status: 'failed', error: 'interrupted' });
  await knex.raw("create unique index x_posts_auto_once on x_posts (user_id, article_id) where mode = 'auto' and status = 'posted'");
  await knex.schema.alterTable('x_posts', (t) => {
    t.dropChecks(['x_posts_status_check']);
    t.dropColumn('attempted_at');
  });
  await knex.raw("alter table x_posts add constraint x_posts_status_check check (status in ('posted', 'failed'))");
  await knex.schema.alterTable('x_credentials', (t) => {
    t.dropColumn('pending_session');
    t.dropColumn('pending_expires_at');
    t.dropColumn('pending_auto');
  });
}
