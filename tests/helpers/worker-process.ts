import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverMain } from './compiled-server.js';
import { freePort } from './ports.js';

export interface WorkerProcess {
  /**
   * Its port and process, read when used: a child that finds its port taken (EADDRINUSE) is
   * replaced on another port (see spawnWorker), and both change then.
   */
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
 *
 * Returns at once, while the child starts. A port free when chosen was twice taken by something
 * else before the child listened (under the whole suite; never found what): the child then exits
 * with EADDRINUSE, and a new one is started on another port in its place.
 */
export async function spawnWorker(databaseUrl: string, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'alphawire-worker-'));
  let output = '';
  const start = (port: number): ChildProcess => {
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
    let own = '';
    const keep = (chunk: Buffer) => {
      own += chunk;
      output += chunk;
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', (code) => {
      if (code === 0 || !own.includes('EADDRINUSE')) return;
      void freePort().then((next) => {
        worker.port = next;
        worker.child = start(next);
      });
    });
    return child;
  };
  const port = await freePort();
  const worker: WorkerProcess = { port, child: start(port), output: () => output, dir };
  return worker;
}
