import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database each test database starts as a copy of (a PGlite data dir or a PostgreSQL database name). */
    templateDatabase: string;
  }
}

/**
 * Which database the suite runs on: TEST_DB=postgres uses the server at TEST_DATABASE_URL (a
 * scratch database per test file), anything else embedded PGlite in a temporary data dir.
 */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  /** Environment for loadConfig: DATABASE_URL and DATA_DIR. */
  env: { DATABASE_URL?: string; DATA_DIR: string };
  drop(): Promise<void>;
}

/**
 * Makes a database for one test file: migrated (a copy of the template the global setup migrated,
 * tests/helpers/template-database.ts) or, for tests of migrating itself, empty.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-test-'));
  const template = empty ? null : inject('templateDatabase');
  if (TEST_DB === 'pglite') {
    if (template) cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `alphawire_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
