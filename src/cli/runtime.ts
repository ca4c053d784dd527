import { destination, type Logger, pino } from 'pino';
import { type Config, loadConfig } from '../server/config.js';
import type { AppContext } from '../server/context.js';
import type { Database } from '../server/db/knex.js';
import { censor, REDACT_PATHS } from '../server/logger.js';

// Warnings and errors only, on stderr: stdout carries the command's answer and stays parseable.
export function createCliLogger(): Logger {
  return pino({ level: 'warn', redact: { paths: REDACT_PATHS, censor } }, destination({ dest: 2, sync: true }));
}

/**
 * Runs work with the full app context (migrated database and services), then closes the database
 * so the embedded data dir's lock is released even when the work fails.
 */
export async function withContext<T>(work: (ctx: AppContext) => Promise<T>): Promise<T> {
  // Imported when a command needs it: help, version and refused arguments answer without loading the app.
  const { createContext } = await import('../server/context.js');
  const ctx = await createContext(loadConfig(), createCliLogger());
  try {
    return await work(ctx);
  } finally {
    await ctx.close();
  }
}

/** Runs work on the bare database, without migrating it first (for the db commands). */
export async function withDatabase<T>(work: (db: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const { openDatabase } = await import('../server/db/knex.js');
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 1 });
  try {
    return await work(db, config);
  } finally {
    await db.close();
  }
}
