import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir } from './data-dir-lock.js';

// Counts and sums come back as int8 / numeric; they fit a JS number in this app.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export interface Database {
  knex: Knex;
  kind: 'postgres' | 'pglite';
  /** Answers when the database does: the health check's question. */
  ping(): Promise<void>;
  /** The pool's connections in use and free, the queries waiting for one, and its size (null once closed). */
  poolState(): { used: number; free: number; waiting: number; max: number } | null;
  /** Closes the pool (and the embedded database with its lock). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL connections at most; PGlite is always one. */
  poolMax?: number | undefined;
  /** Where knex's own warnings go (by default it writes to stdout, which the CLI keeps for answers). */
  logger?: Logger;
  /** PostgreSQL only: bounds on waiting for the database (none: the CLI's backups and migrations may take long). */
  timeouts?: DatabaseTimeouts | undefined;
}

export interface DatabaseTimeouts {
  /** Longest wait for a pooled connection, opening one included. */
  acquireMs: number;
  /** Longest a statement may run before the server cancels it. */
  statementMs: number;
}

/**
 * How much longer than the statement timeout the client waits for any answer. A slow query ends
 * with the server's own cancel first (and its connection stays usable); only a server or network
 * that says nothing at all (a stall) trips the client's timer.
 */
export const READ_GRACE_MS = 500;

function knexLog(logger: Logger | undefined): Knex.Config['log'] {
  // Its first line: knex words a failed connection as the error's whole stack, which an operator
  // then read ahead of the clean message of the command or start that failed.
  const warn = (message: unknown) => logger?.warn({ knex: String(message).split('\n')[0] }, 'knex warning');
  return { warn, error: (message: unknown) => logger?.error({ knex: message }, 'knex error'), deprecate: warn, debug: () => {} };
}

async function ping(knex: Knex): Promise<void> {
  await knex.raw('select 1');
}

function poolState(knex: Knex): ReturnType<Database['poolState']> {
  const pool = knex.client.pool;
  // knex's own pool (tarn's interface); undefined once destroyed.
  if (!pool || !('numUsed' in pool)) return null;
  return { used: pool.numUsed(), free: pool.numFree(), waiting: pool.numPendingAcquires(), max: pool.max };
}

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite in the data dir. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = knexLog(options.logger);
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10, options.timeouts, log);
  return openPglite(resolve(options.dataDir), log);
}

/**
 * The connection settings. With timeouts, no call waits on a dead or stalled server for longer
 * than acquire + statement + grace (docs/operations.md#database-outages). A connection that broke
 * (refused, cut, timed out) needs nothing here: knex marks it on the client's 'error' and 'end'
 * events, which it listens to (so an idle client's error never goes unhandled), and its pool
 * discards such a connection instead of handing it out.
 */
export function connectionSettings(url: string, timeouts: DatabaseTimeouts | undefined): Knex.PgConnectionConfig {
  if (!timeouts) return { connectionString: url };
  return {
    connectionString: url,
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + READ_GRACE_MS,
  };
}

function openPostgres(url: string, poolMax: number, timeouts: DatabaseTimeouts | undefined, log: Knex.Config['log']): Database {
  const knex = knexFactory({
    client: 'pg',
    connection: connectionSettings(url, timeouts),
    pool: {
      min: 0,
      max: poolMax,
      // Every connection reads time in UTC, as PGlite always does: under a server whose default
      // zone keeps summer time, a day added to a timestamp was 23 or 25 hours (an API token's 30
      // days, an asset page's last day), and the same code gave different answers on each database.
      afterCreate: (connection: { query: (sql: string, done: (error: Error | null) => void) => void }, done: (error: Error | null, connection: unknown) => void) => {
        connection.query("set time zone 'UTC'", (error) => done(error, connection));
      },
    },
    ...(timeouts ? { acquireConnectionTimeout: timeouts.acquireMs } : {}),
    log,
  });
  return { knex, kind: 'postgres', ping: () => ping(knex), poolState: () => poolState(knex), close: () => knex.destroy() };
}

async function openPglite(dataDir: string, log: Knex.Config['log']): Promise<Database> {
  const unlock = await lockDataDir(dataDir);
  try {
    // Loaded only when used: PGlite's WebAssembly build costs about 45 MB on a PostgreSQL deployment.
    const { PGlite } = await import('@electric-sql/pglite');
    const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
    const dir = join(dataDir, 'pglite');
    // A new data dir is made by initdb, whose WebAssembly memory the process kept for good (a first
    // start then held 900 MB where a restart holds 500): closed once made, and opened again, its
    // memory is given back (docs/operations.md#memory).
    if (!existsSync(join(dir, 'PG_VERSION'))) await (await PGlite.create(dir)).close();
    const pglite = await PGlite.create(dir);
    // PGlite is one connection: the pool holds exactly one client and never recycles it.
    const knex = knexFactory({
      client: 'pg',
      connection: createPgConfig(pglite) as unknown as Knex.PgConnectionConfig,
      pool: { min: 1, max: 1, idleTimeoutMillis: 2 ** 31 - 1 },
      log,
    });
    const close = async () => {
      await knex.destroy();
      await pglite.close();
      unlock();
    };
    return { knex, kind: 'pglite', ping: () => ping(knex), poolState: () => poolState(knex), close };
  } catch (error) {
    unlock();
    throw error;
  }
}
