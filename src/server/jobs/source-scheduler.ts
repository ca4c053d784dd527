import cron, { type ScheduledTask } from 'node-cron';
import PQueue from 'p-queue';
import type { Logger } from 'pino';
import type { FetchOutcome, Ingestion } from '../ingestion/pipeline.js';
import type { Metrics } from '../metrics.js';
import type { SourceRow, SourcesRepository } from '../modules/sources/repository.js';
import { createLeaseKeeper } from './leases.js';

interface Options {
  sources: SourcesRepository;
  ingestion: Ingestion;
  logger: Logger;
  concurrency: number;
  perHost: number;
  /** How long a claim keeps other instances off a source after this one stops renewing it (JOB_LEASE_SECONDS). */
  leaseSeconds: number;
  metrics: Pick<Metrics, 'job'>;
}

export type SourceScheduler = ReturnType<typeof createSourceScheduler>;

export const SOURCES_JOB = 'sources';

/** The outcome text of a source that another run holds. */
export const SKIPPED = 'Skipped: another process is fetching this source right now';

function skipped(source: SourceRow): FetchOutcome {
  return { sourceId: source.id, sourceName: source.name, fetched: 0, added: 0, notModified: false, error: SKIPPED };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Polls sources on their schedule: every tick claims the due ones in Postgres (so each is fetched
 * by one instance) and runs them through a queue with a global and a per-host concurrency cap.
 * A claim is a lease renewed while the source waits or is fetched, however long that takes, so a
 * killed instance's sources go to another once the lease runs out (see leases.ts).
 */
export function createSourceScheduler(options: Options) {
  const queue = new PQueue({ concurrency: options.concurrency });
  const hostQueues = new Map<string, PQueue>();
  let task: ScheduledTask | null = null;
  // Fetches asked for by id, tracked from before their claim so stop() also waits for those not queued yet.
  const asked = new Set<Promise<unknown>>();
  const claims = createLeaseKeeper({ leaseSeconds: options.leaseSeconds, renew: options.sources.renewClaims, logger: options.logger, what: 'sources' });
  const lease = options.leaseSeconds;

  /** Runs a claimed source, keeping its claim alive until the fetch has recorded its end. */
  function run(source: SourceRow): Promise<FetchOutcome> {
    claims.hold([source.id]);
    return runQueued(source).finally(() => claims.release([source.id]));
  }

  function runQueued(source: SourceRow): Promise<FetchOutcome> {
    const host = hostOf(source.url);
    let hostQueue = hostQueues.get(host);
    if (!hostQueue) {
      hostQueue = new PQueue({ concurrency: options.perHost });
      hostQueues.set(host, hostQueue);
    }
    const perHost = hostQueue;
    return queue.add(() => perHost.add(() => options.ingestion.runSource(source)));
  }

  // A claim that filled the room may have left sources due: while ticking, each finished fetch
  // claims again, so a backlog (500 feeds added at once) drains at full speed, not 2 × concurrency a tick.
  let moreDue = false;
  let topUp: Promise<void> | null = null;
  let ticking: Promise<void> | null = null;

  function runLogged(source: SourceRow): void {
    run(source)
      .catch((error: unknown) => options.logger.error({ err: error, sourceId: source.id }, 'source run crashed'))
      .finally(() => {
        if (!moreDue || task === null || topUp) return;
        topUp = claimDue()
          .catch((error: unknown) => options.logger.error({ err: error }, 'scheduler top-up failed'))
          .finally(() => (topUp = null));
      });
  }

  async function claimDue(): Promise<void> {
    const room = options.concurrency * 2 - queue.size - queue.pending;
    if (room <= 0) return;
    const due = await options.sources.claimDue(room, lease);
    moreDue = due.length === room;
    for (const source of due) runLogged(source);
  }

  // A run of this job is the claiming; each fetch it starts is counted by the ingestion series.
  const tick = () => options.metrics.job(SOURCES_JOB, claimDue);

  return {
    tick,

    /** Fetches one source now whatever its schedule; null when another run holds it. */
    fetchNow(id: number): Promise<FetchOutcome | null> {
      const fetch = options.sources.claimOne(id, lease).then((source) => (source ? run(source) : null));
      asked.add(fetch);
      const forget = () => asked.delete(fetch);
      fetch.then(forget, forget);
      return fetch;
    },

    /** Fetches every enabled source now, reporting each outcome as it comes (one held elsewhere as skipped). */
    async fetchAll(onOutcome: (outcome: FetchOutcome) => void = () => {}): Promise<FetchOutcome[]> {
      const enabled = (await options.sources.list()).filter((s) => s.enabled);
      const runs = enabled.map(async (s) => {
        const source = await options.sources.claimOne(s.id, lease);
        const outcome = source ? await run(source) : skipped(s);
        onOutcome(outcome);
        return outcome;
      });
      return Promise.all(runs);
    },

    /** Starts ticking every `seconds` (SCHEDULER_TICK_SECONDS, a divisor of 60). */
    start(seconds = 30): void {
      task = cron.schedule(`*/${seconds} * * * * *`, () => {
        if (task === null) return;
        ticking = tick()
          .catch((error: unknown) => options.logger.error({ err: error }, 'scheduler tick failed'))
          .finally(() => (ticking = null));
      }, { noOverlap: true, name: SOURCES_JOB });
    },

    /** Stops ticking and waits for the fetches under way. */
    async stop(): Promise<void> {
      // Destroyed, not only stopped: node-cron keeps a stopped task in its registry for the life of the process.
      await task?.destroy();
      task = null;
      // A tick under way when stopped may still claim: its fetches are waited for below too.
      await ticking;
      await topUp;
      await Promise.allSettled([...asked]);
      await queue.onIdle();
      claims.stop();
    },
  };
}
