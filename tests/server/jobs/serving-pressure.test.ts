import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServingPressure } from '../../../src/server/jobs/serving-pressure.js';

/** A gate whose event-loop delay and clock the test sets; its looks run on vitest's fake timers. */
function gate(options: { lagMs: number; slowMs?: number; holdMs?: number; maxWaitMs?: number }) {
  const state = { delay: 0 };
  const pressure = createServingPressure({ ...options, sampleMs: 50, readDelay: () => state.delay, now: () => Date.now() });
  return { state, pressure };
}

/** Which of these waits have resolved. */
function watch(waits: Promise<void>[]): boolean[] {
  const done = waits.map(() => false);
  waits.forEach((wait, n) => void wait.then(() => (done[n] = true)));
  return done;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('background work giving way to requests', () => {
  it('lets work through at once while the event loop keeps time', async () => {
    const { pressure } = gate({ lagMs: 30 });
    await vi.advanceTimersByTimeAsync(200);
    expect(pressure.busy()).toBe(false);
    const done = watch([pressure.calm(), pressure.calm()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([true, true]);
    pressure.stop();
  });

  it('holds work back while the loop runs late, then lets it through one look at a time once the hold is over', async () => {
    const { state, pressure } = gate({ lagMs: 30, holdMs: 1_000 });
    pressure.requested();
    state.delay = 31;
    await vi.advanceTimersByTimeAsync(50);
    expect(pressure.busy()).toBe(true);
    state.delay = 0;
    const done = watch([pressure.calm(), pressure.calm(), pressure.calm()]);
    await vi.advanceTimersByTimeAsync(900);
    expect(done).toEqual([false, false, false]);
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toEqual([false, false, false]);
    // The hold ends a second after the late look (at 50 ms): the look at 1,050 ms lets one through.
    await vi.advanceTimersByTimeAsync(50);
    expect(pressure.busy()).toBe(false);
    expect(done).toEqual([true, false, false]);
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toEqual([true, true, false]);
    // Work asked for now queues behind those still held back.
    const later = watch([pressure.calm()]);
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toEqual([true, true, true]);
    expect(later).toEqual([false]);
    await vi.advanceTimersByTimeAsync(50);
    expect(later).toEqual([true]);
    pressure.stop();
  });

  it('counts a delay at the threshold as on time', async () => {
    const { state, pressure } = gate({ lagMs: 30 });
    pressure.requested();
    state.delay = 30;
    await vi.advanceTimersByTimeAsync(200);
    expect(pressure.busy()).toBe(false);
    pressure.stop();
  });

  it('lets a waiter through after the longest wait even while requests stay late, so work slows but never stops', async () => {
    const { state, pressure } = gate({ lagMs: 30, maxWaitMs: 2_000 });
    state.delay = 500;
    const keepAsking = setInterval(() => pressure.requested(), 100);
    pressure.requested();
    await vi.advanceTimersByTimeAsync(50);
    const done = watch([pressure.calm(), pressure.calm()]);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(done).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(100);
    expect(pressure.busy()).toBe(true);
    expect(done).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toEqual([true, true]);
    clearInterval(keepAsking);
    pressure.stop();
  });

  it('holds nothing back for lag with no request about: the lag is then the background work\'s own', async () => {
    const { state, pressure } = gate({ lagMs: 30, holdMs: 1_000 });
    pressure.requested();
    await vi.advanceTimersByTimeAsync(1_000);
    state.delay = 500;
    await vi.advanceTimersByTimeAsync(200);
    expect(pressure.busy()).toBe(false);
    const done = watch([pressure.calm()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([true]);
    pressure.requested();
    await vi.advanceTimersByTimeAsync(50);
    expect(pressure.busy()).toBe(true);
    pressure.stop();
  });

  it('holds work back after a slow answer while the event loop keeps time (requests queued for the database)', async () => {
    const { pressure } = gate({ lagMs: 30, slowMs: 100, holdMs: 1_000 });
    pressure.requested();
    pressure.answered(100);
    await vi.advanceTimersByTimeAsync(50);
    expect(pressure.busy()).toBe(false);
    pressure.answered(101);
    expect(pressure.busy()).toBe(true);
    const done = watch([pressure.calm()]);
    await vi.advanceTimersByTimeAsync(950);
    expect(done).toEqual([false]);
    // The hold ends a second after the slow answer (at 50 ms); the next look lets the waiter through.
    await vi.advanceTimersByTimeAsync(100);
    expect(pressure.busy()).toBe(false);
    expect(done).toEqual([true]);
    pressure.stop();
  });

  it('watches answers alone when the lag threshold is 0, and nothing when both are', async () => {
    const answers = gate({ lagMs: 0, slowMs: 100 });
    answers.state.delay = 10_000;
    answers.pressure.requested();
    await vi.advanceTimersByTimeAsync(200);
    expect(answers.pressure.busy()).toBe(false);
    answers.pressure.answered(500);
    expect(answers.pressure.busy()).toBe(true);
    answers.pressure.stop();
    const neither = gate({ lagMs: 0, slowMs: 0 });
    neither.pressure.answered(10_000);
    expect(neither.pressure.busy()).toBe(false);
  });

  it('never holds anything back with a threshold of 0', async () => {
    const { state, pressure } = gate({ lagMs: 0 });
    state.delay = 10_000;
    await vi.advanceTimersByTimeAsync(200);
    expect(pressure.busy()).toBe(false);
    const done = watch([pressure.calm()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([true]);
  });

  it('lets every waiter go at a stop, so work in hand can finish', async () => {
    const { state, pressure } = gate({ lagMs: 30 });
    pressure.requested();
    state.delay = 100;
    await vi.advanceTimersByTimeAsync(50);
    const done = watch([pressure.calm(), pressure.calm()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([false, false]);
    pressure.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([true, true]);
    const after = watch([pressure.calm()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(after).toEqual([true]);
  });
});
