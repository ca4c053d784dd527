import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server.js';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const POLL_MS = 5;
const READY_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** From spawn to the first 200 on the ready path. */
  startupMs: number;
  /** SIGTERM, then waits for the process to end (the embedded database is closed cleanly). */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function answersOk(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

async function waitUntilReady(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    if (await answersOk(url)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no 200 from ${url} within ${READY_TIMEOUT_MS} ms: ${stderr()}`);
}

/**
 * Spawns `node <args>` from the repository root with PORT set to a free port, and times it until
 * readyPath answers 200. Output is drained (a full pipe would stall the server) and stderr kept
 * for the error message.
 */
export async function spawnServer(args: string[], env: NodeJS.ProcessEnv, readyPath: string): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stdout?.resume();
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}${readyPath}`, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    startupMs,
    async stop() {
      const closed = once(child, 'close');
      child.kill('SIGTERM');
      await closed;
    },
  };
}

/** The environment AlphaWire gets in a benchmark: quiet logs and no database of the caller's. */
export function alphawireEnv(database: { DATABASE_URL?: string; DATA_DIR: string }, logLevel = 'warn'): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  return {
    ...rest,
    ...database,
    LOG_LEVEL: logLevel,
    APP_SECRET: 'bench-secret-that-is-long-enough-for-iron',
    // No feeds polled in the background: they would compete with what is being measured.
    SEED_DEFAULT_SOURCES: 'false',
    SCHEDULER_ENABLED: 'false',
  };
}

/** The heap ceiling `npm start` sets by default (MAX_HEAP_MB), for every process that stands in for the app. */
export const HEAP_FLAG = '--max-old-space-size=256';

/**
 * The arguments after `node` that start AlphaWire, exactly as `npm run start:prod` and the image
 * run it: the compiled server, built here from the current sources first (about a second), so a
 * benchmark never measures an older build.
 */
export const ALPHAWIRE_ARGS = [HEAP_FLAG, await buildServer()];
