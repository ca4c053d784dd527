/** Why the app cannot take traffic yet, or null when it can. */
export type Readiness = () => Promise<string | null>;

/** A fully migrated database stays so until a restore: re-read the migrations after this long. */
const MIGRATED_CACHE_MS = 30_000;

interface Checks {
  ping(): Promise<void>;
  pendingMigrations(): Promise<string[]>;
}

/**
 * Ready when the database answers and every migration is applied. Each call pings; the
 * migrations are read again only while some are pending or once the cache has gone stale.
 */
export function createReadiness(checks: Checks, now: () => number = Date.now): Readiness {
  let migratedAt: number | null = null;
  return async () => {
    try {
      await checks.ping();
      if (migratedAt !== null && now() - migratedAt < MIGRATED_CACHE_MS) return null;
      const pending = await checks.pendingMigrations();
      if (pending.length > 0) {
        migratedAt = null;
        return `${pending.length} database migration(s) not applied: ${pending.join(', ')}`;
      }
      migratedAt = now();
      return null;
    } catch {
      migratedAt = null;
      return 'Database unreachable';
    }
  };
}
