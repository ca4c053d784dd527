// Ingest throughput: 500 generated feeds × 20 items served from loopback, fetched through the real
// pipeline (safe client, RSS plugin, normalise, dedupe, clusters, store) on PostgreSQL and PGlite,
// then fetched again with ETags (mostly 304s) and again without (all re-parsed, all deduped).
// New articles go through the local enricher unless --skip-enrichment.
// Goal on PostgreSQL: the first ingest, enriched, ≤ 20 s; peak RSS ≤ 300 MB.
// Run: npm run bench:ingest [-- --feeds 500 --items 20 --hosts 50 --only postgres|pglite --skip-enrichment --cpu-prof]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type FeedServer, startFeedServer } from './feed-server.js';
import { describeRuns, type Run } from './ingest-report.js';
import type { IngestRunResult } from './ingest-worker.js';
import { generateFeed } from './news-feeds.js';
import { createScratchDatabase } from './scratch-postgres.js';
import { alphawireEnv, HEAP_FLAG, repoRoot } from './server-process.js';

type Database = { DATABASE_URL?: string; DATA_DIR: string };

interface Options {
  feeds: number;
  items: number;
  hosts: number;
  cpuProf: boolean;
  /** Leave the local enricher out, to time fetching and storing alone. */
  skipEnrichment: boolean;
}

/** Runs bench/ingest-worker.ts in a child process and returns what it reports. */
async function runWorker(env: NodeJS.ProcessEnv, cpuProf: boolean): Promise<IngestRunResult> {
  const profile = cpuProf ? ['--cpu-prof', '--cpu-prof-dir', join(repoRoot, 'tmp', 'cpu-prof')] : [];
  const child = spawn(process.execPath, [...profile, HEAP_FLAG, '--import', 'tsx', 'bench/ingest-worker.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let result: IngestRunResult | null = null;
  child.on('message', (message) => (result = message as IngestRunResult));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (!result || code !== 0) throw new Error(`ingest worker exited with ${code} and no result`);
  return result;
}

/** The three runs on one database: first ingest, again with ETags, again without. */
async function benchDatabase(database: Database, server: FeedServer, options: Options): Promise<Run[]> {
  const sourcesFile = join(database.DATA_DIR, 'sources.json');
  writeFileSync(sourcesFile, JSON.stringify(server.urls));
  const env = {
    ...alphawireEnv(database),
    FETCH_ALLOW_PRIVATE: 'true',
    SEED_DEFAULT_SOURCES: 'false',
    BENCH_ENRICH: String(!options.skipEnrichment),
  };
  const runs: Run[] = [];
  const step = async (label: string, etags: boolean, extra: NodeJS.ProcessEnv = {}) => {
    server.setEtags(etags);
    server.takeCounts();
    const result = await runWorker({ ...env, ...extra }, options.cpuProf);
    runs.push({ label, result, served: server.takeCounts() });
  };
  await step('first ingest', true, { BENCH_SOURCES_FILE: sourcesFile });
  await step('again, ETag (304s)', true);
  await step('again, no ETag', false);
  return runs;
}

async function onPostgres(server: FeedServer, options: Options): Promise<string | null> {
  const scratch = await createScratchDatabase();
  if (!scratch) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-'));
  try {
    return describeRuns('PostgreSQL (scratch database)', await benchDatabase({ DATABASE_URL: scratch.url, DATA_DIR: dataDir }, server, options), true);
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite(server: FeedServer, options: Options): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-'));
  try {
    return describeRuns('PGlite (temporary data dir)', await benchDatabase({ DATA_DIR: dataDir }, server, options), false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function readOptions(): Options & { only: string | undefined } {
  const { values } = parseArgs({
    options: {
      feeds: { type: 'string', default: '500' },
      items: { type: 'string', default: '20' },
      hosts: { type: 'string', default: '50' },
      only: { type: 'string' },
      'cpu-prof': { type: 'boolean', default: false },
      'skip-enrichment': { type: 'boolean', default: false },
    },
  });
  return {
    feeds: Number(values.feeds),
    items: Number(values.items),
    hosts: Number(values.hosts),
    only: values.only,
    cpuProf: values['cpu-prof'],
    skipEnrichment: values['skip-enrichment'],
  };
}

async function main(): Promise<void> {
  const options = readOptions();
  const now = Date.now();
  const texts = Array.from({ length: options.feeds }, (_, feed) => generateFeed(feed, options.items, now));
  const server = await startFeedServer(texts, options.hosts);
  const megabytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / 1024 / 1024;
  const concurrency = process.env.INGEST_CONCURRENCY ?? '8 (default)';
  const perHost = process.env.INGEST_PER_HOST ?? '2 (default)';
  const sections = [
    `${options.feeds} feeds × ${options.items} items (${megabytes.toFixed(1)} MB of RSS, gzipped on the wire) on ${options.hosts} loopback hosts; ` +
      `INGEST_CONCURRENCY ${concurrency}, INGEST_PER_HOST ${perHost}, ${options.skipEnrichment ? 'no enrichment' : 'local enricher'}; Node ${process.version} ${HEAP_FLAG} (as npm start).\n` +
      'Each run is its own process: peak RSS is its maximum (getrusage), start its RSS before the first fetch, heap the peak V8 heap in use.',
  ];
  try {
    if (options.only !== 'pglite') sections.push((await onPostgres(server, options)) ?? 'PostgreSQL: not reachable, skipped');
    if (options.only !== 'postgres') sections.push(await onPglite(server, options));
  } finally {
    await server.stop();
  }
  // Other work on the machine skews wall times; the load averages say how much there was.
  sections.push(`load average at the end: ${loadavg().map((n) => n.toFixed(1)).join(' / ')} (1 / 5 / 15 min)`);
  process.stdout.write(`${sections.join('\n\n')}\n`);
}

await main();
