import type { Logger } from 'pino';
import { type Config, loadConfig } from '../server/config.js';
import type { AppContext } from '../server/context.js';
import type { Database } from '../server/db/knex.js';
import { createLogger } from '../server/logger.js';
import type { CliIo } from './io.js';

/**
 * Warnings and errors only, on stderr: stdout carries the command's answer and stays parseable.
 * LOG_FORMAT as for the server (unset: readable on a terminal, JSON lines otherwise); a value it
 * does not take is refused by loadConfig, which every command that logs calls first.
 */
export function createCliLogger(io: CliIo): Logger {
  const format = io.env.LOG_FORMAT === 'text' || io.env.LOG_FORMAT === 'json' ? io.env.LOG_FORMAT : undefined;
  return createLogger('warn', io.stderr, format);
}

/**
 * Runs work with the full app context (migrated database and services), then closes the database
 * so the embedded data dir's lock is released even when the work fails.
 */
export async function withContext<T>(io: CliIo, work: (ctx: AppContext) => Promise<T>): Promise<T> {
  // Imported when a command needs it: help, version and refused arguments answer without loading the app.
  const { createContext } = await import('../server/context.js');
  const ctx = await createContext(loadConfig(io.env), createCliLogger(io), undefined, { command: true });
  try {
    return await work(ctx);
  } finally {
    await ctx.close();
  }
}

/** Runs work on the bare database, without migrating it first (for the db commands). */
export async function withDatabase<T>(io: CliIo, work: (db: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig(io.env);
  const { openDatabase } = await import('../server/db/knex.js');
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 1 });
  try {
    return await work(db, config);
  } finally {
    await db.close();
  }
}
