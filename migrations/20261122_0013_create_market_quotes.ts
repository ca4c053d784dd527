import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('market_quotes', (t) => {
    t.text('symbol').primary();
    t.text('name').notNullable();
    t.text('type').notNullable(); // index, currency or crypto
    t.text('market_group').notNullable(); // us, europe, asia, currencies, crypto
    t.specificType('price', 'double precision'); // null: no data
    t.specificType('change_percent', 'double precision');
    t.text('currency');
    t.text('data_source').notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("type in ('index', 'currency', 'crypto')", [], 'market_quotes_type_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('market_quotes');
}
