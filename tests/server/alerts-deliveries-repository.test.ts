import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesRepository, type NewDelivery } from '../../src/server/modules/alerts/deliveries-repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { TEST_DB } from '../helpers/database.js';

// Writing a fetch's deliveries: one statement for all of them, each (rule, article, channel) once.
const AT = new Date('2026-03-02T10:00:00.123Z');
let app: TestApp;
let ids: { user: number; rule: number; channel: number; articles: number[] };

beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.ctx;
  const [user] = await knex('users').insert({ username: 'deliveries', email: 'deliveries@example.com', role: 'user' }).returning('id');
  const userId = (user as { id: number }).id;
  const [channel] = await knex('alert_channels').insert({ user_id: userId, type: 'webhook', name: 'Hook', settings: JSON.stringify({ url: 'https://hooks.example.com/a' }), secrets_sealed: null }).returning('id');
  const [rule] = await knex('alert_rules').insert({ user_id: userId, name: 'BTC', tickers: ['BTC'], channels: JSON.stringify([(channel as { id: number }).id, 'inapp', 'email']) }).returning('id');
  const articles = [await insertArticle(knex, { title: 'BTC one' }), await insertArticle(knex, { title: 'BTC two' })];
  ids = { user: userId, rule: (rule as { id: number }).id, channel: (channel as { id: number }).id, articles };
});
afterAll(async () => {
  await app.stop();
});

function delivery(article: number, channel: number | 'inapp' | 'email', n: number, at = AT): NewDelivery {
  return {
    delivery_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    user_id: ids.user,
    rule_id: ids.rule,
    article_id: article,
    channel: String(channel),
    channel_id: typeof channel === 'number' ? channel : null,
    status: n % 2 === 0 ? 'pending' : 'held',
    next_attempt_at: at,
  };
}

describe('writing deliveries', () => {
  it('writes every new row as given, leaves out those already there, and counts what it wrote', async () => {
    const deliveries = createDeliveriesRepository(app.ctx.knex);
    const [first, second] = ids.articles as [number, number];
    expect(await deliveries.insert([])).toBe(0);
    expect(await deliveries.insert([delivery(first, ids.channel, 1), delivery(first, 'inapp', 2)])).toBe(2);
    const later = new Date(AT.getTime() + 60_000);
    // The first is there already (same rule, article and channel, another delivery id).
    expect(await deliveries.insert([delivery(first, ids.channel, 3), delivery(first, 'email', 4, later), delivery(second, ids.channel, 5)])).toBe(2);

    const rows = await app.ctx.knex('alert_deliveries').orderBy('id').select('delivery_id', 'article_id', 'channel', 'channel_id', 'status', 'next_attempt_at', 'attempts');
    expect(rows.map((row) => ({ ...row, next_attempt_at: new Date(row.next_attempt_at).toISOString() }))).toEqual([
      { ...pick(delivery(first, ids.channel, 1)), attempts: 0 },
      { ...pick(delivery(first, 'inapp', 2)), attempts: 0 },
      { ...pick(delivery(first, 'email', 4, later)), attempts: 0 },
      { ...pick(delivery(second, ids.channel, 5)), attempts: 0 },
    ]);
  });

  // alert_deliveries has no key on its member (migration 0290): the rules' and channels' keys delete them.
  it('are deleted with their member, through the member’s rules and channels', async () => {
    const { knex } = app.ctx;
    expect(Number((await knex('alert_deliveries').where({ user_id: ids.user }).count<{ n: string }[]>('* as n'))[0]!.n)).toBe(4);
    await knex('users').where({ id: ids.user }).delete();
    expect(Number((await knex('alert_deliveries').count<{ n: string }[]>('* as n'))[0]!.n)).toBe(0);
  });
});

