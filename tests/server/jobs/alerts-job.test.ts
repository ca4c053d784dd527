import { pino } from 'pino';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createAlertsJob } from '../../../src/server/jobs/alerts.js';

/** A wake that records what this job sends and lets the test play another instance's. */
function testWake() {
  let listener = () => {};
  const wake = { sent: 0, send: () => void (wake.sent += 1), onWake: (fn: () => void) => void (listener = fn), fromOther: () => listener() };
  return wake;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

it('goes on at once after a pass that stopped with work left, and waits for the next tick once none is left', async () => {
  // 45 batches of articles to match: more than one pass holds (20 batches).
  let queued = 45;
  const passes: number[] = [];
  const job = createAlertsJob({
    matching: { runOnce: async () => (queued > 0 ? ((queued -= 1), { articles: 1, deliveries: 1 }) : { articles: 0, deliveries: 0 }) },
    sender: { runOnce: async () => 0, settle: async () => {} },
    logger: pino({ level: 'silent' }),
    metrics: { job: (_name, work) => (passes.push(Date.now()), work()) },
    wake: testWake(),
  });
  job.start();
  // Within the first moment, not a tick (1 s) per pass: every batch is matched.
  await vi.advanceTimersByTimeAsync(5);
  expect(queued).toBe(0);
  expect(passes).toHaveLength(3);
  // With nothing left, the next pass waits for the tick.
  await vi.advanceTimersByTimeAsync(1_000);
  expect(passes).toHaveLength(4);
  expect(passes[3]! - passes[2]!).toBeGreaterThanOrEqual(1_000);
  await job.stop();
});

it('tells the other instances when it wrote deliveries, and looks at once when another did, not at its next tick', async () => {
  let deliveries = 0;
  const passes: number[] = [];
  const wake = testWake();
  const job = createAlertsJob({
    matching: { runOnce: async () => ({ articles: deliveries > 0 ? 1 : 0, deliveries: (deliveries = Math.max(0, deliveries - 1)) > 0 ? 1 : 0 }) },
    sender: { runOnce: async () => 0, settle: async () => {} },
    logger: pino({ level: 'silent' }),
    metrics: { job: (_name, work) => (passes.push(Date.now()), work()) },
    wake,
  });
  job.start();
  await vi.advanceTimersByTimeAsync(5);
  expect(passes).toEqual([0]);
  expect(wake.sent).toBe(0);
  // Another instance wrote deliveries: a pass within the moment, a tick (1 s) early.
  await vi.advanceTimersByTimeAsync(100);
  wake.fromOther();
  await vi.advanceTimersByTimeAsync(25);
  expect(passes).toHaveLength(2);
  expect(passes[1]!).toBeLessThan(200);
  // This one writes some: the others are told.
  deliveries = 2;
  job.kick();
  await vi.advanceTimersByTimeAsync(25);
  expect(wake.sent).toBe(1);
  await job.stop();
});

it('waits at stop for the sends that outlived their pass, before the database goes', async () => {
  let release = () => {};
  const outstanding = new Promise<void>((resolve) => (release = resolve));
  const job = createAlertsJob({
    matching: { runOnce: async () => ({ articles: 0, deliveries: 0 }) },
    sender: { runOnce: async () => 0, settle: () => outstanding },
    logger: pino({ level: 'silent' }),
    metrics: { job: (_name, work) => work() },
    wake: testWake(),
  });
  job.start();
  await vi.advanceTimersByTimeAsync(5);
  let stopped = false;
  const stopping = job.stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(5_000);
  expect(stopped).toBe(false);
  release();
  await stopping;
  expect(stopped).toBe(true);
});
