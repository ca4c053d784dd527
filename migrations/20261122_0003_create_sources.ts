import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sources', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('type').notNullable().defaultTo('rss'); // rss or api, as the admin form shows it
    t.text('plugin').notNullable().defaultTo('rss'); // the source plugin that fetches it
    t.text('url').notNullable();
    t.specificType('categories', 'text[]').notNullable().defaultTo('{}');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.jsonb('settings').notNullable().defaultTo('{}');
    t.integer('poll_interval_minutes').notNullable().defaultTo(15);
    t.integer('weight').notNullable().defaultTo(50); // trust in the source, 0-100, feeds importance
    t.jsonb('cursor'); // ETag, Last-Modified or since-id handed back to the plugin
    t.timestamp('last_fetch_at', { useTz: true });
    t.timestamp('last_success_at', { useTz: true });
    t.text('last_error');
    t.integer('error_count').notNullable().defaultTo(0);
    t.timestamp('next_fetch_at', { useTz: true });
    t.timestamp('claimed_until', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("type in ('rss', 'api')", [], 'sources_type_check');
    t.index(['enabled', 'next_fetch_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sources');
}
