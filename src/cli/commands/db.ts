import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { Config } from '../../server/config.js';
import type { Database } from '../../server/db/knex.js';
import { migrateLatest, migrationStatus } from '../../server/db/migrate.js';
import { withDatabase } from '../runtime.js';

/** Names the database without its credentials, so the output is safe to paste in a ticket. */
function describeDatabase(db: Database, config: Config): string {
  if (db.kind === 'pglite') return `PGlite (embedded) in ${resolve(config.DATA_DIR, 'pglite')}`;
  const url = new URL(config.DATABASE_URL ?? '');
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

function listLines(names: string[]): string {
  return names.map((name) => `  ${name}\n`).join('');
}

async function migrate(): Promise<void> {
  await withDatabase(async (db) => {
    const applied = await migrateLatest(db.knex);
    if (applied.length === 0) {
      process.stdout.write('Database is up to date\n');
      return;
    }
    process.stdout.write(`Applied ${applied.length} migration(s):\n${listLines(applied)}`);
  });
}

async function status(): Promise<void> {
  await withDatabase(async (db, config) => {
    const { applied, pending } = await migrationStatus(db.knex);
    process.stdout.write(
      `Database: ${describeDatabase(db, config)}\n` +
        `Applied migrations: ${applied.length}\n${listLines(applied)}` +
        `Pending migrations: ${pending.length}\n${listLines(pending)}`,
    );
  });
}

/** `db migrate` and `db status`: the schema, without starting the server. */
export function registerDbCommands(program: Command): void {
  const db = program.command('db').description('database schema');
  db.command('migrate').description('apply every pending migration').action(migrate);
  db.command('status').description('list applied and pending migrations (changes nothing)').action(status);
}
