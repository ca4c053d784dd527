import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    // One role alone on the embedded database: the split needs PostgreSQL (docs/operations.md#roles).
    const server = runServer({ PORT: 'x', LOG_LEVEL: 'chatty', SERVICES: 'worker' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toMatch(/PORT: /);
    expect(server.output()).toMatch(/LOG_LEVEL: /);
    expect(server.output()).toContain('SERVICES: worker alone needs DATABASE_URL (PostgreSQL)');
  });

  it('refuses a secret given both ways, an unreadable secret file and a bad first admin, naming each', async () => {
    const server = runServer({
      APP_SECRET: 'a'.repeat(32),
      APP_SECRET_FILE: '/nonexistent/app_secret',
      DATABASE_URL_FILE: '/nonexistent/database_url',
      ADMIN_USERNAME: 'chief',
      ADMIN_EMAIL: 'not-an-address',
      ADMIN_PASSWORD: 'chief-first-password',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('APP_SECRET, APP_SECRET_FILE: set one or the other, not both');
    expect(server.output()).toContain('DATABASE_URL_FILE: cannot read /nonexistent/database_url (ENOENT)');
    expect(server.output()).toContain('ADMIN_EMAIL: Please enter a valid email address');
  });

  it('makes the first admin from the settings, its password read from a file, and logs as LOG_FORMAT says', async () => {
    const database = await createTestDatabase();
    dirs.push(database.env.DATA_DIR);
    const passwordFile = join(database.env.DATA_DIR, 'admin_password');
    mkdirSync(database.env.DATA_DIR, { recursive: true });
    writeFileSync(passwordFile, 'chief-first-password\n');
    const port = String(await freePort());
    const url = `http://127.0.0.1:${port}`;
    const admin = { ADMIN_USERNAME: 'chief', ADMIN_EMAIL: 'chief@news.example.com', ADMIN_PASSWORD_FILE: passwordFile };
    const server = runServer({ ...database.env, ...admin, PORT: port, LOG_LEVEL: 'info', LOG_FORMAT: 'text' });
    await waitForHealth(url);
    const crumbRes = await fetch(`${url}/api/version`);
    const crumb = /crumb=([^;]+)/.exec(crumbRes.headers.get('set-cookie') ?? '')![1]!;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
      body: JSON.stringify({ loginId: 'chief', password: 'chief-first-password' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { role: string }).role).toBe('admin');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Not a terminal, yet readable lines, because LOG_FORMAT=text asked for them.
    expect(server.output()).toMatch(/^\d\d:\d\d:\d\d INFO {2}admin chief created from ADMIN_USERNAME/m);
    expect(server.output()).not.toContain('chief-first-password');
    await database.drop();
  });

  it('makes an app secret on first start, keeps it private, and reuses it', async () => {
    const database = await createTestDatabase();
    dirs.push(database.env.DATA_DIR);
    const port = String(await freePort());
    let firstOutput = '';
    for (let run = 0; run < 2; run += 1) {
      const server = runServer({ ...database.env, PORT: port });
      await waitForHealth(`http://127.0.0.1:${port}`);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      if (run === 0) firstOutput = server.output();
    }
    // A fresh instance with no admin says how to make one.
    expect(firstOutput).toContain('No admin account yet: set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD');
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
