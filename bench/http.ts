// Requests per second on GET /api/version of a running AlphaWire against a bare Hapi hello-world,
// measured in the same run on the same machine. Goal: AlphaWire at 0.5 or more of bare Hapi.
// Run: npm run bench:http [-- --connections 32 --duration 10 --rounds 3 --warmup 2 --log-level warn]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ALPHAWIRE_ARGS, alphawireEnv, spawnServer, type ServerProcess } from './server-process.js';
import { median } from './stats.js';

interface Settings {
  connections: number;
  duration: number;
  rounds: number;
  warmup: number;
  logLevel: string;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Target {
  name: string;
  url: string;
  rounds: Figures[];
}

function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '32' },
      duration: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '2' },
      'log-level': { type: 'string', default: 'warn' },
    },
  });
  const int = (text: string) => Number.parseInt(text, 10);
  const { connections, duration, rounds, warmup } = values;
  return { connections: int(connections), duration: int(duration), rounds: int(rounds), warmup: int(warmup), logLevel: values['log-level'] };
}

async function load(url: string, connections: number, duration: number): Promise<Figures> {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Warms both servers up, then measures them in turn, round after round: on a shared machine the
 * background load drifts, and alternating spreads that drift over both sides of the ratio.
 */
async function measure(targets: Target[], settings: Settings): Promise<void> {
  for (const target of targets) if (settings.warmup > 0) await load(target.url, settings.connections, settings.warmup);
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const target of targets) target.rounds.push(await load(target.url, settings.connections, settings.duration));
  }
}

function summary(target: Target): Figures {
  const of = (pick: (f: Figures) => number) => median(target.rounds.map(pick));
  return { rps: of((f) => f.rps), p50: of((f) => f.p50), p99: of((f) => f.p99), errors: target.rounds.reduce((n, f) => n + f.errors, 0) };
}

function report(app: Target, bare: Target, settings: Settings): string {
  const row = (target: Target) => {
    const f = summary(target);
    const each = target.rounds.map((r) => Math.round(r.rps)).join(', ');
    return `  ${target.name.padEnd(30)}${Math.round(f.rps).toString().padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   errors ${f.errors}   (rounds: ${each})`;
  };
  return (
    `autocannon, ${settings.connections} connections, ${settings.duration} s per round, ${settings.rounds} alternating rounds ` +
    `(medians), AlphaWire on PGlite with LOG_LEVEL=${settings.logLevel}:\n${row(app)}\n${row(bare)}\n` +
    `  ratio AlphaWire / bare Hapi: ${(summary(app).rps / summary(bare).rps).toFixed(2)} (goal >= 0.5)\n`
  );
}

async function main(): Promise<void> {
  const settings = readSettings();
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-'));
  const servers: ServerProcess[] = [];
  try {
    const alphawire = await spawnServer(ALPHAWIRE_ARGS, alphawireEnv({ DATA_DIR: dataDir }, settings.logLevel), '/healthz');
    servers.push(alphawire);
    const hello = await spawnServer(['--import', 'tsx', 'bench/hapi-hello.ts'], process.env, '/');
    servers.push(hello);
    const app: Target = { name: 'AlphaWire GET /api/version', url: `${alphawire.url}/api/version`, rounds: [] };
    const bare: Target = { name: 'bare Hapi hello-world GET /', url: `${hello.url}/`, rounds: [] };
    await measure([app, bare], settings);
    process.stdout.write(report(app, bare, settings));
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
