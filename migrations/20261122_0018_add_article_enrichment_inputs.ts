import type { Knex } from 'knex';

// The provider's own sentiment is an input to enrichment and must survive re-enrichment, so it
// gets its own column; enrichment_error keeps why the configured enricher failed (counted by admins).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('articles', (t) => {
    t.specificType('provider_sentiment', 'real');
    t.text('enrichment_error');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('articles', (t) => {
    t.dropColumn('provider_sentiment');
    t.dropColumn('enrichment_error');
  });
}
