import type { Knex } from 'knex';

// Settings and health of a news-provider integration (Marketaux), one row per provider.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('provider_config', (t) => {
    t.text('provider').primary();
    t.text('tier').notNullable().defaultTo('free');
    t.smallint('poll_interval_minutes').notNullable().defaultTo(5);
    t.boolean('categorized_enabled').notNullable().defaultTo(false);
    t.specificType('enabled_languages', 'text[]').notNullable().defaultTo('{en,es,fr}');
    t.boolean('is_working').notNullable().defaultTo(true);
    t.text('last_error');
    t.timestamp('last_call_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("tier in ('free', 'basic', 'pro', 'enterprise')", [], 'provider_config_tier_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('provider_config');
}
