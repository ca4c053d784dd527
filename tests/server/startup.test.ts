import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { serverMain } from '../helpers/compiled-server.js';
import { freePort } from '../helpers/ports.js';
import { ADMIN_URL, createTestDatabase, TEST_DB } from '../helpers/database.js';
import { deadPort } from '../helpers/network-failures.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverMain()], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The messages of the process's JSON log lines. */
function logMessages(output: string): string[] {
  return output.split('\n').filter((line) => line.startsWith('{')).map((line) => (JSON.parse(line) as { msg: string }).msg);
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

  it('says in one line, without a stack, that its port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-port-taken-'));
      dirs.push(dataDir);
      const port = (taken.address() as { port: number }).port;
      const server = runServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_SECRET: 'a'.repeat(32), SEED_DEFAULT_SOURCES: 'false', SCHEDULER_ENABLED: 'false' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/AlphaWire failed to start: .*EADDRINUSE/);
      expect(server.output()).not.toMatch(/^\s+at /m);
      // The embedded database was closed on the way out: its lock is gone.
      expect(existsSync(join(dataDir, 'alphawire.lock'))).toBe(false);
    } finally {
      taken.close();
    }
  });

  // The default start, with no APP_SECRET: the secret kept in DATA_DIR is the first thing read there.
  it('names DATA_DIR in one line when it is a file, with no APP_SECRET set', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'alphawire-datadir-file-'));
    dirs.push(dir);
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const server = runServer({ DATA_DIR: file, PORT: '0', SEED_DEFAULT_SOURCES: 'false', SCHEDULER_ENABLED: 'false' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(`DATA_DIR ${file} is a file, not a folder: point DATA_DIR at a folder for AlphaWire's data`);
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

  it('makes the first admin from the settings, its password read from a file, logs as LOG_FORMAT says, and loads a TypeScript plugin', async () => {
    const database = await createTestDatabase();
    dirs.push(database.env.DATA_DIR);
    const passwordFile = join(database.env.DATA_DIR, 'admin_password');
    mkdirSync(database.env.DATA_DIR, { recursive: true });
    writeFileSync(passwordFile, 'chief-first-password\n');
    const port = String(await freePort());
    const url = `http://127.0.0.1:${port}`;
    const admin = { ADMIN_USERNAME: 'chief', ADMIN_EMAIL: 'chief@news.example.com', ADMIN_PASSWORD_FILE: passwordFile };
    // The server runs compiled, as in production; an extra plugin may still be written in TypeScript.
    const plugin = { PLUGINS: './src/plugins/__fixtures__/echo-source.ts' };
    const server = runServer({ ...database.env, ...admin, ...plugin, ...OFFLINE, PORT: port, LOG_LEVEL: 'info', LOG_FORMAT: 'text' });
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
    expect(server.output()).toMatch(/INFO {2}extra plugin loaded.*echo/);
    await database.drop();
  });

  it('makes an app secret on first start, keeps it private, and reuses it', async () => {
    const database = await createTestDatabase();
    dirs.push(database.env.DATA_DIR);
    const port = String(await freePort());
    let firstOutput = '';
    for (let run = 0; run < 2; run += 1) {
      const server = runServer({ ...database.env, PORT: port, ...OFFLINE });
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
    const server = runServer({ ...database.env, PORT: port, ...OFFLINE });
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

// No feed or quote fetched from the internet: the default sources and live quotes would start DNS
// lookups a stop cannot cut short, and on a busy machine those alone could hold it past its budget.
const OFFLINE = { SEED_DEFAULT_SOURCES: 'false', MARKET_PROVIDERS: 'sample' };

/** Forwards connections on a loopback port to `to`: the database "comes up" when this starts. */
async function startForwarder(port: number, to: URL): Promise<() => Promise<void>> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(to.port || 5432), to.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(socket);
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
}

describe.skipIf(TEST_DB !== 'postgres')('start while the database is down', () => {
  const STARTING = { statusCode: 503, error: 'Service Unavailable', message: 'Starting: waiting for the database' };
  const retryLines = (output: string) => logMessages(output).filter((msg) => msg.startsWith('database not reachable'));
  /** The failed tries logged so far, by a process that must still be waiting. */
  const triesOf = (server: ReturnType<typeof runServer>) => {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}: ${server.output()}`);
    return retryLines(server.output()).length;
  };

  it('says in one line that a database URL asking for TLS reaches a server without it', async () => {
    const database = await createTestDatabase();
    dirs.push(database.env.DATA_DIR);
    const tls = new URL(database.env.DATABASE_URL!);
    tls.searchParams.set('sslmode', 'require');
    const server = runServer({ ...database.env, DATABASE_URL: tls.toString(), PORT: String(await freePort()), ...OFFLINE });
    expect(await server.exited).toBe(1);
    // (pg warns first of how it reads sslmode=require: its own line, not ours.)
    expect(server.output().trim().split('\n').at(-1)).toBe('AlphaWire failed to start: DATABASE_URL cannot be used: The server does not support SSL connections');
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  it('retries with backoff, one line a try, answering probes meanwhile, and serves once the database answers', async () => {
    const database = await createTestDatabase();
    dirs.push(database.env.DATA_DIR);
    const dbPort = await deadPort();
    const behindForwarder = new URL(database.env.DATABASE_URL!);
    behindForwarder.host = `127.0.0.1:${dbPort}`;
    const port = String(await freePort());
    const url = `http://127.0.0.1:${port}`;
    const server = runServer({ ...database.env, DATABASE_URL: behindForwarder.toString(), PORT: port, ...OFFLINE, DATABASE_RETRY_MAX_MS: '1000', SHUTDOWN_DRAIN_MS: '0' });
    let stopForwarding = async () => {};
    try {
      await waitFor('two failed tries', () => triesOf(server) >= 2);
      expect(retryLines(server.output()).slice(0, 2)).toEqual([
        `database not reachable (ECONNREFUSED 127.0.0.1:${dbPort}); retrying in 0.5 s`,
        `database not reachable (ECONNREFUSED 127.0.0.1:${dbPort}); retrying in 1 s`,
      ]);
      const health = await fetch(`${url}/healthz`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'starting' }]);
      for (const path of ['/readyz', '/api/news', '/']) {
        const res = await fetch(`${url}${path}`);
        expect([path, res.status, await res.json()]).toEqual([path, 503, STARTING]);
      }

      stopForwarding = await startForwarder(dbPort, new URL(ADMIN_URL));
      await waitFor('/readyz 200', async () => (await fetch(`${url}/readyz`).catch(() => null))?.status === 200, 15_000);
      expect((await fetch(`${url}/api/news`)).status).toBe(200);
      // One line a failed try, numbered in turn, and none once the database answered.
      const attempts = server.output().split('\n').filter((line) => line.includes('database not reachable')).map((line) => (JSON.parse(line) as { attempt: number }).attempt);
      expect(attempts).toEqual(attempts.map((_, i) => i + 1));
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(retryLines(server.output())).toHaveLength(attempts.length);
    } finally {
      server.child.kill('SIGKILL');
      await stopForwarding();
      await database.drop();
    }
  });

  it('exits at once with 0 when stopped while it waits', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-test-'));
    dirs.push(dataDir);
    const port = String(await freePort());
    const server = runServer({ DATA_DIR: dataDir, DATABASE_URL: `postgres://postgres@127.0.0.1:${await deadPort()}/alphawire`, PORT: port });
    await waitFor('two failed tries', () => triesOf(server) >= 2);
    const asked = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Not after the pause under way (1 s) and the next try.
    expect(Date.now() - asked).toBeLessThan(900);
    expect(await fetch(`http://127.0.0.1:${port}/healthz`).catch((error: Error) => (error.cause as { code: string }).code)).toBe('ECONNREFUSED');
  });
});

