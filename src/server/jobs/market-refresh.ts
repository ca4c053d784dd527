import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics.js';
import type { MarketService } from '../modules/market/service.js';
import type { JobClaimsRepository } from './job-claims-repository.js';

export const MARKET_REFRESH_JOB = 'market-refresh';

interface Options {
  market: MarketService;
  claims: JobClaimsRepository;
  logger: Logger;
  /** Refresh every this many minutes, counted from the epoch so every instance agrees on the ticks. */
  minutes: number;
  now?: () => Date;
  metrics: Pick<Metrics, 'job'>;
}

export type MarketRefreshJob = ReturnType<typeof createMarketRefreshJob>;

/** The start of the tick a moment falls in: ticks are N-minute slots since 1970, the same on every instance. */
export function tickOf(at: Date, minutes: number): Date {
  const slot = minutes * 60_000;
  return new Date(Math.floor(at.getTime() / slot) * slot);
}

/**
 * Refreshes market quotes every N minutes on exactly one instance: each instance checks every
 * minute, and only the one that claims the current tick in job_claims refreshes.
 */
export function createMarketRefreshJob(options: Options) {
  const now = options.now ?? (() => new Date());
  const inFlight = new Set<Promise<boolean>>();
  let task: ScheduledTask | null = null;
  let stopped = false;

  async function claimAndRefresh(at: Date): Promise<boolean> {
    if (stopped) return false;
    if (!(await options.claims.claim(MARKET_REFRESH_JOB, tickOf(at, options.minutes)))) return false;
    await options.market.refresh();
    return true;
  }

  /** Refreshes if this tick is not yet claimed; false when another run (here or elsewhere) has it. */
  function runTick(at: Date = now()): Promise<boolean> {
    const run = options.metrics.job(MARKET_REFRESH_JOB, () => claimAndRefresh(at));
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run)).catch(() => undefined);
    return run;
  }

  function runLogged(): Promise<void> {
    return runTick().then(
      () => undefined,
      (error: unknown) => options.logger.error({ err: error }, 'market refresh failed'),
    );
  }

  return {
    runTick,

    /** Starts checking every minute, with a first check right away (not awaited: providers may be slow). */
    start(): void {
      stopped = false;
      task = cron.schedule('* * * * *', runLogged, { noOverlap: true, name: MARKET_REFRESH_JOB });
      void runLogged();
    },

    /** Stops checking and waits for a refresh under way. */
    async stop(): Promise<void> {
      await task?.destroy();
      task = null;
      stopped = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}
