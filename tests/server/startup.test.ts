import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/database.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become healthy`);
}

describe('start-up', () => {
  it('stops with every configuration problem named', async () => {
    const server = runServer({ PORT: 'x', LOG_LEVEL: 'chatty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toMatch(/PORT: /);
    expect(server.output()).toMatch(/LOG_LEVEL: /);
  });

  it('makes an app secret on first start, keeps it private, and reuses it', async () => {
    const database = await createTestDatabase();
    dirs.push(database.env.DATA_DIR);
    const port = String(await freePort());
    for (let run = 0; run < 2; run += 1) {
      const server = runServer({ ...database.env, PORT: port });
      await waitForHealth(`http://127.0.0.1:${port}`);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
    const secretPath = join(database.env.DATA_DIR, 'app-secret');
    expect(existsSync(secretPath)).toBe(true);
    expect(readFileSync(secretPath, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    await database.drop();
  });

  it('finishes an in-flight request before it exits on SIGTERM', async () => {
    const database = await createTestDatabase();
    const port = String(await freePort());
    const server = runServer({ ...database.env, PORT: port });
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url);
    // A login hashes with argon2, so it is still in flight when the signal lands.
    const crumbRes = await fetch(`${url}/api/version`);
    const crumb = /crumb=([^;]+)/.exec(crumbRes.headers.get('set-cookie') ?? '')![1]!;
    const inFlight = fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
      body: JSON.stringify({ username: 'drain', email: 'drain@example.com', password: 'a-good-password' }),
    });
    await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(201);
    expect(await server.exited).toBe(0);
    await database.drop();
  });
});
