import type { Knex } from 'knex';
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

/** Applies every pending migration; returns the names it applied. */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
}

/**
 * Moves the schema to exactly these migrations (a leading part of the list), one step up or down at
 * a time: a restore needs the schema its backup was made with.
 */
export async function migrateTo(knex: Knex, wanted: string[]): Promise<void> {
  for (;;) {
    const { applied } = await migrationStatus(knex);
    const isLeadingPart = applied.every((name, i) => name === wanted[i]);
    if (isLeadingPart && applied.length === wanted.length) return;
    if (isLeadingPart) await knex.migrate.up(migrationConfig);
    else await knex.migrate.down(migrationConfig);
  }
}

/** The names of every migration this version knows, in order. */
export const KNOWN_MIGRATIONS: readonly string[] = MIGRATIONS.map(([name]) => name);

/** Lists which migrations have been applied and which are pending. */
export async function migrationStatus(knex: Knex): Promise<MigrationStatus> {
  const [done, pending] = (await knex.migrate.list(migrationConfig)) as [{ name: string }[], string[]];
  return { applied: done.map((m) => m.name), pending };
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
