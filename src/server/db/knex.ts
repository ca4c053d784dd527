import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';

// Counts and sums come back as int8 / numeric; they fit a JS number in this app.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export interface Database {
  knex: Knex;
  kind: 'postgres' | 'pglite';
  /** Closes the pool (and the embedded database with its lock). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
}

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite in the data dir. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  return openPglite(resolve(options.dataDir));
}

function openPostgres(url: string, poolMax: number): Database {
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: poolMax } });
  return { knex, kind: 'postgres', close: () => knex.destroy() };
}

async function openPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(join(dataDir, 'pglite'));
    // PGlite is one connection: the pool holds exactly one client and never recycles it.
    const knex = knexFactory({
      client: 'pg',
      connection: createPgConfig(pglite) as unknown as Knex.PgConnectionConfig,
      pool: { min: 1, max: 1, idleTimeoutMillis: 2 ** 31 - 1 },
    });
    const close = async () => {
      await knex.destroy();
      await pglite.close();
      unlock();
    };
    return { knex, kind: 'pglite', close };
  } catch (error) {
    unlock();
    throw error;
  }
}
