import type { Knex } from 'knex';

// The news-provider tab: endpoint templates an admin edits (category → path and query, empty for
// the plugin's defaults), one row per API call and articles per language and day, so the Statistics sub-tab shows real calls,
// response times and success rates rather than fixed figures.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('provider_config', (t) => {
    t.jsonb('endpoint_templates').notNullable().defaultTo('{}');
  });
  await knex.schema.createTable('provider_call_log', (t) => {
    t.bigIncrements('id');
    t.text('provider').notNullable();
    t.text('category').notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.boolean('ok').notNullable();
    t.smallint('http_status');
    t.integer('duration_ms').notNullable();
    t.index(['provider', 'at']);
  });
  await knex.schema.createTable('provider_languages', (t) => {
    t.text('provider').notNullable();
    t.date('day').notNullable();
    t.text('language').notNullable();
    t.integer('articles').notNullable().defaultTo(0);
    t.primary(['provider', 'day', 'language']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('provider_languages');
  await knex.schema.dropTable('provider_call_log');
  await knex.schema.alterTable('provider_config', (t) => {
    t.dropColumn('endpoint_templates');
  });
}
