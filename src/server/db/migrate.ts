import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { MIGRATIONS } from '../../../migrations/index.js';

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => MIGRATIONS.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const entry = MIGRATIONS.find(([candidate]) => candidate === name);
    if (!entry) throw new Error(`Unknown migration ${name}`);
    return entry[1];
  },
};

const MIGRATIONS_TABLE = 'knex_migrations';
const migrationConfig: Knex.MigratorConfig = { migrationSource: source, tableName: MIGRATIONS_TABLE };

const LOCK_TABLE = `${MIGRATIONS_TABLE}_lock`;
// Any fixed number: it names the advisory lock that serialises making knex's own tables.
const TABLES_LOCK_KEY = 7_240_024;
const LOCKED = 'Migration table is already locked';

/**
 * Makes knex's two tables and the one row of its lock, one process at a time. knex checks and
 * creates them unguarded: processes starting together on a fresh database fail on each other's
 * CREATE TABLE, or each add a lock row, after which no migration can ever take the lock (its
 * update must change exactly one row). A second row left by such a race is removed here.
 */
async function ensureMigrationTables(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [TABLES_LOCK_KEY]);
    await trx.raw(`create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, name varchar(255), batch integer, migration_time timestamptz)`);
    await trx.raw(`create table if not exists ${LOCK_TABLE} (index serial primary key, is_locked integer)`);
    await trx.raw(`delete from ${LOCK_TABLE} where index > (select min(index) from ${LOCK_TABLE})`);
    await trx.raw(`insert into ${LOCK_TABLE} (is_locked) select 0 where not exists (select 1 from ${LOCK_TABLE})`);
  });
}

/**
 * The database holds migrations this version does not know: a newer AlphaWire ran on it (an
 * upgrade rolled back, an old replica restarted mid-upgrade). Said plainly, with a code, where knex
 * called the migration directory corrupt.
 */
export class NewerSchemaError extends Error {
  readonly code = 'ALPHAWIRE_NEWER_SCHEMA';
  constructor(readonly unknown: string[]) {
    super(`This database was migrated by a newer AlphaWire (${unknown.length} migration(s) this version does not know, the last ${unknown.at(-1)}): run that version or a newer one`);
    this.name = 'NewerSchemaError';
  }
}

/** The applied migrations, in the order they were applied ([] before the first). */
async function appliedMigrations(knex: Knex): Promise<string[]> {
  if (!(await knex.schema.hasTable(MIGRATIONS_TABLE))) return [];
  const rows: { name: string }[] = await knex(MIGRATIONS_TABLE).select('name').orderBy('id');
  return rows.map((row) => row.name);
}

export interface MigrateOptions {
  /** Told of each wait for another process's migrations. */
  logger?: Pick<Logger, 'info'>;
  /** The first pause before trying again; it doubles up to 2 s. */
  retryMs?: number;
  /** How long to wait in all for a lock another process holds (a process killed mid-migration leaves it held). */
  waitMs?: number;
}

/**
 * Applies every pending migration; returns the names it applied. While another process holds the
 * migration lock (replicas starting together), it waits and tries again, up to waitMs.
 */
export async function migrateLatest(knex: Knex, options: MigrateOptions = {}): Promise<string[]> {
  const { logger, retryMs = 250, waitMs = 120_000 } = options;
  await ensureMigrationTables(knex);
  const unknown = (await appliedMigrations(knex)).filter((name) => !KNOWN_MIGRATIONS.includes(name));
  if (unknown.length > 0) throw new NewerSchemaError(unknown);
  const started = Date.now();
  for (let attempt = 1, pause = retryMs; ; attempt++, pause = Math.min(pause * 2, 2_000)) {
    try {
      const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
      return applied;
    } catch (error) {
      const waited = Date.now() - started;
      if (!(error instanceof Error) || error.message !== LOCKED) throw error;
      if (waited + pause > waitMs) {
        throw new Error(`${LOCKED} after ${Math.round(waited / 1000)} s: if no other AlphaWire is migrating, a migration was cut off; check the schema, then free the lock with \`update ${LOCK_TABLE} set is_locked = 0\``, { cause: error });
      }
      logger?.info({ attempt, waitedMs: waited }, 'migrations: another process is applying them; waiting for its lock');
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
}

/**
 * Moves the schema to exactly these migrations (a leading part of the list) inside the caller's
 * transaction: a restore moves it to its backup's, writes the rows, and moves it up again, all or
 * nothing. (Moved by knex's migrator, each step committed on its own: a restore that failed after
 * the schema went down had dropped the newer tables, and the way back up made them anew, empty.)
 * Holds knex's migration lock meanwhile, as its migrator does, so no other process migrates.
 */
export async function migrateWithin(trx: Knex.Transaction, wanted: readonly string[]): Promise<void> {
  if (wanted.some((name, i) => KNOWN_MIGRATIONS[i] !== name)) throw new Error('Not a leading part of the known migrations');
  if ((await trx(LOCK_TABLE).where({ is_locked: 0 }).update({ is_locked: 1 })) !== 1) throw new Error(LOCKED);
  const applied = await appliedMigrations(trx);
  let kept = 0;
  while (kept < applied.length && applied[kept] === wanted[kept]) kept += 1;
  for (const name of applied.slice(kept).reverse()) {
    await (await source.getMigration(name)).down?.(trx);
    await trx(MIGRATIONS_TABLE).where({ name }).delete();
  }
  const last = (await trx(MIGRATIONS_TABLE).max('batch as batch').first()) as { batch: number | null } | undefined;
  for (const name of wanted.slice(kept)) {
    await (await source.getMigration(name)).up(trx);
    await trx(MIGRATIONS_TABLE).insert({ name, batch: (last?.batch ?? 0) + 1, migration_time: new Date() });
  }
  await trx(LOCK_TABLE).update({ is_locked: 0 });
}

/** The names of every migration this version knows, in order. */
export const KNOWN_MIGRATIONS: readonly string[] = MIGRATIONS.map(([name]) => name);

/** Lists which migrations have been applied and which are pending; refuses a schema a newer version made. */
export async function migrationStatus(knex: Knex): Promise<MigrationStatus> {
  const applied = await appliedMigrations(knex);
  const unknown = applied.filter((name) => !KNOWN_MIGRATIONS.includes(name));
  if (unknown.length > 0) throw new NewerSchemaError(unknown);
  return { applied, pending: KNOWN_MIGRATIONS.filter((name) => !applied.includes(name)) };
}

/**
 * The migrations not recorded as applied, read with one query (knex's own list also checks and
 * locks its tables): cheap enough for a readiness probe.
 */
export async function pendingMigrations(knex: Knex): Promise<string[]> {
  const rows: { name: string }[] = await knex(MIGRATIONS_TABLE).select('name');
  const applied = new Set(rows.map((row) => row.name));
  return MIGRATIONS.map(([name]) => name).filter((name) => !applied.has(name));
}
