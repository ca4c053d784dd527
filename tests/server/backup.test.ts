import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup, writeBackup } from '../../src/server/db/backup.js';
import { BackupError } from '../../src/server/db/backup-error.js';
import { KNOWN_MIGRATIONS, migrateLatest, migrateWithin, migrationStatus } from '../../src/server/db/migrate.js';
import { signedInAs, TEST_PASSWORD } from '../helpers/accounts.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// A backup made on one database restores on another with everything a member sees: their account
// and password, preferences, sealed X credentials, the sources and the articles.
let source: TestApp;
let target: TestApp;
let dir: string;
let file: string;

const PREFERENCES = { news_categories: ['crypto', 'defi'], keywords: ['uniswap', 'étoile'], daily_digest: true, digest_hour: 7, time_zone: 'Europe/Berlin' };

const dump = async (app: TestApp, table: string, order: string) => app.ctx.knex(table).orderBy(order).select();

/** A backup of the source holding an alert rule, so that its rows name the alerts' tables. */
async function backupWithAlerts(): Promise<string> {
  const [owner] = await source.ctx.knex('users').select('id').limit(1);
  await source.ctx.knex('alert_rules').insert({ user_id: owner.id, name: 'In the backup', tickers: ['ETH'], channels: JSON.stringify(['inapp']) });
  const path = join(dir, 'with-alerts.gz');
  await writeBackup(source.ctx.knex, path);
  return path;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'alphawire-backup-'));
  file = join(dir, 'backup.jsonl.gz');
  source = await startTestApp();
  target = await startTestApp();
  const member = await signedInAs(source, 'saver');
  expect((await member.put('/api/user/preferences', PREFERENCES)).statusCode).toBe(200);
  expect((await member.put('/api/user/x-credentials', { x_client_id: 'client-of-saver', x_client_secret: 'secret-of-saver-1234' })).statusCode).toBe(200);
  const [sourceRow] = await source.ctx.knex('sources').insert({ name: 'Backup Wire', url: 'https://wire.example/feed', type: 'rss', plugin: 'rss', categories: ['markets'] }).returning('id');
  const first = await insertArticle(source.ctx.knex, { title: 'Yields rise', categories: ['economy'], tickers: ['TLT'], full_content: '<p>Whole story</p>' }, 'A summary.');
  // Scored, with assets: its mentions' hourly and daily sums are kept by triggers, as the row counts are.
  await insertArticle(source.ctx.knex, { title: 'Bitcoin steady', tickers: ['BTC', 'ETH'], sentiment: 'bullish', ai_score: 40 });
  // A foreign key, and a JSON column holding lists.
  await source.ctx.knex('articles').where({ id: first }).update({ source_id: sourceRow.id, score_reasons: JSON.stringify({ sentiment: ['steady', 'calm'] }) });
});
afterAll(async () => {
  await source.stop();
  await target.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('db backup and restore', () => {
  it('round-trips members, preferences, sealed X credentials, sources and articles', async () => {
    const written = await writeBackup(source.ctx.knex, file);
    expect(written.rows).toBeGreaterThan(4);
    expect(existsSync(`${file}.partial`)).toBe(false);

    const restored = await restoreBackup(target.ctx.knex, file, { force: false });
    expect(restored).toEqual(written);

    for (const [table, order] of [['users', 'id'], ['preferences', 'user_id'], ['sources', 'id'], ['articles', 'id'], ['summaries', 'id'], ['x_credentials', 'user_id']] as const) {
      expect(await dump(target, table, order)).toEqual(await dump(source, table, order));
    }
    const sealed = await target.ctx.knex('x_credentials').first('client_secret_enc');
    expect(target.ctx.secretBox.open(sealed.client_secret_enc)).toBe('secret-of-saver-1234');

    // The member signs in on the restored database with the same password and finds their settings.
    const agent = createAgent(target.server);
    expect((await agent.post('/api/auth/login', { loginId: 'saver', password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await agent.get('/api/user/preferences')).body).toMatchObject(PREFERENCES);
    // New rows get fresh ids after the restored ones.
    const next = await insertArticle(target.ctx.knex, { title: 'After the restore' });
    expect(next).toBeGreaterThan(Math.max(...(await dump(source, 'articles', 'id')).map((a) => a.id as number)));
    // The admin's counts and the asset pages' sums come from triggers, rebuilt as the rows went in.
    expect((await target.ctx.knex('row_count_deltas').where({ table_name: 'articles' }).sum<{ n: number }[]>('delta as n'))[0]!.n).toBe(3);
    for (const [table, order] of [['asset_hourly', 'symbol'], ['asset_daily', 'symbol'], ['asset_pairs_hourly', 'symbol']] as const) {
      expect(await dump(target, table, order)).toEqual(await dump(source, table, order));
    }
  });

  it('refuses a database that holds data unless forced, and then replaces it whole', async () => {
    await target.ctx.knex('articles').where({ title: 'After the restore' }).update({ title: 'Changed' });
    await expect(restoreBackup(target.ctx.knex, file, { force: false })).rejects.toThrow(/^The database is not empty \(1 member, 1 source, 3 articles\): restore with --force/);
    expect(await target.ctx.knex('articles').where({ title: 'Changed' }).first('title')).toEqual({ title: 'Changed' });

    await restoreBackup(target.ctx.knex, file, { force: true });
    expect((await dump(target, 'articles', 'id')).map((a) => a.title)).toEqual(['Yields rise', 'Bitcoin steady']);
  });

  it('restores a backup made before the latest migration, then brings the schema up to date', async () => {
    // A backup made at the schema before the newest migration, by this same code rolled back one step.
    const older = join(dir, 'older.gz');
    await target.ctx.knex.transaction((trx) => migrateWithin(trx, KNOWN_MIGRATIONS.slice(0, -1)));
    await writeBackup(target.ctx.knex, older);
    await migrateLatest(target.ctx.knex);
    expect((JSON.parse(gunzipSync(readFileSync(older)).toString('utf8').split('\n')[0]!) as { migrations: string[] }).migrations).toEqual(KNOWN_MIGRATIONS.slice(0, -1));

    await restoreBackup(target.ctx.knex, older, { force: true });
    const { pending } = await migrationStatus(target.ctx.knex);
    expect(pending).toEqual([]);
    expect((await dump(target, 'articles', 'id')).map((a) => a.title)).toEqual(['Yields rise', 'Bitcoin steady']);
  });

  it('passes over the asset sums a backup made before they were left out holds, and rebuilds them from the mentions', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const sums = [JSON.stringify({ table: 'asset_hourly', columns: ['symbol', 'hour', 'sentiment', 'mentions', 'weight'] }), JSON.stringify(['BTC', '2026-11-20T10:00:00.000Z', 'bullish', 99, 99])];
    const older = join(dir, 'with-sums.gz');
    writeFileSync(older, gzipSync(`${[...lines.slice(0, -1), ...sums, lines.at(-1)].join('\n')}\n`));
    await restoreBackup(target.ctx.knex, older, { force: true });
    expect(await dump(target, 'asset_hourly', 'symbol')).toEqual(await dump(source, 'asset_hourly', 'symbol'));
  });

  it('says where it cannot write a backup, leaving nothing behind', async () => {
    const missing = join(dir, 'no-such-folder', 'backup.gz');
    await expect(writeBackup(source.ctx.knex, missing)).rejects.toThrow(new BackupError(`Cannot write the backup to ${missing}: its folder does not exist or cannot be written (ENOENT)`));
    const aFile = join(dir, 'a-file');
    writeFileSync(aFile, 'not a folder');
    const underFile = join(aFile, 'backup.gz');
    await expect(writeBackup(source.ctx.knex, underFile)).rejects.toThrow(new BackupError(`Cannot write the backup to ${underFile}: its folder does not exist or cannot be written (ENOTDIR)`));
  });

  it('leaves the database as it was when the file is damaged, incomplete or not a backup', async () => {
    const before = await dump(target, 'articles', 'id');
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const cases: [string, Buffer, RegExp][] = [
      ['not gzip', Buffer.from('hello'), /damaged/],
      ['not a backup', gzipSync('{"hello":1}\n'), /not an AlphaWire backup/],
      ['cut short', gzipSync(`${lines.slice(0, -3).join('\n')}\n`), /ends early/],
      // The gzip stream itself cut short (a copy stopped half way): zlib's "unexpected end of file".
      ['a truncated file', readFileSync(file).subarray(0, Math.floor(readFileSync(file).length / 2)), /The backup file is damaged/],
      ['a broken row', gzipSync(`${lines.slice(0, -2).join('\n')}\n[1, "unterminated\n${lines.at(-1)}\n`), /damaged/],
      ['from a newer version', gzipSync(`${JSON.stringify({ ...JSON.parse(lines[0]!), migrations: [...JSON.parse(lines[0]!).migrations, '20991231_9999_future'] })}\n${lines.slice(1).join('\n')}\n`), /newer AlphaWire/],
      // Restoring it rolled every migration back (every table dropped) before it failed.
      ['of a database never set up', gzipSync(`${JSON.stringify({ ...JSON.parse(lines[0]!), migrations: [] })}\n{"end":true}\n`), /no AlphaWire schema: it holds nothing to restore/],
      // Restoring it moved the schema back a step before reading the rows, and left it there.
      ['an older one cut short', gzipSync(`${JSON.stringify({ ...JSON.parse(lines[0]!), migrations: KNOWN_MIGRATIONS.slice(0, -1) })}\n${lines.slice(1, -3).join('\n')}\n`), /ends early/],
      ['one going on after its end', gzipSync(`${lines.join('\n')}\n[1]\n`), /goes on after its end/],
    ];
    for (const [name, bytes, message] of cases) {
      const bad = join(dir, `${name}.gz`);
      writeFileSync(bad, bytes);
      await expect(restoreBackup(target.ctx.knex, bad, { force: true }), name).rejects.toThrow(BackupError);
      await expect(restoreBackup(target.ctx.knex, bad, { force: true }), name).rejects.toThrow(message);
      expect(await dump(target, 'articles', 'id'), name).toEqual(before);
      expect((await migrationStatus(target.ctx.knex)).pending, name).toEqual([]);
    }
  });

  it('leaves every table as it was when the rows fail after the schema went back to an older backup’s', async () => {
    const [owner] = await target.ctx.knex('users').select('id').limit(1);
    await target.ctx.knex('alert_rules').insert({ user_id: owner.id, name: 'Kept through a failed restore', tickers: ['BTC'], channels: JSON.stringify(['inapp']) });
    const kept = await dump(target, 'alert_rules', 'id');
    // A header naming the schema before alerts existed, over rows that hold the alerts' tables: the
    // schema goes back past them, then the rows name a table it does not have.
    const lines = gunzipSync(readFileSync(await backupWithAlerts())).toString('utf8').trimEnd().split('\n');
    const beforeAlerts = KNOWN_MIGRATIONS.slice(0, KNOWN_MIGRATIONS.indexOf('20261128_0260_create_alerts'));
    const mismatched = join(dir, 'mismatched.gz');
    writeFileSync(mismatched, gzipSync(`${JSON.stringify({ ...JSON.parse(lines[0]!), migrations: beforeAlerts })}\n${lines.slice(1).join('\n')}\n`));

    await expect(restoreBackup(target.ctx.knex, mismatched, { force: true })).rejects.toThrow(/names a table this schema does not have: alert_/);
    expect(await dump(target, 'alert_rules', 'id')).toEqual(kept);
    expect((await migrationStatus(target.ctx.knex)).pending).toEqual([]);
  });

  it('says a folder or a missing file is not a backup, and nothing is left waiting for an error no one hears', async () => {
    await expect(restoreBackup(target.ctx.knex, dir, { force: true })).rejects.toThrow(new BackupError(`${dir} is a folder: give the backup file itself`));
    await expect(restoreBackup(target.ctx.knex, join(dir, 'none.gz'), { force: true })).rejects.toThrow(new BackupError(`${join(dir, 'none.gz')} does not exist`));
    expect((await dump(target, 'articles', 'id')).length).toBeGreaterThan(0);
  });

  it('refuses to back up a database that was never set up, which would restore as an empty schema', async () => {
    await target.ctx.knex.transaction((trx) => migrateWithin(trx, []));
    try {
      await expect(writeBackup(target.ctx.knex, join(dir, 'empty.gz'))).rejects.toThrow(/no AlphaWire schema yet, so there is nothing to back up/);
      expect(existsSync(join(dir, 'empty.gz'))).toBe(false);
    } finally {
      await migrateLatest(target.ctx.knex);
    }
  });
});
