import type { Knex } from 'knex';

// One index for every sort order and filter the feed offers, plus search and housekeeping.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index articles_latest_idx on articles (published_at desc, id desc)');
  await knex.raw('create index articles_relevance_idx on articles (relevance_score desc nulls last, published_at desc, id desc)');
  await knex.raw('create index articles_impact_idx on articles (impact_score desc nulls last, published_at desc, id desc)');
  await knex.raw('create index articles_categories_idx on articles using gin (categories)');
  await knex.raw('create index articles_search_idx on articles using gin (search)');
  await knex.raw('create index articles_source_idx on articles (source_id, published_at desc)');
  await knex.raw('create index articles_cluster_idx on articles (cluster_id)');
  await knex.raw("create index articles_enrichment_pending_idx on articles (id) where enrichment_status = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['latest', 'relevance', 'impact', 'categories', 'search', 'source', 'cluster', 'enrichment_pending']) {
    await knex.raw(`drop index if exists articles_${name}_idx`);
  }
}
