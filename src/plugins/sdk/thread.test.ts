import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { startTaskThread, ThreadLimitError, threadTask, ThreadTaskError } from './thread.js';

const tasks = new URL('./__fixtures__/thread-tasks.ts', import.meta.url);
const double = threadTask<number, number>(tasks, 'double');
const spin = threadTask<void, never>(tasks, 'spin');
const hoard = threadTask<void, number>(tasks, 'hoard');
const refuse = threadTask<string, never>(tasks, 'refuse');
const later = threadTask<number, number>(tasks, 'later');

const thread = startTaskThread({ memoryMb: 32, timeoutMs: 3_000 });
afterAll(() => thread.close());

describe('a task thread', () => {
  it('runs a named export of a TypeScript module and answers with its result', async () => {
    expect(await thread.run(double, 21)).toBe(42);
  });

  it('runs tasks one after another in the order given', async () => {
    const order: number[] = [];
    await Promise.all([300, 10, 100].map((ms) => thread.run(later, ms).then((done) => order.push(done))));
    expect(order).toEqual([300, 10, 100]);
  });

  it("passes on the task's own error by name and message", async () => {
    const error = await thread.run(refuse, 'Not a feed').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ThreadTaskError);
    expect(error).toMatchObject({ taskErrorName: 'InvalidResponseError', message: 'Not a feed' });
  });

  it('stops a task past its time budget without holding the event loop, and runs the next on a fresh thread', async () => {
    let longestTick = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      longestTick = Math.max(longestTick, performance.now() - last);
      last = performance.now();
    }, 10);
    const error = await thread.run(spin, undefined).catch((thrown: unknown) => thrown);
    clearInterval(ticker);
    expect(error).toBeInstanceOf(ThreadLimitError);
    expect(error).toMatchObject({ limit: 'time', message: 'took longer than 3 s' });
    expect(longestTick).toBeLessThan(500);
    expect(await thread.run(double, 2)).toBe(4);
  });

  it("counts only the task's own time against its budget, not the loading of its module", async () => {
    const slowStart = startTaskThread({ memoryMb: 32, timeoutMs: 1_000 });
    try {
      expect(await slowStart.run(threadTask<void, string>(new URL('./__fixtures__/slow-start-tasks.ts', import.meta.url), 'ready'), undefined)).toBe('ready');
    } finally {
      await slowStart.close();
    }
  });

  it('stops a task past its memory ceiling, and the process lives on', async () => {
    // A time budget the collector's last tries before running out never reach, even on a busy
    // machine (they went past 3 s there).
    const roomy = startTaskThread({ memoryMb: 32, timeoutMs: 30_000 });
    try {
      const error = await roomy.run(hoard, undefined).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ThreadLimitError);
      expect(error).toMatchObject({ limit: 'memory', message: 'needed more than 32 MB of memory' });
      expect(await roomy.run(double, 5)).toBe(10);
    } finally {
      await roomy.close();
    }
  });
});
