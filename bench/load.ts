// Mixed load on the built app while it ingests: 80 % feed pages (pages, topics, sorts, searches),
// 10 % article pages signed in, 5 % market, 5 % recommendations, sent open-loop at a fixed rate
// right after 500 loopback feeds were added (each is fetched as it is added, so the ingest runs
// through the window). Beside it, in the same run, a bare Hapi serving one of the app's feed pages
// at the same rate. Figures: answered req/s, p50/p90/p99, non-2xx, errors; the app's RSS.
// Goal on a 2-core machine: 0 errors and p99 <= 100 ms at 500 req/s.
//
// Modes:
//   npm run bench:load [-- --db postgres|pglite --rate 500 --duration 60 --articles 20000 --feeds 500]
//   --instances 2web+1worker   processes started with SERVICES=web / SERVICES=worker (PostgreSQL),
//                              clients dealt out over the web ones in turn
//   --soak 600 --rate 200      the same mix for 600 s, RSS every 30 s and its growth
//   --worker-nice 10           with --instances: the workers run at this nice value (as `nice` or a
//                              container's CPU weight would run them), so the web ones win the cores
//   --cpu-prof                 the app writes a CPU profile to tmp/cpu-prof when it stops
//   --sse 2000                 2,000 open /api/live clients while the feeds are ingested: RSS and
//                              the delay from an article's storing to each client (PostgreSQL)
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeByKind, p99BySlice, percentile, runOpenLoop, unexpectedStatuses } from './load-client.js';
import { createMix } from './load-mix.js';
import { addFeeds, BENCH_ADMIN, type BenchDatabase, prepareDatabase, registerMembers, signInAdmin } from './load-setup.js';
import { openSseClients } from './load-sse.js';
import { startFeedServer, type FeedServer } from './feed-server.js';
import { generateFeed } from './news-feeds.js';
import { rssMb, sampleRss } from './rss.js';
import { ALPHAWIRE_ARGS, alphawireEnv, HEAP_FLAG, repoRoot, spawnServer, type ServerProcess } from './server-process.js';

const WARMUP_SECONDS = 5;
const BASELINE_SECONDS = 20;
const MEMBERS = 10;
const CONNECTIONS = 64;
const SLICE_SECONDS = 10;

function readOptions() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'postgres' },
      rate: { type: 'string', default: '500' },
      duration: { type: 'string', default: '60' },
      articles: { type: 'string', default: '20000' },
      feeds: { type: 'string', default: '500' },
      items: { type: 'string', default: '20' },
      instances: { type: 'string' },
      soak: { type: 'string' },
      sse: { type: 'string' },
      'cpu-prof': { type: 'boolean', default: false },
      'worker-nice': { type: 'string' },
    },
  });
  const db = values.db === 'pglite' ? 'pglite' : 'postgres';
  const split = values.instances ? /^(\d+)web\+(\d+)worker$/.exec(values.instances) : null;
  if (values.instances && !split) throw new Error('--instances is written like 2web+1worker');
  if (split && db === 'pglite') throw new Error('--instances needs PostgreSQL: PGlite admits one process');
  return {
    db: db as 'postgres' | 'pglite',
    rate: Number(values.rate),
    duration: Number(values.soak ?? values.duration),
    soak: values.soak !== undefined,
    sse: values.sse === undefined ? 0 : Number(values.sse),
    articles: Number(values.articles),
    feeds: Number(values.feeds),
    items: Number(values.items),
    cpuProf: values['cpu-prof'],
    webs: split ? Number(split[1]) : 1,
    workers: split ? Number(split[2]) : 0,
    workerNice: values['worker-nice'] === undefined ? 0 : Number(values['worker-nice']),
  };
}

type Options = ReturnType<typeof readOptions>;

