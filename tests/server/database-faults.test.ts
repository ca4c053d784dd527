import knexFactory from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../helpers/agent.js';
import { signedInAs, TEST_PASSWORD } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN_URL, TEST_DB } from '../helpers/database.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';

// The database fails under a running app, through a proxy of the test's own in front of
// PostgreSQL (docs/operations.md#database-outages): refused and cut connections (what a server
// restart does to the app; the shared test server itself is never restarted), and a stall. The
// app runs with the default timeouts (acquire 1 s, statement 1 s + 0.5 s), so a 5 s stall
// already outlasts every bound the 20 s of the probe would test. The app runs in this
// process: vitest fails the run on any unhandled error or rejection, which is what "the process
// stays up" comes to here.
const OUTAGE_ANSWER_MS = 3_000;
const RECOVERY_MS = 5_000;
const LIVENESS_MS = 500;
const STALL_MS = 5_000;
const UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: expect.any(String) };

interface Timed {
  status: number;
  body: unknown;
  ms: number;
}

interface LogLine {
  msg: string;
}

let proxy: TcpProxy;
let app: TestApp;
let member: Agent;
let preferences: unknown;
const logged: LogLine[] = [];

async function timed(ask: () => Promise<{ status: number; body: unknown }>): Promise<Timed> {
  const start = performance.now();
  const { status, body } = await ask();
  return { status, body, ms: performance.now() - start };
}

function get(path: string): Promise<Timed> {
  return timed(async () => {
    const res = await fetch(`${app.url}${path}`, { signal: AbortSignal.timeout(20_000) });
    return { status: res.status, body: await res.json() };
  });
}

function save(): Promise<Timed> {
  return timed(async () => {
    const res = await member.put('/api/user/preferences', preferences);
    return { status: res.statusCode, body: res.body };
  });
}