interface LoadClient {
  statuses: number[];
  /** Requests sent after the balancer saw /readyz 503 and still answered 200 (the drain). */
  servedAfterDrainBegan: number;
  errors: string[];
}

/** GET on the agent's one keep-alive connection: the status once the body is read, or the socket's error code. */
function request(url: string, agent: Agent): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    get(url, { agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    }).on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

/**
 * A load balancer: it polls /readyz and, once it has answered 503 twice in a row (or refused), sends
 * nothing more here. Until then it still routes, as real ones do with a failure threshold.
 */
function startBalancer(url: string) {
  const state = { routing: true, saw503: false, ready: false };
  const done = (async () => {
    let failures = 0;
    while (state.routing) {
      const res = await fetch(`${url}/readyz`).catch(() => null);
      if (res?.status === 503) state.saw503 = true;
      if (res?.status === 200) state.ready = true;
      failures = res?.status === 200 ? 0 : failures + 1;
      if (res === null || failures >= 2) state.routing = false;
      await res?.arrayBuffer();
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { state, done };
}

/** A keep-alive client that asks for the feed as fast as it is answered, while the balancer routes here. */
async function hammer(url: string, balancer: { routing: boolean; saw503: boolean }): Promise<LoadClient> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const client: LoadClient = { statuses: [], servedAfterDrainBegan: 0, errors: [] };
  while (balancer.routing) {
    const sentAfterDrain = balancer.saw503;
    const outcome = await request(`${url}/api/news`, agent);
    if ('error' in outcome) {
      // Refused at connect is what a stopped server may do; anything else is a cut request.
      if (outcome.error !== 'ECONNREFUSED') client.errors.push(outcome.error);
      break;
    }
    client.statuses.push(outcome.status);
    if (sentAfterDrain && outcome.status === 200) client.servedAfterDrainBegan += 1;
  }
  agent.destroy();
  return client;
}

/** Reads /api/live until the server ends it: the text, and how it ended. */
function readLiveStream(url: string): Promise<{ text: string; ended: 'cleanly' | string }> {
  return new Promise((resolve) => {
    let text = '';
    get(`${url}/api/live`, { agent: false }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ text, ended: 'cleanly' }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ text, ended: error.code ?? error.message }));
    }).on('error', (error: NodeJS.ErrnoException) => resolve({ text, ended: error.code ?? error.message }));
  });
}

