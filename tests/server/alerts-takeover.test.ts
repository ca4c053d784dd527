import { rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecretBox } from '../../src/server/crypto/secret-box.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../helpers/database.js';
import { spawnWorker, type WorkerProcess } from '../helpers/worker-process.js';

// Alerts across instances and a kill -9 (docs/alerts.md#how-alerts-are-sent): worker processes
// share one PostgreSQL database; one is killed while it holds claimed deliveries whose webhooks it
// has sent but that were never answered, and a second one just as new articles are queued, while
// it races the survivor to match and send them. The survivor must take over once the leases lapse (2 s here), and every
// (rule, article, channel) must end up answered exactly once, under the id it was given. PGlite
// cannot be shared by two processes, so this runs on PostgreSQL only. About 12 s alone: three
// process starts; the time limit allows for the whole suite's load on the same two cores.
const APP_SECRET = 'test-secret-that-is-long-enough-for-iron-seal';
const LEASE_SECONDS = 2;
const MEMBERS = 12;
const TICKERS = ['BTC', 'ETH', 'SOL'];

interface Received {
  delivery: string;
  port: number;
  answered: boolean;
}

const describeOnPostgres = TEST_DB === 'postgres' ? describe : describe.skip;

describeOnPostgres('alerts on two worker processes, one killed', () => {
  let database: TestDatabase;
  let knex: Knex;
  const workers: WorkerProcess[] = [];
  const victims = new Set<WorkerProcess>();
  const received: Received[] = [];
  const open = new Set<ServerResponse>();
  // The webhook receiver: a victim's requests are held open, never answered; others get 200.
  const receiver = createServer((req, res) => {
    const port = Number(/localhost:(\d+)/.exec(req.headers['user-agent'] ?? '')?.[1] ?? 0);
    req.resume();
    req.on('end', () => {
      // Read at each request: a worker's port changes if it had to be started again on another.
      const answered = ![...victims].some((worker) => worker.port === port);
      received.push({ delivery: String(req.headers['x-alphawire-delivery']), port, answered });
      if (answered) return res.writeHead(200).end('ok');
      open.add(res);
      res.on('close', () => open.delete(res));
    });
  });

  async function startWorker(victim: boolean): Promise<WorkerProcess> {
    const worker = await spawnWorker(database.env.DATABASE_URL!, { APP_SECRET, SCHEDULER_ENABLED: 'false', JOB_LEASE_SECONDS: String(LEASE_SECONDS) });
    if (victim) victims.add(worker);
    workers.push(worker);
    await vi.waitFor(async () => {
      expect(worker.child.exitCode, worker.output()).toBeNull();
      expect((await fetch(`http://127.0.0.1:${worker.port}/healthz`)).ok).toBe(true);
    }, { timeout: 30_000, interval: 50 });
    return worker;
  }

  /** Articles scored a minute ago, one per ticker and round, queued for matching as enrichment queues them. */
  async function queueArticles(round: number): Promise<void> {
    const rows = TICKERS.map((ticker) => ({
      source_name: 'Wire',
      url: `https://news.example.org/${round}/${ticker}`,
      canonical_url: `https://news.example.org/${round}/${ticker}`,
      title: `${ticker} moves in round ${round}`,
      published_at: new Date(Date.now() - 60_000),
      tickers: [ticker],
      sentiment: 'bullish',
      ai_score: 60,
      enrichment_status: 'done',
    }));
    const ids = await knex('articles').insert(rows).returning('id');
    await knex('alert_queue').insert(ids.map((row: { id: number }) => ({ article_id: row.id })));
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    knex = knexFactory({ client: 'pg', connection: database.env.DATABASE_URL, pool: { min: 0, max: 2 } });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const worker of workers) {
      worker.child.kill('SIGKILL');
      rmSync(worker.dir, { recursive: true, force: true });
    }
    for (const res of open) res.destroy();
    await new Promise((resolve) => receiver.close(resolve));
    await knex?.destroy();
    await database?.drop();
  });

  it('answers every (rule, article, channel) once, under its one id, after the other worker dies holding claims', async () => {
    let victim = await startWorker(true);
    // Members with a webhook each and a rule per ticker, written as the API would store them.
    const box = createSecretBox(APP_SECRET);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const users = await knex('users').insert(Array.from({ length: MEMBERS }, (_, i) => ({ username: `alerted${i}`, email: `alerted${i}@example.com`, role: 'user' }))).returning('id');
    for (const { id } of users as { id: number }[]) {
      const [channel] = await knex('alert_channels').insert({ user_id: id, type: 'webhook', name: 'Hook', settings: JSON.stringify({ url }), secrets_sealed: box.seal(JSON.stringify({ secret: 'whsec_test' })) }).returning('id');
      await knex('alert_rules').insert(TICKERS.map((ticker) => ({ user_id: id, name: ticker, tickers: [ticker], channels: JSON.stringify([(channel as { id: number }).id]) })));
    }

    // Round 1: the victim alone matches and sends; the survivor starts while the victim's webhooks
    // are out, unanswered, and the victim is killed holding their claims.
    await queueArticles(1);
    await vi.waitFor(() => expect(received.some((r) => r.port === victim.port)).toBe(true), { timeout: 10_000, interval: 10 });
    const survivor = await startWorker(false);
    victim.child.kill('SIGKILL');
    // Round 2: a fresh victim killed just as the next articles are queued, mid-match or mid-claim.
    victim = await startWorker(true);
    await queueArticles(2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    victim.child.kill('SIGKILL');

    const expected = MEMBERS * TICKERS.length * 2;
    await vi.waitFor(async () => {
      const statuses = await knex('alert_deliveries').select('status').count<{ status: string; count: string }[]>('id as count').groupBy('status');
      expect(statuses.map((s) => [s.status, Number(s.count)])).toEqual([['sent', expected]]);
    }, { timeout: 30_000, interval: 200 });
    expect(survivor.child.exitCode, survivor.output()).toBeNull();

    const ids = (await knex('alert_deliveries').select('delivery_id')).map((r: { delivery_id: string }) => r.delivery_id).sort();
    const answered = received.filter((r) => r.answered).map((r) => r.delivery).sort();
    expect(answered).toEqual(ids);
    // What a dead worker had sent unanswered went out again under the same id, not a new one.
    const heldIds = received.filter((r) => !r.answered).map((r) => r.delivery);
    expect(heldIds.length).toBeGreaterThan(0);
    for (const id of heldIds) expect(answered).toContain(id);
  }, 120_000);
});
