// Profiles the server under bench:assets' load: AlphaWire uncached (ASSETS_CACHE_MS=0,
// FEED_CACHE_MS=0) on a PostgreSQL database seeded as bench:assets seeds it, started with
// node --cpu-prof, one call at a time under autocannon; prints each call's figures, the CPU per
// request of the server and of PostgreSQL, the server's peak RSS, and where its profile is (bench/cpu-profile-summary.ts reads it).
// The database (alphawire_profile_<articles>) is kept between runs so iterations skip the seeding;
// drop it when done.
// --plain runs without the profiler (its overhead left out of the figures).
// Run: node --import tsx bench/assets-profile.ts [--articles 100000 --duration 5 --connections 32 --path /api/assets/BTC?window=30d --plain]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { migrateLatest } from '../src/server/db/migrate.js';
import { seedArticles, seedTickersAndSources } from './seed-articles.js';
import { ALPHAWIRE_ARGS, alphawireEnv, spawnServer } from './server-process.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    path: { type: 'string', multiple: true },
    plain: { type: 'boolean', default: false },
  },
});
const paths = values.path ?? ['/api/assets/BTC?window=30d', '/api/news?ticker=BTC&sentiment=bearish&limit=20', '/api/assets?window=7d'];
const name = `alphawire_profile_${values.articles}`;
const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
const exists = (await admin.raw('select 1 from pg_database where datname = ?', [name])).rows.length > 0;
if (!exists) await admin.raw(`create database ${name}`);
await admin.destroy();
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 1, max: 1 } });
await migrateLatest(knex);
if (!exists) {
  await seedArticles(knex, Number(values.articles));
  await seedTickersAndSources(knex);
  await knex('market_quotes').insert({ symbol: 'BTC', name: 'Bitcoin', type: 'crypto', market_group: 'crypto', price: 70_000, change_percent: 1.2, currency: 'USD', data_source: 'sample' });
  await knex.raw(`
    insert into quote_history (symbol, hour, price, quoted_at)
    select 'BTC', date_trunc('hour', now()) - make_interval(hours => g), 70000 + g, now() - make_interval(hours => g)
    from generate_series(0, 719) as g`);
}
await knex.destroy();

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

/** CPU time (ms) a process has used in user space and in the kernel: utime and stime of /proc/<pid>/stat. */
function cpuSplit(pid: number): [user: number, system: number] {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return [Number(fields[11]) / TICKS_PER_MS, Number(fields[12]) / TICKS_PER_MS];
  } catch {
    return [0, 0];
  }
}

/** The process's peak resident memory so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb ?? 0) / 1024);
}

const cpuMs = (pid: number): number => cpuSplit(pid)[0] + cpuSplit(pid)[1];

/** CPU time (ms) of every postgres process: the server's backends among them. */
function postgresMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

const profiles = join(tmpdir(), 'alphawire-profiles');
mkdirSync(profiles, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-profile-'));
for (const path of paths) {
  const dir = mkdtempSync(join(profiles, 'run-'));
  const env = alphawireEnv({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  Object.assign(env, { SEED_DEFAULT_SOURCES: 'false', MARKET_PROVIDERS: 'sample', ASSETS_CACHE_MS: '0', FEED_CACHE_MS: '0' });
  const flags = !values.plain ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  const app = await spawnServer([...flags, ...ALPHAWIRE_ARGS], env, '/healthz');
  await autocannon({ url: `${app.url}${path}`, connections: Number(values.connections), duration: 2 });
  const [node, pg, [user, system]] = [cpuMs(app.pid), postgresMs(), cpuSplit(app.pid)];
  const r = await autocannon({ url: `${app.url}${path}`, connections: Number(values.connections), duration: Number(values.duration) });
  const [nodeUsed, pgUsed] = [cpuMs(app.pid) - node, postgresMs() - pg];
  const [userUsed, systemUsed] = cpuSplit(app.pid).map((ms, i) => ms - [user, system][i]!) as [number, number];
  const peakRss = peakRssMb(app.pid);
  await app.stop();
  const per = (ms: number) => (ms / r.requests.total).toFixed(2);
  process.stdout.write(`${path}: ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms errors ${r.errors + r.non2xx}\n`);
  process.stdout.write(`  CPU per request: server ${per(nodeUsed)} ms (user ${per(userUsed)}, kernel ${per(systemUsed)}), postgres ${per(pgUsed)} ms; server peak RSS ${peakRss} MB\n`);
  // The main thread's profile (a worker's, such as the module loader's, has a higher thread number).
  const main = readdirSync(dir).sort()[0];
  if (!values.plain) process.stdout.write(`  profile: ${join(dir, main ?? '(none)')} (load from ${Math.round(app.startupMs + 2000)} ms: --skip)\n`);
}