describe('stopping under load', () => {
  it('turns /readyz 503 first, finishes every request without a reset, ends live streams with a reconnect hint, and exits 0', async () => {
    const database = await createTestDatabase();
    dirs.push(database.env.DATA_DIR);
    const port = String(await freePort());
    const url = `http://127.0.0.1:${port}`;
    // The drain must outlast the balancer's two 503s; with the whole suite on two cores its polls ran
    // late enough that clients still sent after an 800 ms drain, into a listener closing (a reset).
    const server = runServer({ ...database.env, PORT: port, ...OFFLINE, SHUTDOWN_DRAIN_MS: '4000' });
    try {
      await waitForHealth(url);
      const live = readLiveStream(url);
      const balancer = startBalancer(url);
      const clients = Array.from({ length: 32 }, () => hammer(url, balancer.state));
      // The stop drains only for a server something has probed: under the whole suite the
      // balancer's first probe once came after the signal, and the clients were cut unwarned.
      await vi.waitFor(() => expect(balancer.state.ready).toBe(true), { timeout: 10_000, interval: 20 });
      await new Promise((r) => setTimeout(r, 300));

      const asked = Date.now();
      server.child.kill('SIGTERM');
      const results = await Promise.all(clients);
      await balancer.done;
      const stream = await live;
      expect(await server.exited).toBe(0);
      const took = Date.now() - asked;

      const statuses = new Set(results.flatMap((c) => c.statuses));
      expect(results.flatMap((c) => c.errors)).toEqual([]);
      expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(results.every((c) => c.statuses.length > 0)).toBe(true);
      // The balancer was told by /readyz, not by a refused connection, and the feed was still served meanwhile.
      expect(balancer.state.saw503).toBe(true);
      expect(results.reduce((n, c) => n + c.servedAfterDrainBegan, 0)).toBeGreaterThan(0);
      expect(stream.ended).toBe('cleanly');
      expect(stream.text).toMatch(/retry: \d+\n: server stopping; reconnect\n\n$/);
      expect(took).toBeLessThan(10_000);
    } finally {
      server.child.kill('SIGKILL');
      await database.drop();
    }
  });
});
