import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { type StartingServer, startStartingServer } from './starting-server.js';
import { waitForDatabase } from './wait-for-database.js';

/** Hands the port over to the app's own server: call it right before that server listens. */
export type HandOver = () => void;

/**
 * On PostgreSQL, waits until the database answers before the app starts (a database that starts
 * after the app, or restarts with it, is normal in a deployment). Once the first try has failed,
 * the starting server holds the port so probes get an answer; a start with the database up is
 * unchanged, as is one on the embedded database. SIGTERM or SIGINT while waiting ends the process
 * at once with exit code 0: nothing has been opened yet.
 */
export async function holdPortUntilDatabase(config: Config, logger: Logger): Promise<HandOver> {
  const url = config.DATABASE_URL;
  if (!url) return () => {};
  // Set from the wait's callback, so a plain `let` would look forever null to the type checker.
  const held: { starting: StartingServer | null } = { starting: null };
  const stopped = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    stopped.abort();
    held.starting?.release();
    logger.info({ signal }, 'stopped while waiting for the database');
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  try {
    await waitForDatabase({
      url,
      logger,
      signal: stopped.signal,
      maxDelayMs: config.DATABASE_RETRY_MAX_MS,
      onUnreachable: async () => {
        held.starting = await startStartingServer(config.HOST, config.PORT);
      },
    });
  } catch (error) {
    held.starting?.release();
    throw error;
  } finally {
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
  }
  return () => held.starting?.release();
}
