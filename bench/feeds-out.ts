// GET /feeds/news.rss?ticker=BTC (docs/product.md#feeds-out) beside a bare Hapi hello-world in the
// same run: requests per second and latency with autocannon, on PostgreSQL holding some thousands
// of articles, a fifth of them about BTC. With the default feed cache, and with it off (every
// request reads PostgreSQL and writes the XML).
// Run: npm run bench:feeds-out [-- --articles 5000 --connections 32 --duration 10]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { migrateLatest } from '../src/server/db/migrate.js';
import { createScratchDatabase } from './scratch-postgres.js';
import { seedArticles } from './seed-articles.js';
import { ALPHAWIRE_ARGS, alphawireEnv, spawnServer, type ServerProcess } from './server-process.js';

const PATH = '/feeds/news.rss?ticker=BTC';

function settings() {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', default: '5000' },
      connections: { type: 'string', default: '32' },
      duration: { type: 'string', default: '10' },
    },
  });
  return { articles: Number(values.articles), connections: Number(values.connections), duration: Number(values.duration) };
}

async function measure(name: string, url: string, connections: number, duration: number): Promise<string> {
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration });
  const errors = r.errors + r.timeouts + r.non2xx;
  return `  ${name.padEnd(46)}${Math.round(r.requests.average).toString().padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${errors}\n`;
}

async function main(): Promise<void> {
  const { articles, connections, duration } = settings();
  const database = await createScratchDatabase();
  if (!database) throw new Error('bench:feeds-out needs PostgreSQL (BENCH_DATABASE_URL)');
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-feeds-'));
  const servers: ServerProcess[] = [];
  try {
    const knex = knexFactory({ client: 'pg', connection: database.url });
    await migrateLatest(knex);
    await seedArticles(knex, articles);
    await knex.raw("update articles set tickers = array['BTC'] where id % 5 = 0");
    await knex.raw("update articles set tickers = array['ETH'] where id % 5 = 1");
    await knex.raw('vacuum analyze articles');
    await knex.destroy();
    const hello = await spawnServer(['--import', 'tsx', 'bench/hapi-hello.ts'], process.env, '/');
    servers.push(hello);
    process.stdout.write(`autocannon, ${connections} connections, ${duration} s each after 2 s of warm-up, PostgreSQL with ${articles} articles (${articles / 5} about BTC); 50 items a feed\n`);
    const rows: string[] = [];
    for (const cacheMs of ['2000', '0']) {
      const env = alphawireEnv({ DATABASE_URL: database.url, DATA_DIR: dataDir });
      env.FEED_CACHE_MS = cacheMs;
      const app = await spawnServer(ALPHAWIRE_ARGS, env, '/healthz');
      try {
        const label = cacheMs === '0' ? 'FEED_CACHE_MS=0' : `FEED_CACHE_MS=${cacheMs}`;
        rows.push(await measure(`GET ${PATH} (${label})`, `${app.url}${PATH}`, connections, duration));
        if (cacheMs !== '0') {
          const etag = (await fetch(`${app.url}${PATH}`)).headers.get('etag') ?? '';
          const r = await autocannon({ url: `${app.url}${PATH}`, connections, duration, headers: { 'if-none-match': etag } });
          rows.push(`  ${'  the same with If-None-Match (304s)'.padEnd(46)}${Math.round(r.requests.average).toString().padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   answered other than 200 (304s) ${r.non2xx}\n`);
        }
      } finally {
        await app.stop();
      }
    }
    rows.push(await measure('bare Hapi hello-world GET /', `${hello.url}/`, connections, duration));
    process.stdout.write(rows.join(''));
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
