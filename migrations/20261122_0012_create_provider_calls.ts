import type { Knex } from 'knex';

// API calls per provider, per endpoint category and per UTC day, counted against the tier's limit.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('provider_calls', (t) => {
    t.text('provider').notNullable();
    t.date('day').notNullable();
    t.text('category').notNullable().defaultTo('all');
    t.integer('calls').notNullable().defaultTo(0);
    t.integer('articles').notNullable().defaultTo(0);
    t.timestamp('last_call_at', { useTz: true });
    t.primary(['provider', 'day', 'category']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('provider_calls');
}
