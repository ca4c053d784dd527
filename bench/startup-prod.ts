// Start-up of the ways to run AlphaWire, on a migrated embedded database: `npm start` (builds the
// web app, then serves), `npm run start:prod` (serves what `npm run build` made) and the image's
// CMD (node itself, no npm), beside the sources run through tsx as before 27 Nov 2026. Figures:
// time from spawn to the first 200 on /healthz, and the resident memory (RSS) once ready, of the
// server process and of every process the command left running (npm's own included); and the
// image's CMD starting on an empty data dir, as a first start does. Run: npm run bench:startup-prod [-- --runs 3]
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ALPHAWIRE_ARGS, alphawireEnv, freePort, HEAP_FLAG, repoRoot } from './server-process.js';
import { describeTimings, median } from './stats.js';

const WAYS: Record<string, [string, string[]]> = {
  'npm start (build, then serve)': ['npm', ['start']],
  'npm run start:prod': ['npm', ['run', 'start:prod']],
  "the image's CMD (node, no npm)": [process.execPath, ALPHAWIRE_ARGS],
  // The baseline: how start:prod and the image ran the server until 27 Nov 2026.
  'the sources through tsx (before)': [process.execPath, [HEAP_FLAG, '--import', 'tsx', 'src/server/main.ts']],
};

/** The server's own process runs the compiled main module or the sources' one (npm's shell names it too). */
const SERVER_MAINS = [join('dist', 'server', 'src', 'server', 'main.js'), join('src', 'server', 'main.ts')];

/** Parent pid of every process, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The command name may hold spaces and parentheses: the fields after its closing one are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      map.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone since the listing
    }
  }
  return map;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

/** RSS of the server process (the one running main.ts) and of the whole tree under root. */
function treeRss(root: number): { server: number; total: number } {
  const byParent = parents();
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) for (const [pid, parent] of byParent) if (parent === tree[i]) tree.push(pid);
  // node itself, not the shell npm runs it through (whose command line names main.ts too).
  const server = tree.find((pid) => {
    const [program, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return basename(program ?? '') === 'node' && args.some((arg) => SERVER_MAINS.some((main) => arg.endsWith(main)));
  });
  return { server: server === undefined ? 0 : rssMb(server), total: tree.reduce((sum, pid) => sum + rssMb(pid), 0) };
}

async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  while (child.exitCode === null) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`exited with ${child.exitCode}`);
}

async function startOnce(command: string, args: string[], dataDir: string): Promise<{ ms: number; server: number; total: number }> {
  const port = await freePort();
  const started = performance.now();
  // A group of its own, so SIGTERM reaches the server under npm and sh too.
  const child = spawn(command, args, { cwd: repoRoot, env: { ...alphawireEnv({ DATA_DIR: dataDir }), PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore', detached: true });
  await untilHealthy(`http://127.0.0.1:${port}/healthz`, child);
  const ms = performance.now() - started;
  const rss = treeRss(child.pid!);
  const closed = once(child, 'close');
  process.kill(-child.pid!, 'SIGTERM');
  await closed;
  return { ms, ...rss };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  const runs = Number.parseInt(values.runs, 10);
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-'));
  try {
    // Migrates the database and warms the file cache, so every way starts from the same state.
    await startOnce(process.execPath, ALPHAWIRE_ARGS, dataDir);
    const lines = [`Start to first 200 on /healthz, migrated PGlite, Node ${process.version}, ${runs} runs, median; RSS once ready:`];
    for (const [name, [command, args]] of Object.entries(WAYS)) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await startOnce(command, args, dataDir));
      const server = median(results.map((r) => r.server)).toFixed(0);
      const total = median(results.map((r) => r.total)).toFixed(0);
      lines.push(`  ${name.padEnd(34)} ${describeTimings(results.map((r) => r.ms))}   RSS server ${server} MB, all processes ${total} MB`);
    }
    // A first start: initdb and every migration in the process, on a data dir of its own each run.
    const firsts = [];
    for (let run = 0; run < runs; run += 1) {
      const empty = mkdtempSync(join(tmpdir(), 'alphawire-bench-first-'));
      try {
        firsts.push(await startOnce(process.execPath, ALPHAWIRE_ARGS, empty));
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    }
    lines.push(`  ${"the image's CMD, empty data dir".padEnd(34)} ${describeTimings(firsts.map((r) => r.ms))}   RSS server ${median(firsts.map((r) => r.server)).toFixed(0)} MB`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
