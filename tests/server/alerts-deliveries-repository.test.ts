import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesRepository, type NewDelivery } from '../../src/server/modules/alerts/deliveries-repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

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

function pick(row: NewDelivery) {
  return { delivery_id: row.delivery_id, article_id: row.article_id, channel: row.channel, channel_id: row.channel_id, status: row.status, next_attempt_at: row.next_attempt_at.toISOString() };
}
