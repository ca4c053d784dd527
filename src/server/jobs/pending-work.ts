import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics.js';

export const PENDING_WORK_JOB = 'pending-work';

interface Options {
  /** Each takes the pending work of its kind that no live worker holds (claims that lapsed with a dead worker's lease included). */
  sweeps: (() => Promise<unknown>)[];
  logger: Logger;
  metrics: Pick<Metrics, 'job'>;
}

export type PendingWorkJob = ReturnType<typeof createPendingWorkJob>;

/**
 * Every worker sweeps for pending work on every scheduler tick: articles to enrich, pages to read,
 * auto posts a dead run left unresolved. Work is otherwise handed over in memory by the worker that
 * stored it, so without the sweep what a killed worker held would wait for some worker's restart.
 * (docs/operations.md#background-work-across-instances)
 */
export function createPendingWorkJob(options: Options) {
  let task: ScheduledTask | null = null;
  let running: Promise<unknown> | null = null;

  function sweep(): Promise<unknown> {
    running = options.metrics.job(PENDING_WORK_JOB, () => Promise.all(options.sweeps.map((run) => run())))
      .catch((error: unknown) => options.logger.error({ err: error }, 'pending work sweep failed'));
    return running;
  }

  return {
    /** Sweeps every `seconds` (SCHEDULER_TICK_SECONDS, a divisor of 60). */
    start(seconds: number): void {
      task = cron.schedule(`*/${seconds} * * * * *`, sweep, { noOverlap: true, name: PENDING_WORK_JOB });
    },
    async stop(): Promise<void> {
      await task?.destroy();
      task = null;
      await running;
    },
  };
}
