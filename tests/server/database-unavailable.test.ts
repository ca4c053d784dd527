import Boom from '@hapi/boom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/knex.js';
import { isDatabaseUnavailable } from '../../src/server/db/unavailable.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../helpers/database.js';

// Which errors answer 503 (the database cannot serve now) and which stay 500 (our fault), judged
// on errors the database really raises (docs/operations.md#database-outages).
let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  return work().then(
    () => null,
    (error: unknown) => error,
  );
}

describe('isDatabaseUnavailable', () => {
  // PGlite runs inside the process and never cancels a statement on a timer.
  it.skipIf(TEST_DB !== 'postgres')('counts a statement the server cancelled for its statement timeout, not a query that is wrong', async () => {
    const slow = await errorOf(() =>
      db.knex.transaction(async (trx) => {
        await trx.raw('set local statement_timeout = 50');
        await trx.raw('select pg_sleep(1)');
      }),
    );
    expect(slow).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(slow)).toBe(true);
    expect(isDatabaseUnavailable(await errorOf(() => db.knex.raw('select * from no_such_table')))).toBe(false);
    expect(isDatabaseUnavailable(await errorOf(() => db.knex.raw('select 1/0')))).toBe(false);
  });

  it('counts refused connections, a full pool and the original error a session check kept', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    const invalidCookie = Boom.unauthorized('Invalid cookie');
    invalidCookie.data = refused;
    expect(isDatabaseUnavailable(invalidCookie)).toBe(true);
    // An upstream's refusal that fetch wraps is not the database's.
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: refused }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else broke'))).toBe(false);
  });
});
