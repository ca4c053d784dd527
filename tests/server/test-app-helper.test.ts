import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { defineEnricher } from '../../src/plugins/sdk/index.js';
import { startTestApp } from '../helpers/app.js';
import { ADMIN_URL, TEST_DB } from '../helpers/database.js';

// The suite's own helper: a test that expects a start to fail (a bad setting) must not leave its
// scratch database on the PostgreSQL server, where every run of the suite would add one more.
const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
afterAll(async () => {
  await admin.destroy();
});

async function ourDatabases(): Promise<number> {
  const { rows } = await admin.raw<{ rows: { n: number }[] }>('select count(*)::int as n from pg_database where datname like ?', [`alphawire_test_${process.pid}_%`]);
  return rows[0]!.n;
}

describe.skipIf(TEST_DB !== 'postgres')('startTestApp', () => {
  it('drops the database of a start that fails, before or after the database is opened', async () => {
    const before = await ourDatabases();
    await expect(startTestApp({ env: { PORT: 'not-a-port' } })).rejects.toThrow(/PORT/);
    await expect(startTestApp({ env: { ENRICHER: 'nope' } })).rejects.toThrow(/ENRICHER: no enricher plugin named 'nope'/);
    // An enricher that cannot start fails once the database is open.
    const broken = defineEnricher({ id: 'local', displayName: 'broken', create: () => { throw new Error('nope, cannot start'); } });
    await expect(startTestApp({ plugins: [broken] })).rejects.toThrow(/nope/);
    expect(await ourDatabases()).toBe(before);
  });
});
