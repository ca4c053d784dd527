import type { Logger } from 'pino';

/**
 * Claims on background work (a source being fetched, an article being enriched or read) are
 * leases: a time in the claimed row, renewed while the holder works, and free once it passes. We
 * chose leases over session-scoped advisory locks because a lock lives on one pooled connection:
 * it would need a connection held per worker, would be lost with that connection in a database
 * hiccup while the work goes on, and is not visible in the row for an operator. A lease needs
 * only the row, survives a reconnect, and dies with its holder: nothing renews it after a kill -9.
 * (docs/operations.md#background-work-across-instances)
 */
export interface LeaseKeeper {
  /** Keeps these claims alive until released. */
  hold(ids: Iterable<number>): void;
  release(ids: Iterable<number>): void;
  /** The claims held now. */
  held(): number[];
  /** Stops renewing (the claims then lapse unless released). */
  stop(): void;
}

interface Options {
  /** How long a claim outlives its holder's last renewal. */
  leaseSeconds: number;
  /** Pushes the lease of all these claims forward (one statement for all of them). */
  renew: (ids: number[], leaseSeconds: number) => Promise<unknown>;
  logger: Logger;
  /** What is held, for the log line when a renewal fails. */
  what: string;
}

/** How many renewals fit in one lease: two may be missed (a busy event loop, a slow query) before a claim lapses. */
const RENEWALS_PER_LEASE = 3;

/**
 * Renews a set of claims every third of the lease while any is held; the timer runs only then,
 * and never keeps the process alive.
 */
export function createLeaseKeeper(options: Options): LeaseKeeper {
  const ids = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let renewing = false;

  async function renew(): Promise<void> {
    if (renewing || ids.size === 0) return;
    renewing = true;
    try {
      await options.renew([...ids], options.leaseSeconds);
    } catch (error) {
      options.logger.warn({ err: error, held: ids.size }, `could not renew the claims on ${options.what}`);
    } finally {
      renewing = false;
    }
  }

  function stopTimer(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    hold(more) {
      for (const id of more) ids.add(id);
      if (ids.size > 0 && !timer) {
        timer = setInterval(() => void renew(), (options.leaseSeconds * 1000) / RENEWALS_PER_LEASE);
        timer.unref();
      }
    },
    release(done) {
      for (const id of done) ids.delete(id);
      if (ids.size === 0) stopTimer();
    },
    held: () => [...ids],
    stop: stopTimer,
  };
}
