import type { AppContext } from '../context.js';
import { warmUpNormaliser } from '../ingestion/normalise-thread.js';

/** How long after the start the worker's threads warm up (warmUpThreadsSoon). */
const THREAD_WARM_UP_DELAY_MS = 3_000;

/**
 * The threads that parse feeds and score articles load their modules, the language detector and
 * the sentiment model a few seconds after the start, at their low priority, rather than on the
 * first fetch that needs them: some 1.5 s of CPU that a worker's first breaking news, and its
 * alerts, had waited for. Not at once: on a busy machine, threads loading beside the start-up made
 * a stop sent right after it cut its clients' connections (tests/server/startup.test.ts); a fetch
 * due at the start starts them itself, as before. Not at all once the process is stopping.
 */
function warmUpThreadsSoon(ctx: AppContext): void {
  const signal = ctx.stopping;
  const timer = setTimeout(() => {
    if (signal.aborted) return;
    void Promise.all([warmUpNormaliser(), ctx.services.enrichment.warmUp()]).catch((error: unknown) => ctx.logger.debug({ err: error }, 'worker threads not warmed up (the first fetch starts them)'));
  }, THREAD_WARM_UP_DELAY_MS);
  timer.unref();
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}

/** Starts the background work of a serving process: source polling, market refreshes, daily digests, alerts and leftover full-text and enrichment jobs. */
export async function startJobs(ctx: AppContext): Promise<void> {
  const { services, config, logger } = ctx;
  warmUpThreadsSoon(ctx);
  if (config.SEED_DEFAULT_SOURCES) {
    const added = await services.sources.seedDefaults();
    if (added > 0) logger.info({ added }, 'default sources added');
  }
  // Work left pending by an earlier run, through the same claims as the sweeps below.
  await services.fullText.resume();
  await services.enrichment.resume();
  // Pending work no live worker holds (a killed worker's, once its leases lapse) is taken every tick,
  // whether or not sources are polled here.
  services.pendingWork.start(config.SCHEDULER_TICK_SECONDS);
  // Alerts: scored articles are matched and due deliveries sent every second, claimed in PostgreSQL.
  services.alertsJob.start();
  if (!config.SCHEDULER_ENABLED) {
    logger.info('scheduler disabled (SCHEDULER_ENABLED=false): sources are fetched only on demand');
    return;
  }
  services.scheduler.start(config.SCHEDULER_TICK_SECONDS);
  // Market quotes: each instance checks every minute; the one that claims the period refreshes.
  services.marketRefresh.start();
  // Daily digests: each instance looks every minute; a claim per member and day sends each once.
  services.dailyDigest.start();
  // Auto-posting to X: each instance checks every minute; the one that claims the five-minute tick posts.
  services.autoPost.start();
  // A first tick right away, so a fresh start does not wait for the clock.
  await services.scheduler.tick();
}