// Migration 0310 took alert_deliveries' foreign keys off (checked row by row, they were a third of
// the time of writing a fetch's rows): the repository locks what the rows name once per statement,
// and delete triggers do what the keys' cascades did.
describe('without foreign keys', () => {
  let member: { user: number; rule: number; channel: number; article: number };

  async function fixture(name: string) {
    const { knex } = app.ctx;
    const [user] = await knex('users').insert({ username: name, email: `${name}@example.com`, role: 'user' }).returning('id');
    const userId = (user as { id: number }).id;
    const [channel] = await knex('alert_channels').insert({ user_id: userId, type: 'webhook', name: 'Hook', settings: JSON.stringify({ url: 'https://hooks.example.com/b' }), secrets_sealed: null }).returning('id');
    const [rule] = await knex('alert_rules').insert({ user_id: userId, name: 'ETH', tickers: ['ETH'], channels: JSON.stringify([(channel as { id: number }).id, 'inapp']) }).returning('id');
    return { user: userId, rule: (rule as { id: number }).id, channel: (channel as { id: number }).id, article: await insertArticle(knex, { title: `ETH ${name}` }) };
  }

  function row(n: number, over: Partial<NewDelivery> = {}): NewDelivery {
    return {
      delivery_id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
      user_id: member.user,
      rule_id: member.rule,
      article_id: member.article,
      channel: String(member.channel),
      channel_id: member.channel,
      status: 'pending',
      next_attempt_at: AT,
      ...over,
    };
  }

  const countOf = async (where: Record<string, number>) => Number((await app.ctx.knex('alert_deliveries').where(where).count<{ n: string }[]>('* as n'))[0]!.n);

  beforeAll(async () => {
    member = await fixture('nokeys');
  });

  it('writes no row whose rule, article or channel is gone, and no error for it', async () => {
    const deliveries = createDeliveriesRepository(app.ctx.knex);
    const gone = await insertArticle(app.ctx.knex, { title: 'ETH gone' });
    await app.ctx.knex('articles').where({ id: gone }).delete();
    const written = await deliveries.insert([
      row(1, { channel: 'inapp', channel_id: null }),
      row(2, { article_id: gone }),
      row(3, { rule_id: member.rule + 100_000 }),
      row(4, { channel: String(member.channel + 100_000), channel_id: member.channel + 100_000 }),
      row(5),
    ]);
    expect(written).toBe(2);
    expect((await app.ctx.knex('alert_deliveries').where({ user_id: member.user }).orderBy('delivery_id').pluck('delivery_id')).map((id: string) => id.slice(-1))).toEqual(['1', '5']);
  });

  it('deletes the deliveries of a deleted article, channel or rule', async () => {
    const deliveries = createDeliveriesRepository(app.ctx.knex);
    const other = await insertArticle(app.ctx.knex, { title: 'ETH other' });
    await deliveries.insert([row(11, { article_id: other }), row(12, { article_id: other, channel: 'inapp', channel_id: null })]);
    expect(await countOf({ rule_id: member.rule })).toBe(4);
    await app.ctx.knex('articles').where({ id: other }).delete();
    expect(await countOf({ article_id: other })).toBe(0);
    expect(await countOf({ rule_id: member.rule })).toBe(2);
    await app.ctx.knex('alert_channels').where({ id: member.channel }).delete();
    expect(await countOf({ rule_id: member.rule })).toBe(1);
    await app.ctx.knex('alert_rules').where({ id: member.rule }).delete();
    expect(await countOf({ user_id: member.user })).toBe(0);
  });

  // Two connections: PGlite has one.
  it.skipIf(TEST_DB !== 'postgres')('makes a rule deleted while its deliveries are written wait, then take them along', async () => {
    member = await fixture('racing');
    const other = knexFactory({ client: 'pg', connection: app.ctx.config.DATABASE_URL, pool: { min: 0, max: 1 } });
    try {
      let deleted = false;
      let deleting: Promise<void> = Promise.resolve();
      await app.ctx.knex.transaction(async (trx) => {
        expect(await createDeliveriesRepository(trx).insert([row(21)])).toBe(1);
        deleting = other('alert_rules').where({ id: member.rule }).delete().then(() => {
          deleted = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The delete waits on the lock the insert took, as it would on a key check's.
        expect(deleted).toBe(false);
      });
      await deleting;
      expect(await countOf({ user_id: member.user })).toBe(0);
    } finally {
      await other.destroy();
    }
  });

  it('claims a row by its lease alone: it stays pending, is not claimed again while the lease runs, and the log shows it sending', async () => {
    member = await fixture('claiming');
    const deliveries = createDeliveriesRepository(app.ctx.knex);
    await deliveries.insert([row(31)]);
    const claimed = await deliveries.claimDue(10, 60);
    const mine = claimed.filter((c) => c.user_id === member.user);
    expect(mine).toEqual([{ id: expect.anything(), delivery_id: row(31).delivery_id, user_id: member.user, rule_id: member.rule, article_id: member.article, channel: String(member.channel), channel_id: member.channel, attempts: 1, failures: 0, stale: false }]);
    expect(await app.ctx.knex('alert_deliveries').where({ id: mine[0]!.id }).first('status')).toEqual({ status: 'pending' });
    expect((await deliveries.claimDue(10, 60)).filter((c) => c.user_id === member.user)).toEqual([]);
    expect((await deliveries.ofChannel(member.channel, 10)).map((d) => d.status)).toEqual(['sending']);
    await deliveries.sent([mine[0]!.id]);
    expect((await deliveries.ofChannel(member.channel, 10)).map((d) => d.status)).toEqual(['sent']);
  });
});

function pick(row: NewDelivery) {
  return { delivery_id: row.delivery_id, article_id: row.article_id, channel: row.channel, channel_id: row.channel_id, status: row.status, next_attempt_at: row.next_attempt_at.toISOString() };
}
