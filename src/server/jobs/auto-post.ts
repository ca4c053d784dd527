import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics.js';
import type { XAutoPostService } from '../modules/x/autopost.js';
import type { JobClaimsRepository } from './job-claims-repository.js';
import { tickOf } from './market-refresh.js';

export const AUTO_POST_JOB = 'auto-post';
/** Members are checked every five minutes; each posts at most once per its posting_frequency hours. */
const EVERY_MINUTES = 5;

interface Options {
  autopost: XAutoPostService;
  claims: JobClaimsRepository;
  logger: Logger;
  metrics: Pick<Metrics, 'job'>;
}

export type AutoPostJob = ReturnType<typeof createAutoPostJob>;

/**
 * Runs auto-posting every five minutes on one instance (the one that claims the tick). Claiming
 * only saves work: the pending row per member and article is what keeps every post to one.
 */
export function createAutoPostJob(options: Options) {
  let task: ScheduledTask | null = null;
  let running: Promise<unknown> | null = null;

  async function tick(): Promise<void> {
    if (!(await options.claims.claim(AUTO_POST_JOB, tickOf(new Date(), EVERY_MINUTES)))) return;
    await options.autopost.runOnce();
  }

  function runLogged(): Promise<void> {
    running = options.metrics.job(AUTO_POST_JOB, tick).catch((error: unknown) => options.logger.error({ err: error }, 'auto-post run failed'));
    return running.then(() => undefined);
  }

  return {
    start(): void {
      task = cron.schedule('* * * * *', runLogged, { noOverlap: true, name: AUTO_POST_JOB });
    },
    async stop(): Promise<void> {
      await task?.destroy();
      task = null;
      await running;
    },
  };
}
