// Lighthouse performance of the home page and of a signed-in article page in Chromium, with
// Lighthouse's mobile preset (its default config and simulated throttling) and its desktop one,
// against the real app on PGlite with the offline demo content. Run after the web build:
// npm run bench:web, or node --import tsx bench/web-lighthouse.ts [--runs 5] [--json prefix] [--page home|article] [--preset mobile|desktop]
// (--json writes the whole report of each median run to <prefix>-<page>-<preset>.json).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from '../tests/helpers/chromium.js';
import { ALPHAWIRE_ARGS, alphawireEnv, repoRoot, spawnServer } from './server-process.js';

// chrome-launcher starts Chromium with a window unless asked otherwise.
const CHROME_FLAGS = ['--headless', ...QUIET_CHROMIUM_ARGS];

const METRICS = [
  ['first-contentful-paint', 'First Contentful Paint'],
  ['largest-contentful-paint', 'Largest Contentful Paint'],
  ['total-blocking-time', 'Total Blocking Time'],
  ['cumulative-layout-shift', 'Cumulative Layout Shift'],
  ['speed-index', 'Speed Index'],
] as const;

const MEMBER = { username: 'bench-reader', email: 'bench-reader@example.com', password: 'bench-reader-password' };

/** Lighthouse's default config is its mobile preset: a phone's screen, simulated slow 4G and a 4× slower CPU. */
const PRESETS: { name: string; config: Config | undefined }[] = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

/** Runs the CLI (bin/alphawire.js) on the bench's database, with `input` on its stdin. */
async function alphawire(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<string> {
  const child = spawn(process.execPath, ['bin/alphawire.js', ...args], { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(input);
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`alphawire ${args.join(' ')} exited with ${code}: ${stderr}`);
  return stdout;
}

/** Sample news and quotes through the real pipeline (`alphawire demo`), so the page has content offline; and a member to read it. */
async function seedDemo(env: NodeJS.ProcessEnv): Promise<void> {
  await alphawire(['demo'], env);
  await alphawire(['users', 'create', '--username', MEMBER.username, '--email', MEMBER.email, '--password', '-'], env, `${MEMBER.password}\n`);
}

/** The Cookie header of a signed-in member: signs in through the API as the login dialog does (crumb first). */
async function memberCookie(baseUrl: string): Promise<string> {
  const version = await fetch(`${baseUrl}/api/version`);
  const crumb = version.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).find((cookie) => cookie.startsWith('crumb='));
  if (!crumb) throw new Error('GET /api/version set no crumb cookie');
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: crumb, 'x-csrf-token': decodeURIComponent(crumb.slice('crumb='.length)) },
    body: JSON.stringify({ loginId: MEMBER.username, password: MEMBER.password }),
  });
  if (login.status !== 200) throw new Error(`signing in answered ${login.status}: ${await login.text()}`);
  return [crumb, ...login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)].join('; ');
}

/** The newest article of the feed: the page a member opens from it. */
async function firstArticleId(baseUrl: string, cookie: string): Promise<number> {
  const answer = (await (await fetch(`${baseUrl}/api/news?page=1&limit=1`, { headers: { cookie } })).json()) as { items?: { id: number }[] };
  const id = answer.items?.[0]?.id;
  if (id === undefined) throw new Error('/api/news listed no article');
  return id;
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

async function audit(url: string, port: number, config: Config | undefined, cookie?: string): Promise<Result> {
  const extraHeaders = cookie ? { Cookie: cookie } : undefined;
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders }, config);
  if (!runner) throw new Error('Lighthouse returned no result');
  if (runner.lhr.runtimeError) throw new Error(`Lighthouse: ${runner.lhr.runtimeError.message}`);
  return runner.lhr;
}

function medianRun(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => performanceScore(a) - performanceScore(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(results: Result[], preset: string, page: string): string {
  const median = medianRun(results);
  const lines = [
    `Lighthouse ${median.lighthouseVersion}, ${preset} preset, ${median.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}: ${page}`,
    `  performance score ${performanceScore(median)} (median of ${results.length} runs: ${results.map(performanceScore).join(', ')})`,
  ];
  for (const [id, name] of METRICS) lines.push(`  ${name.padEnd(26)} ${median.audits[id]?.displayValue ?? 'n/a'}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, json: { type: 'string' }, page: { type: 'string' }, preset: { type: 'string' } },
  });
  const runs = Number.parseInt(values.runs, 10);
  if (!existsSync(join(repoRoot, 'dist/web/index.html'))) throw new Error('No web build: run `npm run build:web` first');

  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-lighthouse-'));
  // Sample quotes, no scheduler (alphawireEnv): nothing reaches outside loopback while measuring.
  const env = { ...alphawireEnv({ DATA_DIR: dataDir }), MARKET_PROVIDERS: 'sample' };
  try {
    await seedDemo(env);
    const server = await spawnServer(ALPHAWIRE_ARGS, env, '/healthz');
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const cookie = await memberCookie(server.url);
      const pages = [
        { name: 'home', label: 'home page /', path: '/', cookie: undefined },
        { name: 'article', label: 'signed-in article page', path: `/news/${await firstArticleId(server.url, cookie)}`, cookie },
      ];
      const outside = new Set<string>();
      for (const page of pages.filter((candidate) => !values.page || candidate.name === values.page)) {
        for (const preset of PRESETS.filter((candidate) => !values.preset || candidate.name === values.preset)) {
          const results: Result[] = [];
          for (let run = 0; run < runs; run += 1) results.push(await audit(`${server.url}${page.path}`, chrome.port, preset.config, page.cookie));
          for (const url of results.flatMap(outsideRequests)) outside.add(url);
          process.stdout.write(`${report(results, preset.name, `${page.label} ${page.path}`)}\n`);
          // The whole report of the median run, for finding out what costs the score.
          if (values.json) writeFileSync(`${values.json}-${page.name}-${preset.name}.json`, JSON.stringify(medianRun(results), null, 1));
        }
      }
      if (outside.size > 0) throw new Error(`The page reached outside loopback:\n  ${[...outside].join('\n  ')}`);
    } finally {
      chrome.kill();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
