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

const migrationConfig: Knex.MigratorConfig = { migrationSource: source, tableName: 'knex_migrations' };

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
  const [done, pending] = (await knex.migrate.list(migrationConfig)) as [{ name: string }[], string[]];
  return { applied: done.map((m) => m.name), pending };
}
