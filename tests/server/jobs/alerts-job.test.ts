import { pino } from 'pino';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createAlertsJob } from '../../../src/server/jobs/alerts.js';

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
    sender: { runOnce: async () => 0 },
    logger: pino({ level: 'silent' }),
    metrics: { job: (_name, work) => (passes.push(Date.now()), work()) },
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
