import knexFactory, { type Knex } from 'knex';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_MIGRATIONS, migrateLatest, migrateWithin, migrationStatus } from '../../../src/server/db/migrate.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../helpers/database.js';

// knex's own warning on each refused lock: the waits are checked through the logger handed in.
const QUIET = { warn: () => {}, error: () => {}, deprecate: () => {}, debug: () => {} };

function capture() {
  const lines: { msg: string; attempt?: number }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) });
  return { lines, logger };
}

// Replicas started together all migrate at once: one applies, the others wait for it and find nothing to do.
describe.skipIf(TEST_DB !== 'postgres')('migrating from several processes at once', () => {
  let database: TestDatabase;
  const clients: Knex[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    for (let i = 0; i < 3; i++) clients.push(knexFactory({ client: 'pg', connection: database.env.DATABASE_URL, pool: { min: 0, max: 2 }, log: QUIET }));
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.destroy()));
    await database.drop();
  });
  const [first, second] = [() => clients[0]!, () => clients[1]!];
  const lockRows = () => first()('knex_migrations_lock').select('is_locked');

  it('brings a fresh database up to date once, every process coming up', async () => {
    const results = await Promise.allSettled(clients.map((client) => migrateLatest(client)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    expect([...applied].sort()).toEqual([...KNOWN_MIGRATIONS].sort());
    expect((await migrationStatus(first())).pending).toEqual([]);
    expect(await lockRows()).toEqual([{ is_locked: 0 }]);
  });

  it('waits, logging each try, while another process holds the migration lock, then goes on', async () => {
    // The last migration undone, and the lock held as a process applying it without a transaction holds it.
    await first().transaction((trx) => migrateWithin(trx, KNOWN_MIGRATIONS.slice(0, -1)));
    await first()('knex_migrations_lock').update({ is_locked: 1 });
    const { lines, logger } = capture();
    const migrating = migrateLatest(second(), { logger, retryMs: 20 });
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await first()('knex_migrations_lock').update({ is_locked: 0 });
    expect(await migrating).toEqual([KNOWN_MIGRATIONS.at(-1)]);
    expect(lines[0]!.msg).toMatch(/another process is applying them/);
  });

  it('gives up after its bound with a message saying how to free a lock left behind', async () => {
    await first().transaction((trx) => migrateWithin(trx, KNOWN_MIGRATIONS.slice(0, -1)));
    await first()('knex_migrations_lock').update({ is_locked: 1 });
    await expect(migrateLatest(second(), { retryMs: 10, waitMs: 100 })).rejects.toThrow(/already locked after 0 s: .*update knex_migrations_lock set is_locked = 0/);
    await first()('knex_migrations_lock').update({ is_locked: 0 });
  });

  it('repairs a lock table that an earlier race left with two rows', async () => {
    await first()('knex_migrations_lock').insert({ is_locked: 0 });
    expect(await migrateLatest(second())).toEqual([KNOWN_MIGRATIONS.at(-1)]);
    expect(await lockRows()).toEqual([{ is_locked: 0 }]);
  });
});
