import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { Knex } from 'knex';
import { BackupError } from './backup-error.js';
import { KNOWN_MIGRATIONS, migrateLatest, migrateWithin, migrationStatus } from './migrate.js';

// A backup is gzipped JSON lines: a header naming the schema (the migrations applied), then each
// table's column names followed by its rows as arrays, tables in an order where every row's
// foreign keys point at rows already restored. The same file restores on PostgreSQL and PGlite.

const FORMAT = 'alphawire-backup';
const VERSION = 1;
// Knex's bookkeeping is the schema, not data; the row-count deltas are derived from the counted
// tables by triggers (migration 0090), and the asset sums from article_assets (migrations 0240 and
// 0280), triggers which rebuild them as the rows are restored. Restoring the sums too would add
// them twice. A backup made before they were left out still holds them: their rows are passed over.
const SKIPPED = new Set(['knex_migrations', 'knex_migrations_lock', 'row_count_deltas', 'asset_hourly', 'asset_pairs_hourly', 'asset_daily']);
const BATCH_ROWS = 1_000;
// PostgreSQL takes at most 65,535 parameters in one statement.
const MAX_PARAMETERS = 60_000;


interface Header {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  migrations: string[];
}

interface Column {
  name: string;
  type: string;
}

interface Table {
  name: string;
  columns: Column[];
  /** Columns that order the rows: the primary key. */
  key: string[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
}

async function tables(knex: Knex): Promise<Table[]> {
  const columns: { table_name: string; column_name: string; data_type: string }[] = (
    await knex.raw(`
      select table_name, column_name, data_type
      from information_schema.columns
      where table_schema = current_schema() and is_generated = 'NEVER'
      order by table_name, ordinal_position`)
  ).rows;
  const keys: { table_name: string; column_name: string }[] = (
    await knex.raw(`
      select tc.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      where tc.table_schema = current_schema() and tc.constraint_type = 'PRIMARY KEY'
      order by tc.table_name, kcu.ordinal_position`)
  ).rows;
  const byName = new Map<string, Table>();
  for (const c of columns) {
    if (SKIPPED.has(c.table_name)) continue;
    const table = byName.get(c.table_name) ?? { name: c.table_name, columns: [], key: [] };
    table.columns.push({ name: c.column_name, type: c.data_type });
    byName.set(c.table_name, table);
  }
  for (const k of keys) byName.get(k.table_name)?.key.push(k.column_name);
  return dependencyOrder(knex, byName);
}

/** Tables ordered so that each comes after the tables its foreign keys point at. */
async function dependencyOrder(knex: Knex, byName: Map<string, Table>): Promise<Table[]> {
  const references: { child: string; parent: string }[] = (
    await knex.raw(`
      select distinct tc.table_name as child, ccu.table_name as parent
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.table_schema = current_schema() and tc.constraint_type = 'FOREIGN KEY'`)
  ).rows;
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    if (child !== parent) parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || !byName.has(name)) return;
    if (path.has(name)) throw new BackupError(`Foreign keys form a cycle through ${name}`);
    path.add(name);
    for (const parent of [...(parents.get(name) ?? [])].sort()) visit(parent, path);
    path.delete(name);
    placed.add(name);
    ordered.push(byName.get(name)!);
  };
  for (const name of [...byName.keys()].sort()) visit(name, new Set());
  return ordered;
}

/** A column as read for the file: a date as its text, since the driver would make it local midnight. */
function selectable(knex: Knex, column: Column): string | Knex.Raw {
  return column.type === 'date' ? knex.raw('??::text as ??', [column.name, column.name]) : column.name;
}

/** A stored value as JSON: bytes as base64, everything else as the driver reads it. */
function encode(value: unknown): unknown {
  return Buffer.isBuffer(value) ? value.toString('base64') : value;
}

/** A value from the file as the driver takes it for a column of this type. */
function decode(value: unknown, type: string): unknown {
  if (value === null) return null;
  if (type === 'bytea') return Buffer.from(value as string, 'base64');
  // An array or object handed to a json column would be sent as a PostgreSQL array.
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  return value;
}

async function* backupLines(knex: Knex, header: Header, counts: BackupSummary): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  for (const table of await tables(knex)) {
    counts.tables += 1;
    yield `${JSON.stringify({ table: table.name, columns: table.columns.map((c) => c.name) })}\n`;
    const order = table.key.length > 0 ? table.key : table.columns.map((c) => c.name);
    // Keyset pages on the primary key: each page is an index range, however large the table.
    let after: Knex.Value[] | null = null;
    let written = 0;
    for (;;) {
      const query = knex(table.name).select(table.columns.map((c) => selectable(knex, c))).orderBy(order).limit(BATCH_ROWS);
      if (after && table.key.length > 0) query.whereRaw(`(${order.map(() => '??').join(', ')}) > (${order.map(() => '?').join(', ')})`, [...order, ...after]);
      else if (after) query.offset(written);
      const rows: Record<string, unknown>[] = await query;
      for (const row of rows) yield `${JSON.stringify(table.columns.map((c) => encode(row[c.name])))}\n`;
      written += rows.length;
      counts.rows += rows.length;
      if (rows.length < BATCH_ROWS) break;
      after = order.map((name) => rows[rows.length - 1]![name] as Knex.Value);
    }
  }
  yield `${JSON.stringify({ end: true })}\n`;
}

