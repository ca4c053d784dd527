import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverMain } from './compiled-server.js';
import { freePort } from './ports.js';

export interface WorkerProcess {
  port: number;
  child: ChildProcess;
  /** What it wrote to stdout and stderr so far: shown when an assertion about it fails. */
  output: () => string;
  /** Its DATA_DIR, for the caller to remove. */
  dir: string;
}

/**
 * The server (compiled, as in production) in a process of its own on a free port, on the given PostgreSQL database,
 * with the settings the multi-process tests share (loopback allowed, a 1 s tick, no seeded
 * sources, sample quotes, enrichment inline) and the caller's `env` on top. Its PUBLIC_URL, and so
 * its user agent, names its port: a loopback fake can tell which process asked.
 */
export async function spawnWorker(databaseUrl: string, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'alphawire-worker-'));
  const child = spawn(process.execPath, [serverMain()], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal',
      PORT: String(port),
      LOG_LEVEL: 'error',
      FETCH_ALLOW_PRIVATE: 'true',
      SEED_DEFAULT_SOURCES: 'false',
      MARKET_PROVIDERS: 'sample',
      ENRICH_THREAD: 'false',
      SCHEDULER_TICK_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { port, child, output: () => output, dir };
}
