import type { Knex } from 'knex';

// Per-asset sentiment (docs/asset-data.md): one row per symbol an enriched article mentions, with
// that symbol's own sentiment ("BTC rallies as ETH slumps": BTC bullish, ETH bearish), and the
// article's time and importance copied beside it, so that an asset's counts over a window, its
// trend and the feed's `ticker` + `sentiment` filter read one index range and never the articles.
// Enrichment writes the rows with the article's scores and replaces them on re-enrichment.
// `articles.ticker_sentiments` keeps the symbols whose sentiment differs from the article's, for
// the news items. Articles enriched before this keep their one sentiment for every symbol.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('articles', (t) => {
    t.jsonb('ticker_sentiments');
  });
  await knex.schema.createTable('article_assets', (t) => {
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
    t.text('symbol').notNullable();
    t.text('sentiment').notNullable();
    t.timestamp('published_at', { useTz: true }).notNullable();
    t.smallint('ai_score');
    t.primary(['article_id', 'symbol']);
    t.check("sentiment in ('bullish', 'bearish', 'neutral')", [], 'article_assets_sentiment_check');
  });
  await knex.raw(
    'create index article_assets_symbol_time_idx on article_assets (symbol, published_at desc) include (sentiment, ai_score, article_id)',
  );
  await knex.raw(`
    insert into article_assets (article_id, symbol, sentiment, published_at, ai_score)
    select distinct on (a.id, t.symbol) a.id, t.symbol, a.sentiment, a.published_at, a.ai_score
    from articles a cross join lateral unnest(a.tickers) as t(symbol)
    where a.sentiment is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('article_assets');
  await knex.schema.alterTable('articles', (t) => {
    t.dropColumn('ticker_sentiments');
  });
}