/**
 * Writes every table to a gzipped file. The file appears under its name only once complete, so a
 * failed backup never leaves a truncated file that looks like a good one; nor does one that
 * `signal` stops (the CLI's Ctrl-C), which removes what it had written.
 */
export async function writeBackup(knex: Knex, file: string, signal?: AbortSignal): Promise<BackupSummary> {
  const { applied } = await migrationStatus(knex);
  // Such a file would restore nothing, and an empty schema is not one a restore can go back to.
  if (applied.length === 0) throw new BackupError('This database has no AlphaWire schema yet, so there is nothing to back up: is DATA_DIR or DATABASE_URL the one AlphaWire uses?');
  const header: Header = { format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), migrations: applied };
  const counts: BackupSummary = { tables: 0, rows: 0 };
  const partial = `${file}.partial`;
  try {
    // One snapshot for every table: rows written meanwhile do not half appear.
    await knex.transaction(async (trx) => {
      await trx.raw('set transaction isolation level repeatable read, read only');
      await pipeline(Readable.from(backupLines(trx, header, counts)), createGzip(), createWriteStream(partial, { mode: 0o600 }), { signal });
    });
    await rename(partial, file);
  } catch (error) {
    // Under a file instead of a folder, the clean-up fails too (ENOTDIR): the first error is the one to say.
    await rm(partial, { force: true }).catch(() => undefined);
    if (signal?.aborted) throw new BackupError(`The backup was interrupted: ${file} was not written`);
    const code = (error as NodeJS.ErrnoException).code;
    // The operator's to fix (a folder missing, no permission, a read-only disk), said without a stack.
    if (code === 'ENOENT' || code === 'EACCES' || code === 'ENOTDIR' || code === 'EROFS') {
      throw new BackupError(`Cannot write the backup to ${file}: its folder does not exist or cannot be written (${code})`);
    }
    throw error;
  }
  return counts;
}

/** Whatever could make a database "not empty" for a restore: members, sources or articles. */
async function existingData(knex: Knex): Promise<string | null> {
  const counted: [table: string, one: string, many: string][] = [['users', 'member', 'members'], ['sources', 'source', 'sources'], ['articles', 'article', 'articles']];
  const found: string[] = [];
  for (const [table, one, many] of counted) {
    const n = Number((await knex(table).count<{ n: number }[]>('* as n').first())?.n ?? 0);
    if (n > 0) found.push(`${n} ${n === 1 ? one : many}`);
  }
  return found.length > 0 ? found.join(', ') : null;
}

async function readHeader(lines: AsyncIterator<string>): Promise<Header> {
  const first = await lines.next();
  let header: Partial<Header> | null = null;
  try {
    header = first.done ? null : (JSON.parse(first.value) as Partial<Header>);
  } catch {
    header = null;
  }
  if (!header || header.format !== FORMAT || !Array.isArray(header.migrations)) throw new BackupError('This file is not an AlphaWire backup');
  if (header.migrations.length === 0) throw new BackupError('This backup was made of a database with no AlphaWire schema: it holds nothing to restore');
  if (header.version !== VERSION) throw new BackupError(`This backup is in format version ${String(header.version)}; this AlphaWire reads version ${VERSION}`);
  const unknown = header.migrations.find((name, i) => KNOWN_MIGRATIONS[i] !== name);
  if (unknown) throw new BackupError(`This backup was made by a newer AlphaWire (its schema has ${unknown}): upgrade AlphaWire, then restore`);
  return header as Header;
}

async function insertRows(trx: Knex.Transaction, table: Table, rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((values) => Object.fromEntries(table.columns.map((c, i) => [c.name, decode(values[i], c.type)])));
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / table.columns.length));
  for (let i = 0; i < records.length; i += perStatement) await trx(table.name).insert(records.slice(i, i + perStatement));
}

/** Every serial column's sequence moved past the restored rows, so new rows get fresh ids. */
async function resetSequences(trx: Knex.Transaction, restored: Table[]): Promise<void> {
  for (const table of restored) {
    for (const column of table.columns) {
      const [row] = (await trx.raw('select pg_get_serial_sequence(?, ?) as seq', [table.name, column.name])).rows as { seq: string | null }[];
      if (!row?.seq) continue;
      await trx.raw(`select setval(?, coalesce((select max(??) from ??), 0) + 1, false)`, [row.seq, column.name, table.name]);
    }
  }
}

/** The file's lines, through gunzip; a file that cannot be read (a folder, no permission) rejects the reading rather than throwing where nobody listens. */
function openLines(file: string): { lines: AsyncIterator<string>; close: () => void } {
  const raw = createReadStream(file);
  const input = raw.pipe(createGunzip());
  raw.on('error', (error) => input.destroy(error));
  return { lines: createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator](), close: () => raw.destroy() };
}