/** The app's processes: one with every role, or web and worker ones (the first answers the admin calls). */
async function startApp(db: BenchDatabase, options: Options): Promise<{ webs: ServerProcess[]; all: ServerProcess[] }> {
  const env = {
    ...alphawireEnv(db.env),
    ...BENCH_ADMIN,
    // Production runs its jobs; the feeds are on loopback and the market is the bundled sample.
    SCHEDULER_ENABLED: 'true',
    FETCH_ALLOW_PRIVATE: 'true',
    MARKET_PROVIDERS: 'sample',
  };
  const args = options.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', join(repoRoot, 'tmp', 'cpu-prof'), ...ALPHAWIRE_ARGS] : ALPHAWIRE_ARGS;
  if (options.workers === 0) {
    const app = await spawnServer(args, env, '/healthz');
    return { webs: [app], all: [app] };
  }
  const webs: ServerProcess[] = [];
  const all: ServerProcess[] = [];
  for (let n = 0; n < options.webs; n += 1) webs.push(await spawnServer(args, { ...env, SERVICES: 'web' }, '/healthz'));
  all.push(...webs);
  for (let n = 0; n < options.workers; n += 1) {
    const worker = await spawnServer(args, { ...env, SERVICES: 'worker' }, '/healthz');
    if (options.workerNice > 0) lowerPriority(worker.pid, options.workerNice);
    all.push(worker);
  }
  return { webs, all };
}

/**
 * `nice` for a running process: on Linux a nice value is per thread, so every thread of it is
 * lowered (threads it starts later inherit the value). What `nice -n N` or a container's CPU
 * weight does for a worker in production.
 */
function lowerPriority(pid: number, nice: number): void {
  for (const tid of readdirSync(`/proc/${pid}/task`)) setPriority(Number(tid), nice);
}

async function totalArticles(origin: string): Promise<number> {
  const page = (await (await fetch(`${origin}/api/news?limit=1`)).json()) as { totalCount: number };
  return page.totalCount;
}

/** Feed fetches served each second, to show how long the ingest ran into the window. */
function watchFeeds(server: FeedServer): () => { full: number; notModified: number; lastFullSecond: number } {
  const started = Date.now();
  let full = 0;
  let notModified = 0;
  let lastFullSecond = 0;
  server.takeCounts();
  const timer = setInterval(() => {
    const counts = server.takeCounts();
    full += counts.full;
    notModified += counts.notModified;
    if (counts.full > 0) lastFullSecond = Math.round((Date.now() - started) / 1000);
  }, 1000);
  return () => {
    clearInterval(timer);
    return { full, notModified, lastFullSecond };
  };
}

async function baseline(app: ServerProcess, options: Options): Promise<string> {
  const file = join(tmpdir(), `alphawire-bench-load-${process.pid}.json`);
  writeFileSync(file, await (await fetch(`${app.url}/api/news?page=1&limit=20`)).text());
  const hapi = await spawnServer([HEAP_FLAG, '--import', 'tsx', 'bench/hapi-json.ts'], { ...process.env, BENCH_JSON_FILE: file }, '/');
  try {
    const next = () => ({ kind: 'feed page', origin: hapi.url, path: '/api/news?page=1&limit=20' });
    await runOpenLoop({ rate: options.rate, seconds: WARMUP_SECONDS, connections: CONNECTIONS, next });
    const result = await runOpenLoop({ rate: options.rate, seconds: Math.min(BASELINE_SECONDS, options.duration), connections: CONNECTIONS, next });
    return describeByKind('bare Hapi, one feed page', result);
  } finally {
    await hapi.stop();
    rmSync(file, { force: true });
  }
}

function rssLine(all: ServerProcess[]): string {
  return all.map((p) => `${rssMb(p.pid).toFixed(0)} MB`).join(' + ');
}

