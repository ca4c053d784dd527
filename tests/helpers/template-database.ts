import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/knex.js';
import { migrateLatest } from '../../src/server/db/migrate.js';
import { ADMIN_URL, TEST_DB } from './database.js';

/**
 * Vitest's global setup: migrates one database before any test file runs, and each file's database
 * is copied from it. Creating and migrating an embedded database costs about 5 s (PGlite's initdb);
 * copying a migrated one about 0.2 s.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (TEST_DB === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-template-'));
    const db = await openDatabase({ dataDir });
    await migrateLatest(db.knex);
    await db.close();
    project.provide('templateDatabase', dataDir);
    return async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const name = `alphawire_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const template = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 1 } });
  await migrateLatest(template);
  await template.destroy();
  project.provide('templateDatabase', name);
  return async () => {
    await admin.raw(`drop database if exists ${name} with (force)`);
    await admin.destroy();
  };
}