/**
 * Reads the whole file once before anything is changed, and gives its header: a file damaged or
 * cut off anywhere is refused while the database is as it was (the schema is moved to the
 * backup's own before its rows go in, and that step is not in the rows' transaction).
 */
async function checkedHeader(file: string): Promise<Header> {
  const { lines, close } = openLines(file);
  try {
    const header = await readHeader(lines);
    let inTable = false;
    let ended = false;
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      if (next.value === '') continue;
      const line = JSON.parse(next.value) as unknown;
      if (ended) throw new BackupError('The backup file is damaged: it goes on after its end');
      if (Array.isArray(line)) {
        if (!inTable) throw new BackupError('The backup has rows before any table');
        continue;
      }
      const marker = line as { table?: unknown; columns?: unknown; end?: unknown } | null;
      if (marker?.end === true) ended = true;
      else if (typeof marker?.table === 'string' && Array.isArray(marker.columns)) inTable = true;
      else throw new BackupError('The backup file is damaged');
    }
    if (!ended) throw new BackupError('The backup ends early: the file is incomplete');
    return header;
  } finally {
    close();
  }
}

/** A read error said for the operator: which file, and why it cannot be read. */
function unreadable(file: string, error: unknown): BackupError | null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EISDIR') return new BackupError(`${file} is a folder: give the backup file itself`);
  if (code === 'ENOENT') return new BackupError(`${file} does not exist`);
  if (code === 'EACCES' || code === 'EPERM') return new BackupError(`${file} cannot be read (${code})`);
  return null;
}

/**
 * Replaces the database's contents with a backup's. Refuses a database that holds members, sources
 * or articles unless forced. The whole file is read first, so a damaged one changes nothing; then,
 * in one transaction, the schema is moved to the backup's, the rows go in, and the schema is
 * brought up to this version's migrations: a restore that fails or is cut off at any point leaves
 * the database as it was.
 */
export async function restoreBackup(knex: Knex, file: string, options: { force: boolean }): Promise<BackupSummary> {
  let reading: { lines: AsyncIterator<string>; close: () => void } | null = null;
  try {
    const header = await checkedHeader(file);
    await migrateLatest(knex);
    const existing = await existingData(knex);
    if (existing && !options.force) throw new BackupError(`The database is not empty (${existing}): restore with --force to replace everything in it`);
    reading = openLines(file);
    const { lines } = reading;
    await lines.next();
    const counts: BackupSummary = { tables: 0, rows: 0 };
    await knex.transaction(async (trx) => {
      await migrateWithin(trx, header.migrations);
      const all = await tables(trx);
      const byName = new Map(all.map((t) => [t.name, t]));
      if (all.length === 0) throw new BackupError('The schema of this backup has no tables');
      await trx.raw(`truncate table ${all.map(() => '??').join(', ')} restart identity cascade`, all.map((t) => t.name));
      const restored: Table[] = [];
      let table: Table | null = null;
      let skipping = false;
      let batch: unknown[][] = [];
      let ended = false;
      for (let next = await lines.next(); !next.done; next = await lines.next()) {
        if (next.value === '') continue;
        const line = JSON.parse(next.value) as unknown;
        if (Array.isArray(line)) {
          if (skipping) continue;
          if (!table) throw new BackupError('The backup has rows before any table');
          batch.push(line);
          if (batch.length >= BATCH_ROWS) {
            await insertRows(trx, table, batch);
            counts.rows += batch.length;
            batch = [];
          }
          continue;
        }
        if (table) {
          await insertRows(trx, table, batch);
          counts.rows += batch.length;
          batch = [];
        }
        const marker = line as { table?: string; columns?: string[]; end?: boolean };
        if (marker.end) {
          ended = true;
          break;
        }
        skipping = marker.table !== undefined && SKIPPED.has(marker.table);
        if (skipping) {
          table = null;
          continue;
        }
        const target = marker.table ? byName.get(marker.table) : undefined;
        if (!target || !Array.isArray(marker.columns)) throw new BackupError(`The backup names a table this schema does not have: ${String(marker.table)}`);
        // The file's column order is what its rows follow.
        table = { name: target.name, key: target.key, columns: marker.columns.map((name) => ({ name, type: target.columns.find((c) => c.name === name)?.type ?? 'text' })) };
        restored.push(table);
        counts.tables += 1;
      }
      if (!ended) throw new BackupError('The backup ends early: the file is incomplete');
      await resetSequences(trx, restored);
      await migrateWithin(trx, KNOWN_MIGRATIONS);
    });
    return counts;
  } catch (error) {
    // Not gzip (Z_DATA_ERROR), gzip cut short (Z_BUF_ERROR, "unexpected end of file"), or JSON broken inside.
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof SyntaxError || code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') throw new BackupError('The backup file is damaged');
    throw unreadable(file, error) ?? error;
  } finally {
    reading?.close();
  }
}
