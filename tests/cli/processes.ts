import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { serverMain } from '../helpers/compiled-server.js';
import { freePort } from '../helpers/ports.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cliBin = fileURLToPath(new URL('../../bin/alphawire.js', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment a child process gets: this one without any database settings of the developer's
 * own, plus the test database's.
 */
export function childEnv(database: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, LOG_LEVEL: _level, ...rest } = process.env;
  return { ...rest, ...database };
}

export interface CliDatabase {
  database: TestDatabase;
  /** The environment for CLI processes on it (childEnv). */
  env: NodeJS.ProcessEnv;
}

/** A fresh test database (migrated unless `empty`) for a describe block's CLI runs, made before them and dropped after. */
export function useCliDatabase({ empty = false } = {}): CliDatabase {
  const cli = {} as CliDatabase;
  beforeAll(async () => {
    cli.database = await createTestDatabase({ empty });
    cli.env = childEnv(cli.database.env);
  });
  afterAll(async () => cli.database?.drop());
  return cli;
}

function collect(child: ChildProcess): { stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return { stdout: () => stdout, stderr: () => stderr };
}

/**
 * Runs `node bin/alphawire.js …` as an operator would, feeding `input` to its stdin: for the few
 * cases that prove the real entry point (a second of startup each; the rest use in-process.ts).
 * `during` acts on the process while it runs (a signal, say).
 */
export async function spawnCli(args: string[], env: NodeJS.ProcessEnv, input = '', during?: (child: ChildProcess) => Promise<void>): Promise<CliResult> {
  const child = spawn(process.execPath, [cliBin, ...args], { cwd: repoRoot, env, stdio: 'pipe' });
  const output = collect(child);
  child.stdin.end(input);
  const closed = once(child, 'close');
  await during?.(child);
  const [code] = (await closed) as [number | null];
  return { code, stdout: output.stdout(), stderr: output.stderr() };
}

export interface ServerProcess {
  pid: number;
  url: string;
  /** Sends the signal and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    const ok = await fetch(`${url}/healthz`).then((res) => res.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer /healthz in time: ${stderr()}`);
}

/**
 * Starts the real server (the compiled copy, as `npm run start:prod` runs it, after any `nodeArgs`
 * such as a heap cap) and waits until /healthz answers.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, serverMain()], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, output.stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    pid: child.pid ?? 0,
    url,
    async stop(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const closed = once(child, 'close');
      child.kill(signal);
      await closed;
    },
  };
}
