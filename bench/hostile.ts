// Hostile feeds and pages (issues 11.9 and 12.1), each read by a fresh AlphaWire process over
// loopback while this process asks /healthz without pause. Prints, per case, what the source or
// article ended with, the health answer time (max and p99) and the process's peak RSS.
// Goal: health answered within 100 ms throughout, no crash, peak RSS ≤ 300 MB.
// Run: npm run bench:hostile [-- --only deep-xml-1m,nul --db pglite|postgres --cap 120]
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  bigItemsFeed,
  deepDivPage,
  deepHtmlItemFeed,
  deepXmlFeed,
  heavyPage,
  manyAttributesFeed,
  manyItemsFeed,
  nulFeed,
  teaserFeed,
  wideXmlFeed,
} from '../tests/server/ingestion/fixtures/hostile.js';
import type { HostileOutcome } from './hostile-worker.js';
import { createScratchDatabase } from './scratch-postgres.js';
import { alphawireEnv, HEAP_FLAG, repoRoot } from './server-process.js';

const POLL_GAP_MS = 10;

/** Each case: the feed served at /feed.xml and, for full-text cases, the page at /page.html. */
const CASES: Record<string, { feed: (base: string) => string; page?: string }> = {
  'deep-xml-100k': { feed: () => deepXmlFeed(100_000) },
  'deep-xml-1m': { feed: () => deepXmlFeed(1_000_000) },
  'wide-xml-1m': { feed: () => wideXmlFeed(1_000_000) },
  'attributes-200k': { feed: () => manyAttributesFeed(200_000) },
  'items-100k': { feed: () => manyItemsFeed(100_000) },
  // Not hostile: the most a fetch keeps (200 items), of ordinary HTML, as large as a body may be.
  'big-items-9mb': { feed: () => bigItemsFeed(200, 45) },
  nul: { feed: () => nulFeed() },
  'deep-b-item-1m': { feed: () => deepHtmlItemFeed(1_000_000) },
  'deep-div-page-3k': { feed: (base) => teaserFeed(`${base}/page.html`), page: deepDivPage(3_000) },
  'deep-div-page-400k': { feed: (base) => teaserFeed(`${base}/page.html`), page: deepDivPage(400_000) },
  // Within the page limits (97,500 elements, 250 deep), yet seconds of Readability.
  'heavy-page-390': { feed: (base) => teaserFeed(`${base}/page.html`), page: heavyPage(390) },
};

interface Health {
  latencies: number[];
  failures: number;
  stop(): Promise<void>;
}

/**
 * Asks /healthz one request after another (10 ms apart) until stopped; a stall shows as one long
 * answer. A request still waiting when stopped counts with the time it has waited so far.
 */
function pollHealth(url: string): Health {
  const health: Health = { latencies: [], failures: 0, stop: async () => {} };
  const stopping = new AbortController();
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      const started = performance.now();
      try {
        const res = await fetch(`${url}/healthz`, { signal: stopping.signal });
        await res.arrayBuffer();
        if (res.status !== 200) health.failures += 1;
      } catch {
        if (!stopping.signal.aborted) health.failures += 1;
      }
      health.latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, POLL_GAP_MS));
    }
  })();
  health.stop = async () => {
    stopping.abort();
    await loop;
  };
  return health;
}

function rssOf(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/** Serves the case's feed (built once the server's own URL is known) and page on loopback. */
async function serveFixtures(spec: (typeof CASES)[string]) {
  let feed = '';
  const server = createServer((req, res) => {
    if (req.url === '/feed.xml') return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed);
    if (req.url === '/page.html' && spec.page) return void res.writeHead(200, { 'content-type': 'text/html' }).end(spec.page);
    res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  feed = spec.feed(url);
  return { url, stop: () => (server.closeAllConnections(), server.close()) };
}

async function startApp(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [HEAP_FLAG, '--import', 'tsx', 'bench/hostile-worker.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: '0', FETCH_ALLOW_PRIVATE: 'true' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { child, url: `http://127.0.0.1:${message.port}` };
}

type Ending = { outcome: HostileOutcome } | { exit: string } | { timeout: true };

function ending(child: ChildProcess, capMs: number): Promise<Ending> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ timeout: true }), capMs);
    child.on('message', (message: { outcome?: HostileOutcome }) => {
      if (message.outcome) resolve({ outcome: message.outcome });
    });
    child.on('exit', (code, signal) => resolve({ exit: signal ?? `code ${code}` }));
    void timer;
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
}

function describe(end: Ending, capMs: number): string {
  if ('timeout' in end) return `still busy after ${capMs / 1000} s`;
  if ('exit' in end) return `process died (${end.exit})`;
  const { error, added, fullText } = end.outcome;
  const pages = fullText.map((f) => `full text ${f.status}${f.error ? `: ${f.error}` : ''}`).join('; ');
  return [error ? `refused: ${error}` : `${added} added`, pages].filter(Boolean).join('; ');
}

async function runCase(name: string, env: NodeJS.ProcessEnv, capMs: number): Promise<string> {
  const spec = CASES[name]!;
  const app = await startApp(env);
  const pid = app.child.pid!;
  const served = await serveFixtures(spec);
  const startRss = rssOf(pid).rss;
  let sampledPeak = startRss;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, rssOf(pid).rss)), 20);
  const health = pollHealth(app.url);
  const started = performance.now();
  const result = ending(app.child, capMs);
  app.child.send({ url: `${served.url}/feed.xml` });
  const end = await result;
  const seconds = (performance.now() - started) / 1000;
  await health.stop();
  const peak = Math.max(sampledPeak, rssOf(pid).peak);
  clearInterval(sampler);
  if (!('exit' in end)) {
    app.child.kill('SIGTERM');
    await Promise.race([once(app.child, 'exit'), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
  app.child.kill('SIGKILL');
  served.stop();
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const { latencies, failures } = health;
  return [
    `${name}: ${describe(end, capMs)}`,
    `  ${seconds.toFixed(1)} s; /healthz max ${Math.round(Math.max(...latencies))} ms, p99 ${Math.round(percentile(latencies, 0.99))} ms over ${latencies.length} answers, ${failures} failed`,
    `  RSS ${mb(startRss)} at start, peak ${mb(peak)}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: 'string' }, db: { type: 'string', default: 'postgres' }, cap: { type: 'string', default: '120' } } });
  const names = values.only ? values.only.split(',') : Object.keys(CASES);
  const unknown = names.filter((n) => !CASES[n]);
  if (unknown.length > 0) throw new Error(`unknown case(s): ${unknown.join(', ')}; known: ${Object.keys(CASES).join(', ')}`);
  for (const name of names) {
    const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-hostile-'));
    const scratch = values.db === 'postgres' ? await createScratchDatabase() : null;
    try {
      const env = alphawireEnv({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, 'silent');
      process.stdout.write(`${await runCase(name, env, Number(values.cap) * 1000)}\n`);
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
