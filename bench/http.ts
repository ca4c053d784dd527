// Requests per second on GET /api/version of a running AlphaWire against a bare Hapi hello-world,
// measured in the same run on the same machine. Goal: AlphaWire at 0.5 or more of bare Hapi.
// Run: npm run bench:http [-- --connections 32 --duration 10 --warmup 2 --log-level warn]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ALPHAWIRE_ARGS, alphawireEnv, spawnServer, type ServerProcess } from './server-process.js';

interface Settings {
  connections: number;
  duration: number;
  warmup: number;
  logLevel: string;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '32' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      'log-level': { type: 'string', default: 'warn' },
    },
  });
  return {
    connections: Number.parseInt(values.connections, 10),
    duration: Number.parseInt(values.duration, 10),
    warmup: Number.parseInt(values.warmup, 10),
    logLevel: values['log-level'],
  };
}

/** A short unmeasured run lets the JIT settle, then the measured one. */
async function load(url: string, settings: Settings): Promise<Figures> {
  if (settings.warmup > 0) await autocannon({ url, connections: settings.connections, duration: settings.warmup });
  const result = await autocannon({ url, connections: settings.connections, duration: settings.duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(server: ServerProcess, path: string, settings: Settings): Promise<Figures> {
  try {
    return await load(`${server.url}${path}`, settings);
  } finally {
    await server.stop();
  }
}

function row(name: string, figures: Figures): string {
  const rps = Math.round(figures.rps).toString().padStart(8);
  return `  ${name.padEnd(34)}${rps} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms   errors ${figures.errors}`;
}

async function main(): Promise<void> {
  const settings = readSettings();
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-'));
  try {
    const alphawire = await spawnServer(ALPHAWIRE_ARGS, alphawireEnv({ DATA_DIR: dataDir }, settings.logLevel), '/healthz');
    const app = await measure(alphawire, '/api/version', settings);
    const bare = await measure(await spawnServer(['--import', 'tsx', 'bench/hapi-hello.ts'], process.env, '/'), '/', settings);
    process.stdout.write(
      `autocannon, ${settings.connections} connections, ${settings.duration} s each (after ${settings.warmup} s warm-up), ` +
        `AlphaWire on PGlite with LOG_LEVEL=${settings.logLevel}:\n` +
        `${row('AlphaWire GET /api/version', app)}\n${row('bare Hapi hello-world GET /', bare)}\n` +
        `  ratio AlphaWire / bare Hapi: ${(app.rps / bare.rps).toFixed(2)} (goal >= 0.5)\n`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
