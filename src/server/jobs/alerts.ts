import type { Logger } from 'pino';
import type { Metrics } from '../metrics.js';
import type { AlertMatching } from '../modules/alerts/matching.js';
import type { AlertSender } from '../modules/alerts/sender.js';
import type { AlertsWake } from './alerts-wake.js';

export const ALERTS_JOB = 'alerts';
/** How often a worker looks for queued articles and due deliveries when nothing kicks it. */
const TICK_MS = 1_000;
/** Batches per pass, so one pass never runs unbounded while articles keep arriving. */
const MAX_BATCHES = 20;

interface Options {
  matching: AlertMatching;
  sender: AlertSender;
  logger: Logger;
  metrics: Pick<Metrics, 'job'>;
  /** Tells the other instances of deliveries written here, and wakes this job when they write some. */
  wake: Pick<AlertsWake, 'send' | 'onWake'>;
}

export type AlertsJob = ReturnType<typeof createAlertsJob>;

/**
 * Alerts on a worker (docs/alerts.md#how-alerts-are-sent): match the queued articles, then send
 * what is due, every second and at once when enrichment scores an article here. Every worker may
 * run it: the queue and the deliveries are claimed in PostgreSQL (skip locked), never twice.
 */
export function createAlertsJob(options: Options) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  // A batch of matching, then one of sending, in turn: articles scored meanwhile are matched
  // between two batches of a long send, not after all of it. True when it stopped with work left.
  async function pass(): Promise<boolean> {
    for (let i = 0; i < MAX_BATCHES; i++) {
      const matched = await options.matching.runOnce();
      if (matched.deliveries > 0) options.wake.send();
      const sent = await options.sender.runOnce();
      if (matched.articles === 0 && sent === 0) return false;
    }
    return true;
  }

  function schedule(ms: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
  }

  function run(): void {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = options.metrics
      .job(ALERTS_JOB, pass)
      .catch((error: unknown) => {
        options.logger.error({ err: error }, 'alerts pass failed');
        return false;
      })
      .then((more) => {
        running = null;
        // A pass that stopped with work left goes on at once (after the event loop's turn), not a tick later.
        schedule(more || again ? 0 : TICK_MS);
        again = false;
      });
  }

  /** Look now rather than at the next tick. */
  function kick(): void {
    if (!stopped && !running) schedule(20);
    else again = true;
  }
  // Another instance wrote deliveries: this one helps send them.
  options.wake.onWake(kick);

  return {
    /** One pass now, awaited: what `alphawire` commands, tests and the bench drive. */
    runOnce: pass,
    start(): void {
      stopped = false;
      schedule(0);
    },
    /** Articles were just scored here. */
    kick,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      // Sends that outlived their batch's wait end (or time out) before the database goes.
      await options.sender.settle();
    },
  };
}
