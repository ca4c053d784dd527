// The asset calls and the per-asset feed filter on a real PostgreSQL holding 100,000 articles
// (tickers as bench/feed-filter-plans.ts seeds them, a quote and 30 days of hourly quote history
// for BTC), each at 32 connections, cached (the defaults) and uncached (ASSETS_CACHE_MS=0 and
// FEED_CACHE_MS=0: every request reads the database, a feed's total still kept 15 s), beside a
// bare Hapi hello-world in the same run. Then the plans of the uncached reads.
// Goal (issue 25): uncached p99 <= 50 ms.
// Run: npm run bench:assets [-- --articles 100000 --connections 32 --duration 10]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { migrateLatest } from '../src/server/db/migrate.js';
import { createAssetsRepository } from '../src/server/modules/assets/repository.js';
import { type WindowSpan, windowSpan } from '../src/server/modules/assets/windows.js';
import { createFeedRepository } from '../src/server/modules/news/feed-repository.js';
import { explainQueries } from './explain.js';
import { createScratchDatabase } from './scratch-postgres.js';
import { seedArticles, seedTickersAndSources } from './seed-articles.js';
import { ALPHAWIRE_ARGS, alphawireEnv, spawnServer, type ServerProcess } from './server-process.js';

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const TARGETS: [string, string][] = [
  ['GET /api/news?ticker=BTC&sentiment=bearish', '/api/news?ticker=BTC&sentiment=bearish&limit=20'],
  ['GET /api/assets/BTC?window=30d', '/api/assets/BTC?window=30d'],
  ['GET /api/assets?window=7d', '/api/assets?window=7d'],
];

async function measure(name: string, url: string, connections: number, duration: number): Promise<Row> {
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

function print(title: string, rows: Row[]): void {
  process.stdout.write(`${title}:\n`);
  for (const r of rows) {
    process.stdout.write(`  ${r.name.padEnd(46)}${Math.round(r.rps).toString().padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}\n`);
  }
}

/** BTC's stored quote and an hourly point for each of the last 30 days' hours, as refreshes keep them. */
async function seedQuotes(knex: Knex): Promise<void> {
  await knex('market_quotes').insert({ symbol: 'BTC', name: 'Bitcoin', type: 'crypto', market_group: 'crypto', price: 70_000, change_percent: 1.2, currency: 'USD', data_source: 'sample' });
  await knex.raw(`
    insert into quote_history (symbol, hour, price, quoted_at)
    select 'BTC', date_trunc('hour', now()) - make_interval(hours => g), 70000 + g, now() - make_interval(hours => g)
    from generate_series(0, 719) as g`);
}

async function plans(knex: Knex): Promise<void> {
  const assets = createAssetsRepository(knex);
  const feed = createFeedRepository(knex);
  const month = windowSpan('30d', new Date());
  const week = windowSpan('7d', new Date());
  const filter = { tickers: ['BTC'], sentiment: 'bearish' as const };
  await explainQueries(knex, 'news ticker=BTC&sentiment=bearish: page 1', () => feed.page(filter, 'latest', 20, { after: null, skip: 0 }), { timings: true });
  await explainQueries(knex, 'news ticker=BTC&sentiment=bearish: count', () => feed.count(filter), { timings: true });
  await explainQueries(knex, 'assets/BTC 30d: the page in one statement', () => assets.detail('BTC', month, { stories: 10, related: 8 }), { timings: true });
  await explainQueries(knex, 'assets 7d: the list in one statement', () => assets.listing(week), { timings: true });
  await explainQueries(knex, 'assets 7d: counts by symbol', () => assets.countsBySymbol(week), { timings: true });
}

/**
 * The plans inside asset_page (migration 0300), which the page's own plan shows as one function
 * scan: auto_explain prints each statement the function runs, as kept for the connection after its
 * first call.
 */
async function explainAssetPage(url: string, span: WindowSpan): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plans: string[] = [];
  client.on('notice', (notice) => plans.push(notice.message ?? ''));
  try {
    const settings = ["load 'auto_explain'", 'set auto_explain.log_min_duration = 0', 'set auto_explain.log_nested_statements = on', 'set auto_explain.log_analyze = on', 'set client_min_messages = log'];
    for (const setting of settings) await client.query(setting);
    const call = 'select * from asset_page($1, $2, $3, $4, $5, 10, 8)';
    const values = ['BTC', span.since, span.until, span.bucketMs / 1000, span.buckets];
    await client.query(call, values);
    plans.length = 0;
    await client.query(call, values);
    process.stdout.write(`\n### assets/BTC 30d: inside asset_page, its second call\n${plans.join('\n\n')}\n`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { articles: { type: 'string', default: '100000' }, connections: { type: 'string', default: '32' }, duration: { type: 'string', default: '10' } } });
  const [articles, connections, duration] = [Number(values.articles), Number(values.connections), Number(values.duration)];
  const database = await createScratchDatabase();
  if (!database) throw new Error('bench:assets needs PostgreSQL (BENCH_DATABASE_URL)');
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-assets-'));
  const servers: ServerProcess[] = [];
  const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 1, max: 1 } });
  try {
    await migrateLatest(knex);
    await seedArticles(knex, articles);
    await seedTickersAndSources(knex);
    await seedQuotes(knex);
    const hello = await spawnServer(['--import', 'tsx', 'bench/hapi-hello.ts'], process.env, '/');
    servers.push(hello);
    process.stdout.write(`autocannon, ${connections} connections, ${duration} s each, PostgreSQL with ${articles} articles\n`);
    for (const cached of [true, false]) {
      const env = alphawireEnv({ DATABASE_URL: database.url, DATA_DIR: dataDir });
      // Offline: no feed or market fetch competes with the measured reads.
      Object.assign(env, { SEED_DEFAULT_SOURCES: 'false', MARKET_PROVIDERS: 'sample' }, cached ? {} : { ASSETS_CACHE_MS: '0', FEED_CACHE_MS: '0' });
      const app = await spawnServer(ALPHAWIRE_ARGS, env, '/healthz');
      const rows: Row[] = [];
      try {
        for (const [name, path] of TARGETS) rows.push(await measure(name, `${app.url}${path}`, connections, duration));
      } finally {
        await app.stop();
      }
      print(cached ? 'cached (ASSETS_CACHE_MS=30000, FEED_CACHE_MS=2000: the defaults)' : 'uncached (ASSETS_CACHE_MS=0, FEED_CACHE_MS=0)', rows);
    }
    print('for comparison', [await measure('bare Hapi hello-world', `${hello.url}/`, connections, duration)]);
    await plans(knex);
    await explainAssetPage(database.url, windowSpan('30d', new Date()));
  } finally {
    await knex.destroy();
    for (const server of servers) await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