async function mixedLoad(app: { webs: ServerProcess[]; all: ServerProcess[] }, options: Options, feeds: FeedServer, maxArticleId: number): Promise<void> {
  const origins = app.webs.map((w) => w.url);
  const sessions = await registerMembers(origins[0]!, MEMBERS);
  const next = createMix({ origins, sessions, maxArticleId });
  await runOpenLoop({ rate: options.rate, seconds: WARMUP_SECONDS, connections: CONNECTIONS, next });
  process.stdout.write(`idle RSS after warm-up: ${rssLine(app.all)}\n`);
  const before = await totalArticles(origins[0]!);
  const adding = Date.now();
  await addFeeds(await signInAdmin(origins[0]!), feeds.urls);
  process.stdout.write(`${feeds.urls.length} feeds added through the admin API in ${((Date.now() - adding) / 1000).toFixed(1)} s; the window starts now\n`);
  const fetched = watchFeeds(feeds);
  const rss = sampleRss(app.all.map((p) => p.pid), options.soak ? 30_000 : 1_000, (line) => options.soak && process.stdout.write(`  ${line}\n`));
  const result = await runOpenLoop({ rate: options.rate, seconds: options.duration, connections: CONNECTIONS, next });
  const memory = rss.stop();
  const ingest = fetched();
  const after = await totalArticles(origins[0]!);
  process.stdout.write(`${describeByKind(`mixed, ${options.rate} req/s target`, result)}\n`);
  process.stdout.write(`  p99 of each ${SLICE_SECONDS} s, in ms: ${p99BySlice(result, SLICE_SECONDS)}\n`);
  const odd = unexpectedStatuses(result);
  if (odd) process.stdout.write(`  not 2xx: ${odd}\n`);
  process.stdout.write(`ingest during the window: ${ingest.full} feeds fetched (${ingest.notModified} unchanged), the last at ${ingest.lastFullSecond} s; ${after - before} articles stored\n`);
  process.stdout.write(`RSS during the window: start ${memory.first}, peak ${memory.peak}, end ${memory.last}${options.soak ? `; growth from the first sample to the last ${memory.growth}, over the second half ${memory.secondHalf}` : ''}\n`);
}

async function sseLoad(app: ServerProcess, options: Options, feeds: FeedServer, db: BenchDatabase): Promise<void> {
  const clients = await openSseClients(app.url, options.sse);
  process.stdout.write(`${options.sse} SSE clients connected; RSS ${rssLine([app])}\n`);
  const rss = sampleRss([app.pid], 1_000, () => {});
  await addFeeds(await signInAdmin(app.url), feeds.urls);
  await new Promise((resolve) => setTimeout(resolve, options.duration * 1000));
  const memory = rss.stop();
  const received = clients.close();
  process.stdout.write(`RSS with ${options.sse} SSE clients while ingesting: start ${memory.first}, peak ${memory.peak}, end ${memory.last}\n`);
  process.stdout.write(`${received.events} article events, ${received.deliveries} deliveries, ${received.dropped} clients dropped\n`);
  if (!db.knex || received.events === 0) return;
  const stored = new Map<number, number>();
  const rows = await db.knex('articles').whereIn('id', received.firstIds()).select('id', 'fetched_at');
  for (const row of rows as { id: number; fetched_at: Date }[]) stored.set(row.id, row.fetched_at.getTime());
  const delays = received.delays(stored).sort((a, b) => a - b);
  process.stdout.write(`delay from the storing transaction's start to each client: p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${(delays.at(-1) ?? 0).toFixed(0)} ms\n`);
}

async function main(): Promise<void> {
  const options = readOptions();
  const now = Date.now();
  const feeds = await startFeedServer(Array.from({ length: options.feeds }, (_, n) => generateFeed(n, options.items, now)), 50);
  const db = await prepareDatabase(options.db, options.articles);
  const layout = options.workers > 0 ? `${options.webs} web + ${options.workers} worker processes` : 'one process';
  process.stdout.write(`${db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${options.articles} seeded articles, ${options.feeds} feeds × ${options.items} items on loopback, ${layout}, ${CONNECTIONS} connections per origin at most\n`);
  let app: Awaited<ReturnType<typeof startApp>> | null = null;
  try {
    app = await startApp(db, options);
    if (options.sse > 0) await sseLoad(app.webs[0]!, options, feeds, db);
    else {
      await mixedLoad(app, options, feeds, options.articles);
      if (!options.soak) process.stdout.write(`for comparison, in the same run:\n${await baseline(app.webs[0]!, options)}\n`);
    }
  } finally {
    for (const server of app?.all ?? []) await server.stop();
    await feeds.stop();
    await db.drop();
  }
}

await main();
