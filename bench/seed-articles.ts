import type { Knex } from 'knex';

// Words the generated articles are made of; some are common enough for search to find many rows.
const WORDS = ['inflation', 'rates', 'bitcoin', 'ether', 'earnings', 'guidance', 'yields', 'dollar', 'oil', 'stocks', 'rally', 'selloff', 'regulator', 'etf', 'merger', 'bank', 'growth', 'jobs', 'token', 'defi', 'exchange', 'futures', 'options', 'bond', 'credit', 'housing', 'tariff', 'chip', 'cloud', 'retail'];
const TOPICS = ['crypto', 'investing', 'economy', 'markets', 'stocks', 'defi', 'nfts', 'regulation'];

/**
 * Inserts `count` generated articles in one statement per batch with SQL's generate_series, then
 * VACUUM ANALYZE so the planner and the visibility map are as on a settled production table.
 */
export async function seedArticles(knex: Knex, count: number): Promise<void> {
  const words = `(array[${WORDS.map((w) => `'${w}'`).join(',')}])`;
  const topics = `(array[${TOPICS.map((t) => `'${t}'`).join(',')}])`;
  for (let start = 1; start <= count; start += 20_000) {
    const end = Math.min(count, start + 19_999);
    await knex.raw(`
      insert into articles (source_name, url, canonical_url, title, content, content_text, categories, published_at,
                            relevance_score, impact_score, ai_score, popularity_score, sentiment, enrichment_status)
      select 'Bench Wire', 'https://bench.example/' || g, 'https://bench.example/' || g,
             initcap(${words}[1 + g % 30]) || ' and ' || ${words}[1 + (g * 7) % 30] || ' move markets, report ' || g,
             '<p>' || ${words}[1 + (g * 3) % 30] || ' ' || ${words}[1 + (g * 11) % 30] || ' news body ' || g || '</p>',
             ${words}[1 + (g * 3) % 30] || ' ' || ${words}[1 + (g * 11) % 30] || ' ' || ${words}[1 + (g * 13) % 30] || ' news body ' || g,
             array[${topics}[1 + g % 8], ${topics}[1 + (g * 5) % 8]],
             now() - make_interval(mins => g),
             (g * 37) % 101, (g * 53) % 101, (g * 17) % 101, (g * 29) % 101,
             (array['bullish','bearish','neutral'])[1 + g % 3], 'done'
      from generate_series(?::int, ?::int) as g`, [start, end]);
  }
  await knex.raw('vacuum analyze articles');
}

const SOURCES = 20;

/**
 * Tickers and sources as a real table has them: two articles in five name no asset, BTC is in
 * about one in six, ETH in one in eleven, a long tail shares the rest; sources spread evenly.
 * Each mentioned symbol gets its row in article_assets, with the article's sentiment, as
 * enrichment would store it.
 */
export async function seedTickersAndSources(knex: Knex): Promise<void> {
  await knex('sources').insert(Array.from({ length: SOURCES }, (_, i) => ({ name: `Wire ${i + 1}`, url: `https://wire${i + 1}.example/rss` })));
  const tail = "(array['SOL','XRP','AAPL','NVDA','TSLA','MSFT','^GSPC','EUR/USD','DOGE','AMZN','BRK.B','ADA','LINK','META'])";
  // r scatters ids over 0…9972, so tickers do not follow the generated sentiment (id % 3).
  await knex.raw(`
    with r as (select id, (id * 7919) % 9973 as r from articles)
    update articles a set
      source_id = (select min(id) from sources) + (a.id * 31) % ${SOURCES},
      tickers = case
        when r.r < 4000 then '{}'::text[]
        when r.r < 5700 then array['BTC']
        when r.r < 6600 then array['ETH', ${tail}[1 + r.r % 14]]
        else array[${tail}[1 + r.r % 14]]
      end
    from r where r.id = a.id`);
  await knex.raw(`
    insert into article_assets (article_id, symbol, sentiment, published_at, ai_score)
    select a.id, t.symbol, a.sentiment, a.published_at, a.ai_score
    from articles a cross join lateral unnest(a.tickers) as t(symbol)`);
  await knex.raw('vacuum analyze articles');
  await knex.raw('vacuum analyze article_assets');
  await knex.raw('vacuum analyze asset_hourly');
  await knex.raw('vacuum analyze asset_pairs_hourly');
}
