// The plans PostgreSQL picks for the feed's filters (docs/asset-data.md#feed-filters) on 100,000
// generated articles: each filter alone and combined, the page and its count, as the feed's
// repository writes them. Prints EXPLAIN ANALYZE without timings, so two runs compare.
// Run: npm run bench:feed-plans [-- --articles 100000]
import { parseArgs } from 'node:util';
import { createFeedRepository, type FeedFilter } from '../src/server/modules/news/feed-repository.js';
import { explainQueries } from './explain.js';
import { withSeededDatabase } from './scratch-postgres.js';
import { seedTickersAndSources } from './seed-articles.js';

const DAY_MS = 86_400_000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { articles: { type: 'string', default: '100000' } } });
  await withSeededDatabase('bench:feed-plans', Number(values.articles), async (knex) => {
    await seedTickersAndSources(knex);
    const feed = createFeedRepository(knex);
    const { id: sourceId } = (await knex('sources').min('id as id').first()) as { id: number };
    const since = new Date(Date.now() - DAY_MS);
    const cases: [string, FeedFilter][] = [
      ['ticker=BTC', { tickers: ['BTC'] }],
      ['ticker=BTC,ETH', { tickers: ['BTC', 'ETH'] }],
      ['sentiment=bearish', { sentiment: 'bearish' }],
      ['minImportance=90', { minImportance: 90 }],
      [`source=${sourceId}`, { sourceId }],
      ['since=(a day ago)', { since }],
      ['ticker=BTC&sentiment=bearish', { tickers: ['BTC'], sentiment: 'bearish' }],
      ['ticker=DOGE&sentiment=bearish&minImportance=95 (rare)', { tickers: ['DOGE'], sentiment: 'bearish', minImportance: 95 }],
      ['ticker=ETH&sentiment=bullish&minImportance=70&topic=crypto', { tickers: ['ETH'], sentiment: 'bullish', minImportance: 70, topic: 'crypto' }],
    ];
    for (const [name, filter] of cases) {
      await explainQueries(knex, `${name}: page 1 (limit 20, latest)`, () => feed.page(filter, 'latest', 20, { after: null, skip: 0 }));
      await explainQueries(knex, `${name}: count`, () => feed.count(filter));
    }
    await explainQueries(knex, 'ticker=BTC&sentiment=bearish: page 1, sort=impact', () => feed.page({ tickers: ['BTC'], sentiment: 'bearish' }, 'impact', 20, { after: null, skip: 0 }));
  });
}

await main();
