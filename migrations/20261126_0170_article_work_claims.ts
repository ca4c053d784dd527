import type { Knex } from 'knex';

// Pending enrichment and full-text work is claimed per article with a lease its holder renews while
// it works, so that two workers never do the same article at once and a killed worker's articles
// are picked up by another as soon as its lease runs out (docs/operations.md#background-work-across-instances).
// The full-text index serves the sweeps' search for unclaimed pending pages, as the enrichment one
// (20261122_0006) already does for enrichment.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('articles', (t) => {
    t.timestamp('enrichment_claimed_until', { useTz: true });
    t.timestamp('full_text_claimed_until', { useTz: true });
  });
  await knex.raw("create index articles_full_text_pending_idx on articles (id) where full_content_status = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index articles_full_text_pending_idx');
  await knex.schema.alterTable('articles', (t) => {
    t.dropColumn('enrichment_claimed_until');
    t.dropColumn('full_text_claimed_until');
  });
}
