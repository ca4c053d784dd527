// Lighthouse performance of the home page in Chromium (desktop preset), against the real app on
// PGlite with the offline demo content. Run after the web build: npm run bench:web, or
// node --import tsx bench/web-lighthouse.ts [--runs 5] [--json median-run.json]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { ALPHAWIRE_ARGS, alphawireEnv, repoRoot, spawnServer } from './server-process.js';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const METRICS = [
  ['first-contentful-paint', 'First Contentful Paint'],
  ['largest-contentful-paint', 'Largest Contentful Paint'],
  ['total-blocking-time', 'Total Blocking Time'],
  ['cumulative-layout-shift', 'Cumulative Layout Shift'],
  ['speed-index', 'Speed Index'],
] as const;

/** Sample news and quotes through the real pipeline (`alphawire demo`), so the page has content offline. */
async function seedDemo(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['bin/alphawire.js', 'demo'], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`alphawire demo exited with ${code}: ${stderr}`);
}

function performanceScore(result: Result): number {
  return Math.round((result.categories.performance?.score ?? 0) * 100);
}

/** Every request the page made that left loopback: the machine is offline, and so must the page be. */
function outsideRequests(result: Result): string[] {
  const items = (result.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  return items
    .map((item) => item.url ?? '')
    .filter((url) => /^(https?|wss?):/.test(url) && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname));
}

async function audit(url: string, port: number): Promise<Result> {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
  if (!runner) throw new Error('Lighthouse returned no result');
  if (runner.lhr.runtimeError) throw new Error(`Lighthouse: ${runner.lhr.runtimeError.message}`);
  return runner.lhr;
}

function medianRun(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => performanceScore(a) - performanceScore(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(results: Result[]): string {
  const median = medianRun(results);
  const lines = [
    `Lighthouse ${median.lighthouseVersion}, desktop preset, ${median.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}: home page /`,
    `  performance score ${performanceScore(median)} (median of ${results.length} runs: ${results.map(performanceScore).join(', ')})`,
  ];
  for (const [id, name] of METRICS) lines.push(`  ${name.padEnd(26)} ${median.audits[id]?.displayValue ?? 'n/a'}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, json: { type: 'string' } } });
  const runs = Number.parseInt(values.runs, 10);
  if (!existsSync(join(repoRoot, 'dist/web/index.html'))) throw new Error('No web build: run `npm run build:web` first');

  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-lighthouse-'));
  // Sample quotes, no scheduler (alphawireEnv): nothing reaches outside loopback while measuring.
  const env = { ...alphawireEnv({ DATA_DIR: dataDir }), MARKET_PROVIDERS: 'sample' };
  try {
    await seedDemo(env);
    const server = await spawnServer(ALPHAWIRE_ARGS, env, '/healthz');
    const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await audit(`${server.url}/`, chrome.port));
      const outside = [...new Set(results.flatMap(outsideRequests))];
      process.stdout.write(`${report(results)}\n`);
      // The whole report of the median run, for finding out what costs the score.
      if (values.json) writeFileSync(values.json, JSON.stringify(medianRun(results), null, 1));
      if (outside.length > 0) throw new Error(`The page reached outside loopback:\n  ${outside.join('\n  ')}`);
    } finally {
      chrome.kill();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
