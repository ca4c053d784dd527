import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Lets background work (ingestion, enrichment, full text) give way to requests. The event loop is
 * shared: a feed stored, an enrichment batch written, each costs this thread and PostgreSQL CPU
 * that a request waits for. On a machine with few cores a burst of 500 feeds took request p99 from
 * tens of milliseconds to seconds (docs/operations.md#capacity-and-figures), though every step of
 * it is small: what hurt was that the steps never paused while requests queued.
 */
export interface ServingPressure {
  /**
   * Resolves at once while requests are served on time; while they are not (the event loop fell
   * behind by more than the threshold within the hold time), resolves when they are again, letting
   * waiters through one at a time. A waiter is let through after `maxWaitMs` in any case, so
   * background work slows under sustained load but never stops.
   */
  calm(): Promise<void>;
  /**
   * A request arrived. Lag counts only with requests about: with none, the lag is the background
   * work's own (a worker, an enricher on this thread), and holding it back would help nobody.
   */
  requested(): void;
  /**
   * A request's answer was ready this many ms after it arrived. A slow one marks serving as busy
   * as a late event loop does: when PostgreSQL is what requests wait for, the loop keeps time
   * while they queue for the database, and only their own time shows it.
   */
  answered(ms: number): void;
  /** Whether background work is held back now. */
  busy(): boolean;
  stop(): void;
}

export interface ServingPressureOptions {
  /** An event-loop delay above this (ms) marks serving as busy; 0 never does. */
  lagMs: number;
  /** A request answered after more than this (ms) marks serving as busy; 0 (the default) never does. */
  slowMs?: number;
  /** Serving counts as busy for this long (ms) after the last delay above the threshold. */
  holdMs?: number;
  /** How often the delay is looked at, and the least time between two waiters let through while recovering. */
  sampleMs?: number;
  /** The longest a waiter is held back. */
  maxWaitMs?: number;
  /** The event loop's worst delay (ms) since the last call; tests hand in their own. */
  readDelay?: () => number;
  /** Milliseconds on a monotonic clock; tests hand in their own. */
  now?: () => number;
}

/** Worst delay since the last look, from Node's own event-loop delay histogram. */
function loopDelayReader(): { read: () => number; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    read: () => {
      // The histogram counts the timer's resolution in each delay, which is not lag.
      const worst = Math.max(0, histogram.max / 1e6 - 10);
      histogram.reset();
      return worst;
    },
    stop: () => histogram.disable(),
  };
}

interface Waiter {
  since: number;
  resolve: () => void;
}

export function createServingPressure(options: ServingPressureOptions): ServingPressure {
  const { lagMs, slowMs = 0, holdMs = 1_000, sampleMs = 50, maxWaitMs = 5_000, now = () => performance.now() } = options;
  if (lagMs <= 0 && slowMs <= 0) return { calm: () => Promise.resolve(), requested: () => {}, answered: () => {}, busy: () => false, stop: () => {} };
  const own = options.readDelay || lagMs <= 0 ? null : loopDelayReader();
  const readDelay = options.readDelay ?? own?.read ?? (() => 0);
  let busyUntil = Number.NEGATIVE_INFINITY;
  let lastRequest = Number.NEGATIVE_INFINITY;
  let stopped = false;
  const waiters: Waiter[] = [];

  const busy = () => !stopped && now() < busyUntil;

  function look(): void {
    const at = now();
    if (lagMs > 0 && readDelay() > lagMs && at - lastRequest < holdMs) busyUntil = at + holdMs;
    // One waiter a look when calm again, so a held-back backlog resumes gradually rather than all
    // at once into the same queue of requests; the overdue go whatever the lag.
    const first = waiters[0];
    if (first && (!busy() || at - first.since >= maxWaitMs)) {
      waiters.shift();
      first.resolve();
    }
  }

  // Unref'd: watching the event loop must not keep a stopping process alive.
  const timer = setInterval(look, sampleMs);
  timer.unref();

  return {
    calm: () => (busy() || waiters.length > 0 ? new Promise<void>((resolve) => waiters.push({ since: now(), resolve })) : Promise.resolve()),
    requested: () => {
      lastRequest = now();
    },
    answered: (ms) => {
      if (slowMs > 0 && ms > slowMs) busyUntil = Math.max(busyUntil, now() + holdMs);
    },
    busy,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      own?.stop();
      for (const waiter of waiters.splice(0)) waiter.resolve();
    },
  };
}
