import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { loadConfig, type Config } from '../../server/config.js';
import type { ControlRequest } from '../../server/control/control-socket.js';
import { DataDirLockedError } from '../../server/db/data-dir-lock.js';
import type { Database } from '../../server/db/knex.js';
import { migrateLatest, migrationStatus } from '../../server/db/migrate.js';
import { askRunningServer } from '../control-client.js';
import { CliError, UsageError } from '../errors.js';
import type { CliIo } from '../io.js';
import { interruptible } from '../interrupt.js';
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

async function migrate(io: CliIo): Promise<void> {
  await withDatabase(io, async (db) => {
    const applied = await migrateLatest(db.knex);
    if (applied.length === 0) {
      io.stdout.write('Database is up to date\n');
      return;
    }
    io.stdout.write(`Applied ${applied.length} migration(s):\n${listLines(applied)}`);
  });
}

async function status(io: CliIo, options: { json?: boolean }): Promise<void> {
  await withDatabase(io, async (db, config) => {
    const { applied, pending } = await migrationStatus(db.knex);
    if (options.json) {
      io.stdout.write(`${JSON.stringify({ database: describeDatabase(db, config), applied, pending }, null, 2)}\n`);
      return;
    }
    io.stdout.write(
      `Database: ${describeDatabase(db, config)}\n` +
        `Applied migrations: ${applied.length}\n${listLines(applied)}` +
        `Pending migrations: ${pending.length}\n${listLines(pending)}`,
    );
  });
}

/**
 * Does the work on the database, or, when a running server holds the embedded database, asks that
 * server to do it through the control socket in its data dir.
 */
async function onDatabaseOrServer(io: CliIo, request: ControlRequest, work: (db: Database) => Promise<{ tables: number; rows: number }>) {
  try {
    return await withDatabase(io, (db) => work(db));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const { controlSocketPath } = await import('../../server/control/control-socket.js');
    // Another command (not a server) may hold the data dir: it has no control socket, and the
    // lock's own message says what to do.
    const answer = await askRunningServer(controlSocketPath(loadConfig(io.env).DATA_DIR), request).catch((failure: unknown) => {
      const code = (failure as NodeJS.ErrnoException).code;
      throw code === 'ENOENT' || code === 'ECONNREFUSED' ? error : failure;
    });
    if (!answer.ok) throw new CliError([answer.message]);
    return answer;
  }
}

async function backup(io: CliIo, file: string): Promise<void> {
  const path = resolve(file);
  if (existsSync(path)) throw new UsageError([`${path} already exists: give a new file name`]);
  const { writeBackup } = await import('../../server/db/backup.js');
  // A running server writes it for us; on our own, Ctrl-C ends it without leaving its `.partial` file.
  const done = await onDatabaseOrServer(io, { command: 'backup', file: path }, (db) => interruptible((signal) => writeBackup(db.knex, path, signal)));
  io.stdout.write(`Backed up ${done.rows} rows of ${done.tables} tables to ${path}\n`);
}

async function restore(io: CliIo, file: string, options: { force?: boolean }): Promise<void> {
  const path = resolve(file);
  if (!existsSync(path)) throw new UsageError([`${path} does not exist`]);
  if (!statSync(path).isFile()) throw new UsageError([`${path} is not a file: give the backup file that db backup wrote`]);
  const force = options.force === true;
  const { restoreBackup } = await import('../../server/db/backup.js');
  const done = await onDatabaseOrServer(io, { command: 'restore', file: path, force }, (db) => restoreBackup(db.knex, path, { force }));
  io.stdout.write(`Restored ${done.rows} rows of ${done.tables} tables from ${path}\n`);
}

/** `db migrate`, `db status`, `db backup` and `db restore`: the schema and the data, without starting the server. */
export function registerDbCommands(program: Command, io: CliIo): void {
  const db = program.command('db').description('database schema and backups');
  db.command('migrate').description('apply every pending migration').action(() => migrate(io));
  db.command('status')
    .description('list applied and pending migrations (changes no data; a new DATA_DIR gets its empty embedded database)')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) => status(io, options));
  db.command('backup')
    .description('write every table to a gzipped file (works while the server runs)')
    .argument('<file>', 'the backup file to create')
    .action((file: string) => backup(io, file));
  db.command('restore')
    .description('replace the database contents with a backup')
    .argument('<file>', 'a file written by db backup')
    .option('--force', 'replace a database that already holds members, sources or articles')
    .action((file: string, options: { force?: boolean }) => restore(io, file, options));
}
