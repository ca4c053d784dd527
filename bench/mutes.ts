// What mutes cost the feed (docs/product.md#mutes) on generated articles in PostgreSQL: the first
// page, a deep page and the count, without mutes, with a member's few and with the most allowed,
// each run 30 times as the feed's repository writes it (no cache). Prints the median and the
// slowest in ms, then the first page's plan with the few mutes.
// Run: npm run bench:mutes [-- --articles 100000]
import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import { type Mutes, NO_MUTES } from '../src/contracts/mutes.js';
import { createFeedRepository, type FeedFilter } from '../src/server/modules/news/feed-repository.js';
import { withSeededDatabase } from './scratch-postgres.js';
import { median } from './stats.js';

const SOURCES = 20;
const RUNS = 30;
const SYMBOLS = ['BTC', 'ETH', 'SOL', 'XRP', 'AAPL', 'NVDA', 'TSLA', 'DOGE', 'ADA', 'LINK'];

/** Spreads the articles over SOURCES sources and gives three in five one of SYMBOLS. */
async function spread(knex: Knex): Promise<number[]> {
  const ids = (await knex('sources').insert(Array.from({ length: SOURCES }, (_, i) => ({ name: `Wire ${i + 1}`, url: `https://wire${i + 1}.example/rss` }))).returning('id')).map((r: { id: number }) => r.id);
  const symbols = `(array[${SYMBOLS.map((s) => `'${s}'`).join(',')}])`;
  await knex.raw(`update articles set source_id = ? + (id * 31) % ${SOURCES},
    tickers = case when (id * 7919) % 5 < 2 then '{}'::text[] else array[${symbols}[1 + (id * 13) % ${SYMBOLS.length}]] end`, [ids[0]!]);
  await knex.raw('vacuum analyze articles');
  return ids;
}

async function time(run: () => Promise<unknown>): Promise<string> {
  const took: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    took.push(performance.now() - start);
  }
  return `${median(took).toFixed(2)} / ${Math.max(...took).toFixed(2)}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { articles: { type: 'string', default: '100000' } } });
  await withSeededDatabase('bench:mutes', Number(values.articles), async (knex) => {
    const sources = await spread(knex);
    const feed = createFeedRepository(knex);
    const few: Mutes = { sources: sources.slice(0, 2), keywords: ['etf', 'tariff', 'merger', 'rate cut', 'S&P 500'], tickers: ['DOGE', 'XRP', 'ADA'] };
    const most: Mutes = {
      sources: sources.slice(0, 10),
      keywords: Array.from({ length: 50 }, (_, i) => (i < 5 ? ['etf', 'tariff', 'merger', 'chip', 'bond'][i]! : `unusedword${i}`)),
      tickers: [...SYMBOLS.slice(5), ...Array.from({ length: 45 }, (_, i) => `T${i}`)],
    };
    process.stdout.write(`${values.articles} articles; median / slowest ms of ${RUNS} runs\n\n| mutes | page 1 (20, latest) | page 50 (skip 980) | count |\n|---|---|---|---|\n`);
    for (const [name, mutes] of [['none', NO_MUTES], ['few (2 sources, 5 words, 3 tickers)', few], ['most (10 of 20 sources, 50 words, 50 tickers)', most]] as const) {
      const filter: FeedFilter = mutes === NO_MUTES ? {} : { mutes };
      const first = await time(() => feed.page(filter, 'latest', 20, { after: null, skip: 0 }));
      const deep = await time(() => feed.page(filter, 'latest', 20, { after: null, skip: 980 }));
      const count = await time(() => feed.count(filter));
      const left = await feed.count(filter);
      process.stdout.write(`| ${name}: ${left} left | ${first} | ${deep} | ${count} |\n`);
    }
    const queries: { sql: string; bindings: readonly unknown[] }[] = [];
    const listen = (q: { sql: string; bindings?: readonly unknown[] }) => queries.push({ sql: q.sql, bindings: q.bindings ?? [] });
    knex.on('query', listen);
    await feed.page({ mutes: few }, 'latest', 20, { after: null, skip: 0 });
    knex.off('query', listen);
    const { rows } = await knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(`explain (analyze, costs off, summary off) ${queries[0]!.sql.replace(/\$\d+/g, '?')}`, queries[0]!.bindings as Knex.RawBinding[]);
    process.stdout.write(`\n### page 1 with the few mutes\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  });
}

await main();
