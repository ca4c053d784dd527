import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('articles', (t) => {
    t.increments('id');
    t.integer('source_id').references('sources.id').onDelete('SET NULL');
    t.text('source_name').notNullable(); // the publisher as shown, kept if the source row goes
    t.text('guid');
    t.text('url');
    t.text('canonical_url').notNullable().unique();
    t.boolean('original_source').notNullable().defaultTo(true); // false when url is an aggregator link
    t.text('title').notNullable();
    t.text('content'); // sanitised HTML from the feed
    t.text('content_text'); // plain text of content
    t.text('full_content'); // sanitised HTML of the original page
    t.text('full_content_status').notNullable().defaultTo('none');
    t.text('full_content_error');
    t.text('author');
    t.text('image_url');
    t.text('language');
    t.timestamp('published_at', { useTz: true }).notNullable();
    t.timestamp('fetched_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('cluster_id').references('story_clusters.id').onDelete('SET NULL');
    t.specificType('categories', 'text[]').notNullable().defaultTo('{}');
    t.specificType('tickers', 'text[]').notNullable().defaultTo('{}');
    t.jsonb('entities'); // what a provider supplies: symbols, names, per-entity sentiment
    t.jsonb('provider_votes'); // CryptoPanic-style votes, an input to popularity
    t.text('sentiment');
    t.specificType('sentiment_score', 'real'); // -1 (bearish) … 1 (bullish)
    t.smallint('ai_score'); // importance, 0-100
    t.smallint('popularity_score');
    t.smallint('relevance_score');
    t.smallint('impact_score');
    t.jsonb('score_reasons'); // machine-readable reasons per score, so the UI can explain them
    t.text('tweet');
    t.text('enrichment_status').notNullable().defaultTo('pending');
    t.text('enriched_by');
    t.timestamp('enriched_at', { useTz: true });
    t.check("sentiment in ('bullish', 'bearish', 'neutral')", [], 'articles_sentiment_check');
    t.check("full_content_status in ('none', 'pending', 'done', 'failed')", [], 'articles_full_content_status_check');
    t.check("enrichment_status in ('pending', 'done', 'failed')", [], 'articles_enrichment_status_check');
  });
  await knex.raw(`
    alter table articles add column search tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(content_text, '')), 'B')
    ) stored`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('articles');
}