/** Asks until every answer is 200; how long that took. */
async function untilAnswering(limitMs: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    const answers = await Promise.all([get('/readyz'), get('/api/news'), save()]);
    if (answers.every((a) => a.status === 200)) return performance.now() - start;
    if (performance.now() - start > limitMs) throw new Error(`still failing after ${limitMs} ms: ${JSON.stringify(answers)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A live-stream reader: what it has received, and whether the stream ended or broke. */
function openLiveStream() {
  const state = { text: '', ended: false, broken: null as Error | null };
  const abort = new AbortController();
  const reading = (async () => {
    const res = await fetch(`${app.url}/api/live`, { signal: abort.signal });
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) state.text += decoder.decode(chunk as Uint8Array, { stream: true });
    state.ended = true;
  })().catch((error: Error) => {
    if (!abort.signal.aborted) state.broken = error;
  });
  return { state, close: async () => (abort.abort(), await reading) };
}

async function until(check: () => boolean | Promise<boolean>, limitMs: number, what: string): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - start;
}

async function jobCounts(): Promise<{ runs: number; failures: number }> {
  const count = async (name: string) => {
    const metric = await app.ctx.metrics.registry.getSingleMetric(name)?.get();
    return metric?.values.find((v) => v.labels.job === 'sources')?.value ?? 0;
  };
  return { runs: await count('alphawire_job_runs_total'), failures: await count('alphawire_job_failures_total') };
}

/** Sends live events until the stream shows one: the listening connection is back. */
async function liveEventsArrive(stream: ReturnType<typeof openLiveStream>, limitMs: number): Promise<number> {
  const start = performance.now();
  for (let n = 0; ; n += 1) {
    await app.ctx.services.live.publish({ event: 'market', data: { probe: n } }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (stream.state.text.includes('"probe"')) return performance.now() - start;
    if (performance.now() - start > limitMs) throw new Error(`no live event within ${limitMs} ms`);
  }
}

function expectUnavailable(answers: Timed[]) {
  for (const answer of answers) {
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(UNAVAILABLE);
    expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_MS);
  }
}

describe.skipIf(TEST_DB !== 'postgres')('database faults under a running app', () => {
  beforeAll(async () => {
    const target = new URL(ADMIN_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as LogLine) });
    // No feed cache: every /api/news asks the database.
    app = await startTestApp({ listen: true, databasePort: proxy.port, logger, env: { FEED_CACHE_MS: '0', DATABASE_STATEMENT_TIMEOUT_MS: '1000' } });
    member = await signedInAs(app, 'outage_member');
    preferences = (await member.get('/api/user/preferences')).body;
    // Source polling every second, so ticks fail during the fault and must run again after it.
    app.ctx.services.scheduler.start(1);
  });
  afterAll(async () => {
    proxy.setMode('forward');
    await app?.stop();
    await proxy?.close();
  });

  it('keeps answering through an outage (refused and cut connections), and serves again within 5 s once the database is back', async () => {
    const stream = openLiveStream();
    await until(() => stream.state.text.includes(': connected'), 2_000, 'live stream opened');
    proxy.setMode('refuse');
    proxy.cut();

    const login = () => timed(async () => {
      const res = await createAgent(app.server).post('/api/auth/login', { loginId: 'outage_member', password: TEST_PASSWORD });
      return { status: res.statusCode, body: res.body };
    });
    const [ready, news, saved, signIn] = await Promise.all([get('/readyz'), get('/api/news'), save(), login()]);
    expectUnavailable([ready, news, saved, signIn]);
    // A write refused is said to be refused, and the member stays signed in (the cookie is not cleared).
    expect(member.jar.has('aw_session')).toBe(true);
    const health = await Promise.all(Array.from({ length: 20 }, () => get('/healthz')));
    expect(health.map((h) => h.status)).toEqual(health.map(() => 200));
    expect(Math.max(...health.map((h) => h.ms))).toBeLessThan(LIVENESS_MS);
    const before = await jobCounts();
    await until(() => logged.some((l) => l.msg === 'scheduler tick failed'), 3_000, 'a failed tick logged');

    proxy.setMode('forward');
    const recovered = await untilAnswering(RECOVERY_MS);
    const relistened = await liveEventsArrive(stream, RECOVERY_MS);
    // The ticks go on: one that does not fail runs after the database is back.
    await until(async () => {
      const now = await jobCounts();
      return now.runs - now.failures > before.runs - before.failures;
    }, 3_000, 'a tick succeeding again');
    expect(stream.state).toMatchObject({ ended: false, broken: null });
    await stream.close();
    console.info(`outage: 503 in ${Math.round(Math.max(ready.ms, news.ms, saved.ms))} ms, /healthz ≤ ${Math.round(Math.max(...health.map((h) => h.ms)))} ms; 200 again after ${Math.round(recovered)} ms; live events again after ${Math.round(relistened)} ms`);
  });

  it('answers a stall (nothing forwarded, sockets kept) within the same bounds, and serves again within 5 s once it is dropped', async () => {
    const stream = openLiveStream();
    await until(() => stream.state.text.includes(': connected'), 2_000, 'live stream opened');
    proxy.setMode('stall');
    const started = performance.now();
    // Calls arriving all through the stall: the first hang on pooled connections until the client's
    // read timeout, later ones queue behind those connections' unanswered queries and time out too.
    const answers: Timed[] = [];
    const health: Timed[] = [];
    while (performance.now() - started < STALL_MS) {
      const round = Promise.all([get('/readyz'), get('/api/news'), save()]);
      for (let i = 0; i < 5; i += 1) {
        health.push(await get('/healthz'));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      answers.push(...(await round));
    }
    expectUnavailable(answers);
    expect(health.every((h) => h.status === 200)).toBe(true);
    expect(Math.max(...health.map((h) => h.ms))).toBeLessThan(LIVENESS_MS);

    // The stall ends as the did: the connections are dropped.
    proxy.cut();
    proxy.setMode('forward');
    const recovered = await untilAnswering(RECOVERY_MS);
    const relistened = await liveEventsArrive(stream, RECOVERY_MS);
    expect(member.jar.has('aw_session')).toBe(true);
    expect(stream.state).toMatchObject({ ended: false, broken: null });
    await stream.close();
    console.info(`stall: ${answers.length} calls answered 503 in ≤ ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms, /healthz ≤ ${Math.round(Math.max(...health.map((h) => h.ms)))} ms over ${health.length} asks; 200 again after ${Math.round(recovered)} ms; live events again after ${Math.round(relistened)} ms`);
  });
  // What a restart or an admin's pg_terminate_backend does to a live app: the server itself ends
  // every session (FATAL 57P01) instead of the network dropping them. The pooled connections and
  // the LISTEN connection are dead; no call may answer 500 for it, and all serve again at once.
  it('recovers when the server terminates every connection of the app', async () => {
    const stream = openLiveStream();
    await until(() => stream.state.text.includes(': connected'), 2_000, 'live stream opened');
    const { rows } = await app.ctx.knex.raw<{ rows: Array<{ name: string }> }>('select current_database() as name');
    const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
    try {
      const terminated = await admin.raw<{ rows: unknown[] }>(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
        [rows[0]!.name],
      );
      expect(terminated.rows.length).toBeGreaterThan(1);
    } finally {
      await admin.destroy();
    }
    const answers: Timed[] = [];
    const start = performance.now();
    while (performance.now() - start < 1_000) answers.push(...(await Promise.all([get('/readyz'), get('/api/news'), save()])));
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.body).toEqual(UNAVAILABLE);
    }
    const recovered = await untilAnswering(RECOVERY_MS);
    const relistened = await liveEventsArrive(stream, RECOVERY_MS);
    expect(stream.state).toMatchObject({ ended: false, broken: null });
    await stream.close();
    console.info(`terminated: ${answers.filter((a) => a.status === 503).length} of ${answers.length} calls 503; 200 again after ${Math.round(recovered)} ms; live events again after ${Math.round(relistened)} ms`);
  });
});
