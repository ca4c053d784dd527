// GET /api/news on a real PostgreSQL holding 100,000 articles: page 1, page 2,000, a topic and a
// search, each at 32 connections, beside a bare Hapi hello-world measured in the same run. The app
// runs twice: as configured by default (FEED_CACHE_MS=2000, so repeated pages come from memory)
// and with FEED_CACHE_MS=0, where every request reads the database.
// Goals: page 1 p99 <= 50 ms at >= 1,000 req/s with 0 errors; page 2,000 p99 <= 2x page 1;
// search p95 <= 150 ms (autocannon reports p90 and p97.5; p95 lies between them).
// Run: npm run bench:api [-- --articles 100000 --connections 32 --duration 20 --pool N]
// (--pool sets DATABASE_POOL_MAX for the app; without it the app's default applies)
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

interface Row {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p975: number;
  p99: number;
  errors: number;
}

function settings() {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', default: '100000' },
      connections: { type: 'string', default: '32' },
      duration: { type: 'string', default: '20' },
      pool: { type: 'string' },
    },
  });
  return {
    articles: Number(values.articles),
    connections: Number(values.connections),
    duration: Number(values.duration),
    pool: values.pool,
  };
}

async function measure(name: string, url: string, connections: number, duration: number): Promise<Row> {
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration });
  return { name, rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p975: r.latency.p97_5, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

function print(title: string, rows: Row[]): void {
  process.stdout.write(`${title}:\n`);
  for (const r of rows) {
    process.stdout.write(
      `  ${r.name.padEnd(40)}${Math.round(r.rps).toString().padStart(7)} req/s   p50 ${r.p50} ms   p90 ${r.p90} ms   p97.5 ${r.p975} ms   p99 ${r.p99} ms   errors ${r.errors}\n`,
    );
  }
}

async function main(): Promise<void> {
  const { articles, connections, duration, pool } = settings();
  const database = await createScratchDatabase();
  if (!database) throw new Error('bench:api needs PostgreSQL (BENCH_DATABASE_URL)');
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-api-'));
  const servers: ServerProcess[] = [];
  try {
    const knex = knexFactory({ client: 'pg', connection: database.url });
    await migrateLatest(knex);
    const started = Date.now();
    await seedArticles(knex, articles);
    process.stdout.write(`seeded ${articles} articles in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    await knex.destroy();
    const hello = await spawnServer(['--import', 'tsx', 'bench/hapi-hello.ts'], process.env, '/');
    servers.push(hello);
    const deepPage = Math.floor(articles / 20 / 2.5);
    const feedTargets: [string, string][] = [
      ['GET /api/news page 1 (limit 20)', '/api/news?page=1&limit=20'],
      [`GET /api/news page ${deepPage} (limit 20)`, `/api/news?page=${deepPage}&limit=20`],
      ['GET /api/news topic=crypto page 1', '/api/news?page=1&limit=20&topic=crypto'],
      ['GET /api/news sort=impact page 1', '/api/news?page=1&limit=20&sort=impact'],
      ['GET /api/news q=inflation page 1', '/api/news?page=1&limit=20&q=inflation'],
    ];
    process.stdout.write(`autocannon, ${connections} connections, ${duration} s each, PostgreSQL with ${articles} articles\n`);
    for (const cacheMs of ['2000', '0']) {
      const env = alphawireEnv({ DATABASE_URL: database.url, DATA_DIR: dataDir });
      env.FEED_CACHE_MS = cacheMs;
      if (pool) env.DATABASE_POOL_MAX = pool;
      const app = await spawnServer(ALPHAWIRE_ARGS, env, '/healthz');
      const rows: Row[] = [];
      try {
        for (const [name, path] of feedTargets) rows.push(await measure(name, `${app.url}${path}`, connections, duration));
      } finally {
        await app.stop();
      }
      print(cacheMs === '0' ? 'FEED_CACHE_MS=0 (every request reads PostgreSQL)' : `FEED_CACHE_MS=${cacheMs} (the default)`, rows);
    }
    print('for comparison', [await measure('bare Hapi hello-world', `${hello.url}/`, connections, duration)]);
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
