import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics.js';
import type { DigestRun, DigestService } from '../modules/digest/service.js';

export const DAILY_DIGEST_JOB = 'daily-digest';

export type DailyDigestJob = ReturnType<typeof createDailyDigestJob>;

/**
 * Every minute, each instance sends the digests now due (members whose hour has come in their
 * time zone). Instances need no coordination here: each member's day is claimed in digest_sends
 * before its mail goes out, so only one run sends it.
 */
export function createDailyDigestJob({ digest, logger, metrics }: { digest: DigestService; logger: Logger; metrics: Pick<Metrics, 'job'> }) {
  let task: ScheduledTask | null = null;
  let running: Promise<DigestRun | void> | null = null;

  function run(): Promise<DigestRun | void> {
    running = metrics.job(DAILY_DIGEST_JOB, () => digest.runOnce()).catch((error: unknown) => logger.error({ err: error }, 'daily digest run failed'));
    return running;
  }

  return {
    start(): void {
      task = cron.schedule('* * * * *', run, { noOverlap: true, name: DAILY_DIGEST_JOB });
    },

    /** Stops the minute checks and waits for a run under way. */
    async stop(): Promise<void> {
      await task?.destroy();
      task = null;
      await running;
    },
  };
}
