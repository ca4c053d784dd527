import type { Knex } from 'knex';

// The score sorts order by coalesce(score, -1) rather than "score desc nulls last" (the same
// order, as scores run 0–100): a row comparison on the coalesced key can start a page deep in
// the index, which a nullable key cannot.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists articles_relevance_idx');
  await knex.raw('drop index if exists articles_impact_idx');
  await knex.raw('create index articles_relevance_idx on articles ((coalesce(relevance_score, -1)) desc, published_at desc, id desc)');
  await knex.raw('create index articles_impact_idx on articles ((coalesce(impact_score, -1)) desc, published_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists articles_relevance_idx');
  await knex.raw('drop index if exists articles_impact_idx');
  await knex.raw('create index articles_relevance_idx on articles (relevance_score desc nulls last, published_at desc, id desc)');
  await knex.raw('create index articles_impact_idx on articles (impact_score desc nulls last, published_at desc, id desc)');
}
