import type { Knex } from 'knex';

// The feed's sentiment and importance filters (docs/product.md#feed-filters). The ticker filter
// has the tickers' GIN index (0052), the source filter (source_id, published_at) and `since` the
// latest sort's index (0006). Sentiment has three values, so its index carries the latest sort's
// key after it: "bearish, newest first" is read in order and stops at the page's end.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index articles_sentiment_idx on articles (sentiment, published_at desc, id desc)');
  await knex.raw('create index articles_importance_idx on articles (ai_score desc, published_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists articles_sentiment_idx');
  await knex.raw('drop index if exists articles_importance_idx');
}
