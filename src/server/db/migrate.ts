import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

const migrationsDir = fileURLToPath(new URL('../../../migrations', import.meta.url));

const migrationConfig: Knex.MigratorConfig = {
  directory: migrationsDir,
  loadExtensions: ['.ts'],
  tableName: 'knex_migrations',
};

/** Applies every pending migration; returns the names it applied. */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
}

/** Lists which migrations have been applied and which are pending. */
export async function migrationStatus(knex: Knex): Promise<MigrationStatus> {
  const [done, pending] = (await knex.migrate.list(migrationConfig)) as [{ name: string }[], { file: string }[]];
  return { applied: done.map((m) => m.name), pending: pending.map((m) => m.file) };
}
