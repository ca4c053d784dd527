import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../migrations/index.js';
import { TEST_DB } from '../helpers/database.js';
import { runCli } from './in-process.js';
import { spawnCli, useCliDatabase } from './processes.js';

const migrationNames = MIGRATIONS.map(([name]) => name);

describe('alphawire db', { timeout: 90_000 }, () => {
  const cli = useCliDatabase({ empty: true });
  /** Runs `sql` on the CLI's database, closed again after: the embedded one takes one process at a time. */
  const onCliDatabase = async (sql: string) => {
    const { openDatabase } = await import('../../src/server/db/knex.js');
    const { DATABASE_URL, DATA_DIR } = cli.database.env;
    const db = await openDatabase({ ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}), dataDir: DATA_DIR, poolMax: 1 });
    try {
      await db.knex.raw(sql);
    } finally {
      await db.close();
    }
  };

  it('reports every migration as pending on an empty database, and names the database', async () => {
    const result = await runCli(['db', 'status'], cli.env);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Applied migrations: 0\n');
    expect(result.stdout).toContain(`Pending migrations: ${migrationNames.length}\n`);
    for (const name of migrationNames) expect(result.stdout).toContain(`  ${name}\n`);
    const server = new URL(cli.env.DATABASE_URL ?? 'postgres://none').host;
    const kind = TEST_DB === 'postgres' ? `Database: PostgreSQL at ${server}/alphawire_test_` : 'Database: PGlite (embedded) in ';
    expect(result.stdout).toContain(kind);
  });

  it('applies the pending migrations and lists them', async () => {
    const result = await runCli(['db', 'migrate'], cli.env);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Applied ${migrationNames.length} migration(s):\n${migrationNames.map((n) => `  ${n}\n`).join('')}`);
  });

  it('says the database is up to date when nothing is pending', async () => {
    const result = await runCli(['db', 'migrate'], cli.env);
    expect(result).toEqual({ code: 0, stdout: 'Database is up to date\n', stderr: '' });
  });

  it('reports every migration as applied after migrating', async () => {
    const result = await runCli(['db', 'status'], cli.env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Applied migrations: ${migrationNames.length}\n`);
    expect(result.stdout).toMatch(/Pending migrations: 0\n$/);
    const json = await runCli(['db', 'status', '--json'], cli.env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ database: expect.any(String), applied: migrationNames, pending: [] });
  });

  it('says plainly that a newer AlphaWire migrated the database, for status and migrate alike', async () => {
    const mark = onCliDatabase;
    // What an upgrade rolled back leaves: a migration this version has never heard of.
    await mark(`insert into knex_migrations (name, batch, migration_time) values ('29991231_0000_from_the_future.ts', 99, now())`);
    try {
      for (const command of ['status', 'migrate']) {
        const result = await runCli(['db', command], cli.env);
        expect(result.code, command).toBe(1);
        expect(result.stderr, command).toBe(
          'error: This database was migrated by a newer AlphaWire (1 migration(s) this version does not know, the last 29991231_0000_from_the_future.ts): run that version or a newer one\n',
        );
      }
    } finally {
      await mark(`delete from knex_migrations where name = '29991231_0000_from_the_future.ts'`);
    }
  });

  // In a real process: proves the entry point ends with exit code 1 after a failure.
  it('names an unreachable database without a stack trace', async () => {
    const result = await spawnCli(['db', 'status'], { ...cli.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:9/alphawire' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: Cannot open the database at DATABASE_URL: connect ECONNREFUSED 127.0.0.1:9\n');
  });

  it('names an unreachable database without a stack trace for commands that start the app too', async () => {
    const result = await spawnCli(['users', 'list'], { ...cli.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:9/alphawire' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: Cannot open the database at DATABASE_URL: connect ECONNREFUSED 127.0.0.1:9\n');
    // knex's own warning came first, as the error's whole stack.
    expect(result.stderr).not.toContain('    at ');
  });

  it('says what is wrong with a database URL that is not one, or a DATA_DIR that is a file', async () => {
    const url = await runCli(['db', 'status'], { ...cli.env, DATABASE_URL: 'postgres://u:p@db.example:notaport/alphawire' });
    expect(url.code).toBe(1);
    expect(url.stderr).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL, such as postgres://user:password@host:5432/alphawire');
    if (TEST_DB !== 'pglite') return;
    const file = join(mkdtempSync(join(tmpdir(), 'alphawire-cli-datadir-')), 'a-file');
    writeFileSync(file, '');
    const dataDir = await runCli(['db', 'status'], { ...cli.env, DATA_DIR: file });
    expect(dataDir).toMatchObject({ code: 1, stdout: '', stderr: `error: DATA_DIR ${file} is a file, not a folder: point DATA_DIR at a folder for AlphaWire's data\n` });
  });

  it('stops with every configuration problem and exit code 1', async () => {
    const result = await runCli(['db', 'status'], { ...cli.env, PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: Invalid configuration:');
    expect(result.stderr).toContain('PORT:');
    expect(result.stderr).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  it('backs up to a new file and restores it, refusing to overwrite either way without being asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'alphawire-cli-backup-'));
    try {
      const file = join(dir, 'nightly.gz');
      const created = await runCli(['users', 'create', '--username', 'keeper', '--email', 'keeper@example.com'], cli.env, 'Vq3!tradewinds');
      expect(created.code).toBe(0);
      const backedUp = await runCli(['db', 'backup', file], cli.env);
      expect(backedUp.code).toBe(0);
      expect(backedUp.stdout).toMatch(new RegExp(`^Backed up \\d+ rows of \\d+ tables to ${file}\n$`));
      expect(await runCli(['db', 'backup', file], cli.env)).toMatchObject({ code: 2, stderr: `error: ${file} already exists: give a new file name\n` });

      const refused = await runCli(['db', 'restore', file], cli.env);
      expect(refused).toMatchObject({ code: 1, stdout: '', stderr: 'error: The database is not empty (1 member): restore with --force to replace everything in it\n' });
      const restored = await runCli(['db', 'restore', file, '--force'], cli.env);
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/^Restored \d+ rows of \d+ tables from /);
      expect((await runCli(['users', 'list'], cli.env)).stdout).toMatch(/keeper/);
      expect(await runCli(['db', 'restore', join(dir, 'missing.gz')], cli.env)).toMatchObject({ code: 2, stderr: `error: ${join(dir, 'missing.gz')} does not exist\n` });
      // Read as a file, a folder crashed the command (and a running server asked to restore it).
      expect(await runCli(['db', 'restore', dir], cli.env)).toMatchObject({ code: 2, stderr: `error: ${dir} is not a file: give the backup file that db backup wrote\n` });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // In a real process: Ctrl-C has to reach the backup rather than end the process halfway.
  it('leaves no file behind when Ctrl-C interrupts a backup, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'alphawire-cli-interrupted-'));
    const file = join(dir, 'interrupted.gz');
    // Some 10 MB to write: the backup runs long enough to be caught writing.
    await onCliDatabase(`insert into audit_log (action, target_id) select 'bulk', repeat(md5(g::text), 16) from generate_series(1, 20000) g`);
    try {
      const interruptWhileWriting = async (child: ChildProcess) => {
        while (!existsSync(`${file}.partial`)) {
          if (child.exitCode !== null) throw new Error('the backup ended before it was seen writing');
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        child.kill('SIGINT');
      };
      const result = await spawnCli(['db', 'backup', file], cli.env, '', interruptWhileWriting);
      expect(result).toEqual({ code: 1, stdout: '', stderr: `error: The backup was interrupted: ${file} was not written\n` });
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      await onCliDatabase(`delete from audit_log where action = 'bulk'`);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(TEST_DB !== 'pglite')('says the data dir is in use when another command, not a server, holds it', async () => {
    // A live process that is not AlphaWire's server: it has no control socket to ask.
    const holder = spawn('sleep', ['30']);
    try {
      mkdirSync(cli.env.DATA_DIR!, { recursive: true });
      writeFileSync(join(cli.env.DATA_DIR!, 'alphawire.lock'), String(holder.pid));
      for (const args of [['db', 'backup', join(tmpdir(), `never-${holder.pid}.gz`)], ['db', 'restore', join(cli.env.DATA_DIR!, 'alphawire.lock'), '--force']]) {
        const result = await runCli(args, cli.env);
        expect(result.code, args.join(' ')).toBe(1);
        expect(result.stderr, args.join(' ')).toBe(`error: The embedded database in ${cli.env.DATA_DIR} is in use by another AlphaWire process (pid ${holder.pid}). Stop that process first, or set DATABASE_URL to a PostgreSQL server so that several processes can share it.\n`);
      }
    } finally {
      holder.kill();
      rmSync(join(cli.env.DATA_DIR!, 'alphawire.lock'), { force: true });
    }
  });
});
