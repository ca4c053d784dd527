// GET /api/recommendations for a member following every preference category (nine: all there
// are) and 20 keywords (words, phrases, a cashtag, symbols and coin names), with 40 articles
// opened, over 100,000 articles: on the real PostgreSQL at 32 connections, then on embedded PGlite
// with one connection (a single user). The app runs as `npm start` does, once with its default
// RECOMMENDATIONS_CACHE_MS (the member's repeated question comes from memory) and once with 0,
// where every request ranks anew in the database.
// Goals (issue 14): PostgreSQL p95 <= 100 ms at >= 300 req/s.
// Run: npm run bench:recommendations [-- --articles 100000 --connections 32 --duration 20 --limit 20]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import knexFactory from 'knex';
import { PREFERENCE_CATEGORIES } from '../src/contracts/preferences-constants.js';
import { openDatabase } from '../src/server/db/knex.js';
import { migrateLatest } from '../src/server/db/migrate.js';
import { createLogger } from '../src/server/logger.js';
import { createScratchDatabase } from './scratch-postgres.js';
import { seedArticles } from './seed-articles.js';
import { ALPHAWIRE_ARGS, alphawireEnv, spawnServer } from './server-process.js';

const KEYWORDS = [
  'bitcoin', 'inflation', 'rates', 'earnings', 'etf', 'merger', 'tariff', 'chip', 'cloud', 'housing',
  '$BTC', 'AAPL', 'Ethereum', 'Nvidia', 'Solana', 'Uniswap', 'interest rates', 'Federal Reserve', 'stablecoin', 'yields',
];
const SYMBOLS = ['BTC', 'ETH', 'AAPL', 'NVDA', 'SOL', 'TSLA', 'XRP', 'MSFT'];
const OPENED = 40;

function settings() {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', default: '100000' },
      connections: { type: 'string', default: '32' },
      duration: { type: 'string', default: '20' },
      limit: { type: 'string', default: '20' },
    },
  });
  return { articles: Number(values.articles), connections: Number(values.connections), duration: Number(values.duration), limit: Number(values.limit) };
}

/** The generated articles, plus preference categories, tickers and stories of two to three reports. */
async function seed(knex: Knex, articles: number): Promise<void> {
  const started = Date.now();
  await migrateLatest(knex);
  await seedArticles(knex, articles);
  const cats = `(array[${PREFERENCE_CATEGORIES.map((c) => `'${c}'`).join(',')}])`;
  const syms = `(array[${SYMBOLS.map((s) => `'${s}'`).join(',')}])`;
  await knex.raw(`insert into story_clusters (title) select 'story ' || g from generate_series(1, ?::int) g`, [Math.ceil(articles / 6)]);
  await knex.raw(`
    update articles set
      categories = categories || array[${cats}[1 + id % 9], ${cats}[1 + (id * 7) % 9]],
      tickers = case when id % 4 = 0 then array[${syms}[1 + id % 8]] else '{}' end,
      cluster_id = case when id % 2 = 0 then 1 + (id / 6) else null end`);
  await knex.raw('vacuum analyze articles');
  process.stdout.write(`seeded ${articles} articles in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Registers the member, saves the preferences and opens some articles; returns its cookie header. */
async function prepareMember(url: string): Promise<string> {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'content-type': 'application/json', 'x-csrf-token': jar.get('crumb') ?? '' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const name = `bench-${Date.now()}`;
  await call('GET', '/api/version');
  await call('POST', '/api/auth/register', { username: name, email: `${name}@example.com`, password: 'a-good-bench-password' });
  await call('PUT', '/api/user/preferences', { news_categories: [...PREFERENCE_CATEGORIES], keywords: KEYWORDS });
  const picks = (await call('GET', '/api/recommendations?limit=50')) as { id: number }[];
  for (const { id } of picks.slice(0, OPENED)) await call('GET', `/api/news/${id}`);
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function measure(name: string, env: NodeJS.ProcessEnv, connections: number, duration: number, limit: number): Promise<void> {
  const app = await spawnServer(ALPHAWIRE_ARGS, env, '/healthz');
  try {
    const cookie = await prepareMember(app.url);
    const target = { url: `${app.url}/api/recommendations?limit=${limit}`, headers: { cookie }, connections };
    await autocannon({ ...target, duration: 3 });
    const r = await autocannon({ ...target, duration });
    const errors = r.errors + r.timeouts + r.non2xx;
    process.stdout.write(
      `  ${name.padEnd(44)}${Math.round(r.requests.average).toString().padStart(6)} req/s   p50 ${r.latency.p50} ms   p90 ${r.latency.p90} ms   p97.5 ${r.latency.p97_5} ms   p99 ${r.latency.p99} ms   errors ${errors}\n`,
    );
  } finally {
    await app.stop();
  }
}

async function main(): Promise<void> {
  const { articles, connections, duration, limit } = settings();
  process.stdout.write(`GET /api/recommendations?limit=${limit}, 9 categories + ${KEYWORDS.length} keywords, ${OPENED} opened, ${duration} s each (p95 lies between p90 and p97.5)\n`);
  const database = await createScratchDatabase();
  const pgDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-rec-pg-'));
  if (database) {
    try {
      const knex = knexFactory({ client: 'pg', connection: database.url });
      await seed(knex, articles);
      await knex.destroy();
      const env = alphawireEnv({ DATABASE_URL: database.url, DATA_DIR: pgDir });
      await measure(`PostgreSQL, ${connections} connections, cache on`, env, connections, duration, limit);
      await measure(`PostgreSQL, ${connections} connections, cache off`, { ...env, RECOMMENDATIONS_CACHE_MS: '0' }, connections, duration, limit);
    } finally {
      await database.drop();
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-rec-pglite-'));
  try {
    const db = await openDatabase({ dataDir, logger: createLogger('warn') });
    await seed(db.knex, articles);
    await db.close();
    const env = alphawireEnv({ DATA_DIR: dataDir });
    await measure('PGlite, 1 connection, cache on', env, 1, duration, limit);
    await measure('PGlite, 1 connection, cache off', { ...env, RECOMMENDATIONS_CACHE_MS: '0' }, 1, duration, limit);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
