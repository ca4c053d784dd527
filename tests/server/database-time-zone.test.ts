import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/knex.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../helpers/database.js';

// On a PostgreSQL server whose default zone keeps summer time, date arithmetic in the session's
// zone made a day 23 or 25 hours long: the app's connections read time in UTC, as PGlite does.
describe.skipIf(TEST_DB !== 'postgres')('the database connections', () => {
  let scratch: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    scratch = await createTestDatabase({ empty: true });
    const url = scratch.env.DATABASE_URL!;
    const admin = knexFactory({ client: 'pg', connection: url });
    await admin.raw(`alter database "${new URL(url).pathname.slice(1)}" set timezone = 'America/New_York'`);
    await admin.destroy();
    database = await openDatabase({ databaseUrl: url, dataDir: scratch.env.DATA_DIR });
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it('read time in UTC whatever the server says, so a day from a spring-forward midnight is 24 hours', async () => {
    const zones = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.knex.raw<{ rows: { zone: string; hours: number }[] }>(
          "select zone, hours from (select current_setting('TimeZone') as zone, extract(epoch from (timestamptz '2027-03-14 00:00Z' + interval '1 day') - timestamptz '2027-03-14 00:00Z')::int / 3600 as hours, pg_sleep(0.05)) as t",
        ),
      ),
    );
    expect(zones.map((result) => result.rows[0])).toEqual(zones.map(() => ({ zone: 'UTC', hours: 24 })));
  });
});
