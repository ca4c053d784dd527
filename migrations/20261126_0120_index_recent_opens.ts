import type { Knex } from 'knex';

// A ranking reads a member's latest opens, newest first (what they read lately, not everything ever).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index article_opens_recent_idx on article_opens (user_id, last_opened_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists article_opens_recent_idx');
}
