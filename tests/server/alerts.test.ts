import { createHmac } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertRule, ChannelList, CreatedChannel, DeliveryList, NotificationPage, TestResults } from '../../src/contracts/alerts.js';
import { localEnricher } from '../../src/plugins/enrichers/local/index.js';
import { type Receiver, startReceiver } from '../../src/plugins/notifiers/__fixtures__/receiver.js';
import { telegramNotifier } from '../../src/plugins/notifiers/telegram/index.js';
import { webhookNotifier } from '../../src/plugins/notifiers/webhook/index.js';
import { signedInAs, TEST_PASSWORD } from '../helpers/accounts.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DB } from '../helpers/database.js';
import { insertArticle } from '../helpers/articles.js';
import { startFakeSmtp } from '../helpers/fake-smtp.js';
import { type LiveStream, openLiveStream } from '../helpers/live-stream.js';
import { counted } from '../helpers/metrics.js';

// Alerts end to end over real HTTP to a loopback receiver (docs/alerts.md): rules and channels with
// their bad inputs, matching (tickers with per-asset sentiment, keywords, topics, importance,
// mutes), one delivery per rule, article and channel, retries, pausing, the hourly allowance, the
// in-app inbox and its live event. The clock is fixed beside the articles' dates.
const NOW = new Date(Date.UTC(2026, 10, 20, 12, 30));
let app: TestApp;
let member: Agent;
let other: Agent;
let receiver: Receiver;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let minute = 0;

beforeAll(async () => {
  receiver = await startReceiver();
  smtp = await startFakeSmtp();
  app = await startTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true', PUBLIC_URL: 'https://news.example.com', ENRICH_THREAD: 'false', SMTP_URL: smtp.url, MAIL_FROM: 'alerts@news.example.com', TELEGRAM_API_BASE_URL: `${receiver.url}/telegram` }, plugins: [localEnricher, webhookNotifier, telegramNotifier], clock: () => NOW, listen: true });
  member = await signedInAs(app, 'alerted');
  other = await signedInAs(app, 'bystander');
});
afterAll(async () => {
  await app?.stop();
  await receiver?.stop();
  await smtp?.stop();
});
beforeEach(() => {
  receiver.answer = { status: 200, body: 'ok' };
});

/** A scored article, published minutes before NOW, queued for matching as enrichment queues it. */
async function scored(fields: Parameters<typeof insertArticle>[1], summary?: string): Promise<number> {
  minute += 1;
  const id = await insertArticle(app.ctx.knex, { published_at: new Date(NOW.getTime() - 60 * 60_000 + minute * 1000), ...fields }, summary);
  await app.ctx.knex('alert_queue').insert({ article_id: id });
  return id;
}

async function webhook(agent: Agent, name = 'Hook'): Promise<CreatedChannel> {
  const res = await agent.post<CreatedChannel>('/api/user/channels', { type: 'webhook', name, settings: { url: `${receiver.url}/hook` } });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function rule(agent: Agent, body: Record<string, unknown>): Promise<AlertRule> {
  const res = await agent.post<AlertRule>('/api/user/alerts', { name: 'Rule', ...body });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const delivered = () => receiver.requests.filter((r) => r.headers['x-alphawire-event'] === 'alert');
const deliveredTitles = () => delivered().map((r) => (JSON.parse(r.body.toString()) as { article: { title: string } }).article.title);

async function clear(): Promise<void> {
  await app.ctx.knex('alert_rules').delete();
  await app.ctx.knex('alert_channels').delete();
  await app.ctx.knex('notifications').delete();
  receiver.requests.length = 0;
}

describe('alert rules', () => {
  beforeAll(clear);

  it('are made, listed, replaced and deleted by their member only', async () => {
    const made = await rule(member, { name: ' BTC bears ', tickers: ['$btc', 'BTC', 'XBT'], minImportance: 60, sentiment: 'bearish', channels: ['inapp'] });
    expect(made).toMatchObject({ name: 'BTC bears', tickers: ['BTC'], keywords: [], topics: [], minImportance: 60, sentiment: 'bearish', channels: ['inapp'], enabled: true, sentLastHour: 0, heldLastHour: 0 });
    expect((await member.get<{ items: AlertRule[] }>('/api/user/alerts')).body.items.map((r) => r.id)).toEqual([made.id]);
    expect((await other.get<{ items: AlertRule[] }>('/api/user/alerts')).body.items).toEqual([]);
    const replaced = await member.put<AlertRule>(`/api/user/alerts/${made.id}`, { name: 'Regulation', topics: ['regulation'], channels: ['inapp'], enabled: false });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body).toMatchObject({ id: made.id, tickers: [], topics: ['regulation'], sentiment: null, minImportance: 0, enabled: false });
    expect((await other.put(`/api/user/alerts/${made.id}`, { name: 'Mine', topics: ['crypto'], channels: ['inapp'] })).statusCode).toBe(404);
    expect((await other.delete(`/api/user/alerts/${made.id}`)).statusCode).toBe(404);
    expect((await member.delete(`/api/user/alerts/${made.id}`)).statusCode).toBe(204);
    expect((await member.delete(`/api/user/alerts/${made.id}`)).body).toMatchObject({ statusCode: 404, message: 'Alert rule not found' });
    expect((await createAgent(app.server).get('/api/user/alerts')).statusCode).toBe(401);
  });

  it('refuses bad rules with a message naming what is wrong, storing nothing', async () => {
    const { channel } = await webhook(other, 'Not yours');
    const cases: [unknown, string][] = [
      [{ name: 'x', channels: ['inapp'] }, 'A rule needs at least one ticker, keyword or topic'],
      [{ name: '', tickers: ['BTC'], channels: ['inapp'] }, 'Name must be 1 to 80 characters'],
      [{ name: 'x', tickers: ['not a symbol'], channels: ['inapp'] }, 'tickers: "NOT A SYMBOL" is not a symbol such as BTC or $ETH'],
      [{ name: 'x', topics: ['weather'], channels: ['inapp'] }, 'topics must be among'],
      [{ name: 'x', tickers: ['BTC'], minImportance: 101, channels: ['inapp'] }, 'minImportance must be a whole number from 0 to 100'],
      [{ name: 'x', tickers: ['BTC'], sentiment: 'up', channels: ['inapp'] }, 'sentiment must be bullish, bearish, neutral or null'],
      [{ name: 'x', tickers: ['BTC'], channels: [] }, 'A rule needs at least one channel'],
      [{ name: 'x', tickers: ['BTC'], channels: ['sms'] }, 'channels must be a list of channel ids, "inapp" or "email"'],
      // Out of the id column's range: the documented message, not zod's "Too big: expected number to be <=2147483647".
      [{ name: 'x', tickers: ['BTC'], channels: [2147483648] }, 'channels must be a list of channel ids, "inapp" or "email"'],
      [{ name: 'x', tickers: ['BTC'], channels: [0] }, 'channels must be a list of channel ids, "inapp" or "email"'],
      [{ name: 'x', tickers: ['BTC'], channels: [1.5] }, 'channels must be a list of channel ids, "inapp" or "email"'],
      [{ name: 'x', tickers: ['BTC'], channels: [channel.id] }, 'channels: no such channel of yours'],
      [{ name: 'x', tickers: ['BTC'], channels: ['inapp'], webhook: true }, 'Unknown field: webhook'],
      [{ name: 'x', keywords: ['a'.repeat(61)], channels: ['inapp'] }, 'keywords: each at most 60 characters'],
      // Sent on in Telegram, Slack, ntfy and e-mail: a bell, a terminal colour, a line break or a bidi override would show there.
      [{ name: 'ctl\u0007\u001b[31mred\n\nline', tickers: ['BTC'], channels: ['inapp'] }, 'Name may not hold control characters'],
      [{ name: '\u202eevil', tickers: ['BTC'], channels: ['inapp'] }, 'Name may not hold control characters'],
      [{ name: 'a\u2066b', tickers: ['BTC'], channels: ['inapp'] }, 'Name may not hold control characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await member.post<{ statusCode: number; message: string }>('/api/user/alerts', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await member.post('/api/user/alerts/abc/test')).statusCode).toBe(400);
    expect((await member.get<{ items: AlertRule[] }>('/api/user/alerts')).body.items).toEqual([]);
  });

  it('counts a rule’s 50 tickers as stored, after aliases fold', async () => {
    const spelled = ['BTC', 'XBT', ...Array.from({ length: 49 }, (_, i) => `T${i}`)];
    const made = await rule(member, { name: 'Many', tickers: spelled, channels: ['inapp'] });
    expect(made.tickers).toHaveLength(50);
    const tooMany = await member.post<{ message: string }>('/api/user/alerts', { name: 'Too many', tickers: [...spelled, 'T49'], channels: ['inapp'] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('tickers: at most 50');
    await member.delete(`/api/user/alerts/${made.id}`);
  });

  it('stops at 50 per member', async () => {
    for (let i = 0; i < 50; i++) await rule(member, { name: `r${i}`, tickers: ['BTC'], channels: ['inapp'] });
    const res = await member.post<{ message: string }>('/api/user/alerts', { name: 'one more', tickers: ['BTC'], channels: ['inapp'] });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('You have 50 alert rules already: delete one first');
    await app.ctx.knex('alert_rules').delete();
  });
});

describe('channels', () => {
  beforeAll(clear);

  it('show a webhook secret once, never list it, and sign each request with it', async () => {
    const created = await webhook(member);
    expect(created.secret).toMatch(/^whsec_[\w-]{20,}$/);
    expect(created.channel).toMatchObject({ type: 'webhook', name: 'Hook', settings: { url: `${receiver.url}/hook` }, secretsSet: ['secret'], status: 'active' });
    const list = await member.get<ChannelList>('/api/user/channels');
    expect(JSON.stringify(list.body)).not.toContain(created.secret!);
    expect(list.body.types.map((t) => t.type)).toContain('webhook');
    expect(list.body.emailAvailable).toBe(true);
    const stored = await app.ctx.knex('alert_channels').where({ id: created.channel.id }).first<{ secrets_sealed: string; settings: unknown }>();
    expect(stored.secrets_sealed).not.toContain(created.secret!);

    const test = await member.post<TestResults>(`/api/user/channels/${created.channel.id}/test`);
    expect(test.body.results).toEqual([{ channel: created.channel.id, name: 'Hook', ok: true, error: null }]);
    const request = receiver.requests.at(-1)!;
    expect(request.headers['x-alphawire-event']).toBe('test');
    expect(request.headers['x-alphawire-signature']).toBe(`sha256=${createHmac('sha256', created.secret!).update(request.body).digest('hex')}`);
    expect(request.headers['x-alphawire-delivery']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('send Telegram messages to the operator’s TELEGRAM_API_BASE_URL, never to one a member names', async () => {
    receiver.answer = { status: 200, body: { ok: true, result: { message_id: 1 } } };
    const made = await member.post<CreatedChannel>('/api/user/channels', { type: 'telegram', name: 'Phone', settings: { botToken: '123456:ABC-def_ghi-0123456789abcdef', chatId: '42' } });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ secret: null, channel: { settings: { chatId: '42' }, secretsSet: ['botToken'] } });
    expect((await member.post<TestResults>(`/api/user/channels/${made.body.channel.id}/test`)).body.results[0]).toMatchObject({ ok: true });
    expect(receiver.requests.at(-1)).toMatchObject({ method: 'POST', path: '/telegram/bot123456:ABC-def_ghi-0123456789abcdef/sendMessage' });
    const elsewhere = await member.post<{ message: string }>('/api/user/channels', { type: 'telegram', name: 'x', settings: { botToken: '123456:ABC-def_ghi-0123456789abcdef', chatId: '42', apiBaseUrl: 'https://evil.example' } });
    expect(elsewhere.body.message).toBe('Unknown setting: apiBaseUrl');
  });

  // The sample article has no page: /news/0 would be a "not found" the member reaches from the test.
  it('link a Test’s sample to the alert settings, keeping the webhook’s article shape', async () => {
    receiver.answer = { status: 200, body: { ok: true, result: { message_id: 1 } } };
    const phone = await member.post<CreatedChannel>('/api/user/channels', { type: 'telegram', name: 'Sample', settings: { botToken: '123456:ABC-def_ghi-0123456789abcdef', chatId: '42' } });
    expect((await member.post<TestResults>(`/api/user/channels/${phone.body.channel.id}/test`)).body.results[0]).toMatchObject({ ok: true });
    const sent = receiver.requests.at(-1)!.body.toString();
    expect(sent).toContain('https://news.example.com/settings?section=alerts');
    expect(sent).not.toContain('/news/0');
    const hook = await webhook(member, 'Sample hook');
    await member.post<TestResults>(`/api/user/channels/${hook.channel.id}/test`);
    expect(JSON.parse(receiver.requests.at(-1)!.body.toString())).toMatchObject({ event: 'test', article: { id: 0, url: null } });
  });

  it('never follow a redirect off the channel’s own host', async () => {
    const { channel } = await webhook(member, 'Redirected');
    receiver.answer = { status: 307, headers: { location: 'http://127.0.0.2:9/elsewhere' }, body: '' };
    const [result] = (await member.post<TestResults>(`/api/user/channels/${channel.id}/test`)).body.results;
    expect(result).toMatchObject({ ok: false, error: 'Refused a redirect to 127.0.0.2: this request may only reach 127.0.0.1' });
  });

  // A webhook's path is its credential (Slack, Discord), and so may be the path it redirects to.
  it('name only the origin a channel redirects to, never the path that may be its secret', async () => {
    const { channel } = await webhook(member, 'Moved');
    receiver.answer = { status: 301, headers: { location: `${receiver.url}/slack/T/B/LEAKEDSECRET1` }, body: '' };
    const [result] = (await member.post<TestResults>(`/api/user/channels/${channel.id}/test`)).body.results;
    expect(result).toMatchObject({ ok: false, error: `The address redirects (301) to ${new URL(receiver.url).origin}, where a POST would arrive as a GET without its content: use the address it redirects to instead` });
  });

  it('refuse unknown types, bad and unknown settings, and another member’s channel', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'pager', name: 'x', settings: {} }, 'type must be one of the channel types this server offers'],
      [{ type: 'webhook', name: 'x', settings: { url: 'ftp://example.com/x' } }, 'url must be an http(s) URL'],
      [{ type: 'webhook', name: 'x', settings: {} }, 'url'],
      [{ type: 'webhook', name: 'x', settings: { url: 'https://example.com/x', secret: 'mine' } }, 'Unknown setting: secret'],
      [{ type: 'webhook', name: '', settings: { url: 'https://example.com/x' } }, 'Name must be 1 to 60 characters'],
      [{ type: 'webhook', name: 'ctl\u0007\u001b[31mred\n\nline', settings: { url: 'https://example.com/x' } }, 'Name may not hold control characters'],
      [{ type: 'webhook', name: '\u202eevil\u0007', settings: { url: 'https://example.com/x' } }, 'Name may not hold control characters'],
      [{ type: 'webhook', name: 'x', settings: 'https://example.com' }, 'settings must be an object'],
      // A URL parser drops tabs and line breaks, and takes any length: the stored text would differ from what is called.
      [{ type: 'webhook', name: 'x', settings: { url: 'https://example.com/a\r\nX-Injected: 1' } }, 'url must not contain spaces, tabs or line breaks'],
      [{ type: 'webhook', name: 'x', settings: { url: ' https://example.com/a' } }, 'url must not contain spaces, tabs or line breaks'],
      [{ type: 'webhook', name: 'x', settings: { url: `https://example.com/${'a'.repeat(100_000)}` } }, 'url must be at most 2048 characters'],
      // A URL is a plain setting, listed and exported as it is: a password in it would be too.
      [{ type: 'webhook', name: 'x', settings: { url: 'http://user:pass@example.com/hook' } }, 'The URL must not hold a user name or password (user:pass@)'],
      [{ type: 'webhook', name: 'x', settings: { url: 'https://token@example.com/hook' } }, 'The URL must not hold a user name or password (user:pass@)'],
    ];
    for (const [payload, message] of cases) {
      const res = await member.post<{ message: string }>('/api/user/channels', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const { channel } = await webhook(member, 'Mine');
    expect((await other.post(`/api/user/channels/${channel.id}/test`)).statusCode).toBe(404);
    expect((await other.get(`/api/user/channels/${channel.id}/deliveries`)).statusCode).toBe(404);
    expect((await other.delete(`/api/user/channels/${channel.id}`)).statusCode).toBe(404);
  });

  it('leave the rules that named them when deleted', async () => {
    const { channel } = await webhook(member, 'Short-lived');
    const made = await rule(member, { tickers: ['BTC'], channels: [channel.id, 'inapp'] });
    expect((await member.delete(`/api/user/channels/${channel.id}`)).statusCode).toBe(204);
    const after = (await member.get<{ items: AlertRule[] }>('/api/user/alerts')).body.items.find((r) => r.id === made.id);
    expect(after?.channels).toEqual(['inapp']);
    expect(after?.enabled).toBe(true);
  });

  it('turn off a rule that deleting its only channel leaves with none', async () => {
    const { channel } = await webhook(member, 'Only one');
    const made = await rule(member, { tickers: ['ETH'], channels: [channel.id] });
    expect((await member.delete(`/api/user/channels/${channel.id}`)).statusCode).toBe(204);
    const after = (await member.get<{ items: AlertRule[] }>('/api/user/alerts')).body.items.find((r) => r.id === made.id);
    expect(after).toMatchObject({ channels: [], enabled: false });
  });

  it('never leave a rule saved as the channel is deleted naming it', async () => {
    for (let round = 0; round < 5; round++) {
      const { channel } = await webhook(member, `Going ${round}`);
      const made = await rule(member, { tickers: ['SOL'], channels: [channel.id] });
      const answers = await Promise.all([
        member.put(`/api/user/alerts/${made.id}`, { name: `Kept ${round}`, tickers: ['SOL'], channels: [channel.id] }),
        member.post('/api/user/alerts', { name: `New ${round}`, tickers: ['SOL'], channels: [channel.id] }),
        member.delete(`/api/user/channels/${channel.id}`),
      ]);
      for (const res of answers) expect([200, 201, 204, 400]).toContain(res.statusCode);
      const naming = (await member.get<{ items: AlertRule[] }>('/api/user/alerts')).body.items.filter((r) => r.channels.includes(channel.id));
      expect(naming).toEqual([]);
    }
  });
});

describe('matching and delivery', () => {
  let hook: CreatedChannel;
  beforeAll(async () => {
    await clear();
    hook = await webhook(member);
  });

  it('sends each matching article once per channel, with per-asset sentiment, importance, keywords, topics and mutes', async () => {
    await rule(member, { name: 'BTC bears', tickers: ['BTC'], minImportance: 50, sentiment: 'bearish', channels: [hook.channel.id, 'inapp'] });
    await rule(member, { name: 'Halving', keywords: ['halving'], channels: [hook.channel.id] });
    await member.put('/api/user/mutes', { keywords: ['sponsored'] });
    await scored({ title: 'Bitcoin slides as miners sell', tickers: ['BTC'], sentiment: 'bearish', ai_score: 70 });
    await scored({ title: 'Bitcoin slips on thin volume', tickers: ['BTC'], sentiment: 'bearish', ai_score: 30 });
    await scored({ title: 'Bitcoin rallies to a record', tickers: ['BTC'], sentiment: 'bullish', ai_score: 90 });
    await scored({ title: 'Ether slumps while Bitcoin holds', tickers: ['BTC', 'ETH'], sentiment: 'bearish', ticker_sentiments: { BTC: 'neutral' }, ai_score: 80 });
    await scored({ title: 'Ether rallies as Bitcoin sinks', tickers: ['BTC', 'ETH'], sentiment: 'bullish', ticker_sentiments: { BTC: 'bearish' }, ai_score: 80 });
    await scored({ title: 'Miners brace for the supply cut', tickers: [], sentiment: 'neutral', ai_score: 40 }, 'The next halving is weeks away.');
    await scored({ title: 'Sponsored: Bitcoin falls, buy now', tickers: ['BTC'], sentiment: 'bearish', ai_score: 90 });
    await scored({ title: 'Old news: Bitcoin dropped', tickers: ['BTC'], sentiment: 'bearish', ai_score: 90, published_at: new Date(NOW.getTime() - 30 * 3_600_000) });
    await app.ctx.services.alertsJob.runOnce();
    expect(deliveredTitles().sort()).toEqual(['Bitcoin slides as miners sell', 'Ether rallies as Bitcoin sinks', 'Miners brace for the supply cut'].sort());
    const inbox = await member.get<NotificationPage>('/api/user/notifications');
    expect(inbox.body.items.map((n) => n.title).sort()).toEqual(['Bitcoin slides as miners sell', 'Ether rallies as Bitcoin sinks']);
    expect(inbox.body.unreadCount).toBe(2);
    expect(inbox.body.items[0]).toMatchObject({ kind: 'alert', read: false, body: expect.stringContaining('Rule “BTC bears”') });

    // The webhook's body is the documented shape, signed over its exact bytes.
    const first = delivered().find((r) => r.body.toString().includes('miners sell'))!;
    const body = JSON.parse(first.body.toString()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['alert', 'article', 'deliveredAt', 'event']);
    expect(body.article).toMatchObject({ title: 'Bitcoin slides as miners sell', sentiment: 'bearish', aiScore: 70, tickers: ['BTC'] });
    expect(Object.keys(body.article as object).sort()).toEqual(['aiScore', 'id', 'published_at', 'sentiment', 'summary', 'tickers', 'title', 'url']);
    expect(first.headers['x-alphawire-signature']).toBe(`sha256=${createHmac('sha256', hook.secret!).update(first.body).digest('hex')}`);

    // Queued again (re-scored) and run again: nothing is sent twice.
    const ids = (await app.ctx.knex('articles').select('id')).map((r: { id: number }) => ({ article_id: r.id }));
    await app.ctx.knex('alert_queue').insert(ids).onConflict('article_id').ignore();
    await app.ctx.services.alertsJob.runOnce();
    expect(delivered()).toHaveLength(3);
    expect(new Set(delivered().map((r) => r.headers['x-alphawire-delivery'])).size).toBe(3);
    const log = await member.get<DeliveryList>(`/api/user/channels/${hook.channel.id}/deliveries`);
    expect(log.body.items.map((d) => d.status)).toEqual(['sent', 'sent', 'sent']);
    expect(log.body.items[0]).toMatchObject({ attempts: 1, lastError: null, ruleName: expect.any(String), articleTitle: expect.any(String) });
  });

  it('alerts a member only in the languages they read, and never on a sentiment the enricher could not assess', async () => {
    await rule(member, { name: 'SOL', tickers: ['SOL'], channels: [hook.channel.id] });
    await rule(member, { name: 'SOL bulls', tickers: ['SOL'], sentiment: 'bullish', channels: [hook.channel.id] });
    await member.put('/api/user/preferences', { languages: ['en', 'es'] });
    const before = deliveredTitles().length;
    await scored({ title: 'Solana jumps on ETF hopes', tickers: ['SOL'], sentiment: 'bullish', ai_score: 60, language: 'en' });
    await scored({ title: 'Solana se dispara por el ETF', tickers: ['SOL'], sentiment: 'bullish', ai_score: 60, language: 'es' });
    await scored({ title: 'Solana steigt auf ETF-Hoffnung', tickers: ['SOL'], sentiment: 'bullish', ai_score: 60, language: 'de' });
    await scored({ title: 'SOL 200', tickers: ['SOL'], sentiment: 'neutral', ai_score: 60, language: 'und' });
    // The member's languages apply when the articles are matched.
    await app.ctx.services.alertsJob.runOnce();
    await member.put('/api/user/preferences', { languages: [] });
    await scored({ title: 'ソラナが急騰', tickers: ['SOL'], sentiment: null, ai_score: 60, language: 'ja' });
    await app.ctx.services.alertsJob.runOnce();
    // Each bullish article in a language read alerts twice (both rules); the Japanese one only through the rule without a sentiment.
    expect(deliveredTitles().slice(before).sort()).toEqual([
      'SOL 200', 'Solana jumps on ETF hopes', 'Solana jumps on ETF hopes', 'Solana se dispara por el ETF', 'Solana se dispara por el ETF', 'ソラナが急騰',
    ].sort());
  });

  it('alerts on an article scored by the enricher itself', async () => {
    const [row] = await app.ctx.knex('articles').insert({
      source_name: 'Wire', url: 'https://news.example.org/halving', canonical_url: 'https://news.example.org/halving', title: 'Bitcoin halving countdown begins',
      content_text: 'Bitcoin miners prepare for the halving.', published_at: new Date(NOW.getTime() - 60_000), enrichment_status: 'pending',
    }).returning('id');
    await app.ctx.services.enrichment.enrichNow((row as { id: number }).id);
    await app.ctx.services.alertsJob.runOnce();
    expect(deliveredTitles()).toContain('Bitcoin halving countdown begins');
  });

  it('retries a failed delivery with back-off, honours Retry-After, and pauses a channel after 10 failures in a row', async () => {
    await clear();
    const failing = await webhook(member, 'Flaky');
    await rule(member, { name: 'Solana', tickers: ['SOL'], channels: [failing.channel.id] });
    receiver.answer = { status: 503, body: 'down' };
    await scored({ title: 'Solana outage', tickers: ['SOL'], sentiment: 'bearish', ai_score: 60 });
    await app.ctx.services.alertsJob.runOnce();
    let [row] = await app.ctx.knex('alert_deliveries').select('*');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toContain('503');
    const wait = (new Date(row.next_attempt_at).getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThan(40);

    receiver.answer = { status: 429, headers: { 'retry-after': '120' }, body: 'slow down' };
    await app.ctx.knex('alert_deliveries').update({ next_attempt_at: app.ctx.knex.raw('now()') });
    await app.ctx.services.alertsJob.runOnce();
    [row] = await app.ctx.knex('alert_deliveries').select('*');
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect((new Date(row.next_attempt_at).getTime() - Date.now()) / 1000).toBeGreaterThan(100);

    // The back-off doubles with the failures, not the tries: after the 503 and the 429, a failure waits 60 s (the second step), not 120.
    receiver.answer = { status: 500, body: 'broken' };
    await app.ctx.knex('alert_deliveries').update({ next_attempt_at: app.ctx.knex.raw('now()') });
    await app.ctx.services.alertsJob.runOnce();
    [row] = await app.ctx.knex('alert_deliveries').select('*');
    expect(row).toMatchObject({ status: 'pending', attempts: 3, failures: 2 });
    const next = (new Date(row.next_attempt_at).getTime() - Date.now()) / 1000;
    expect(next).toBeGreaterThan(50);
    expect(next).toBeLessThan(70);

    // Eight more failures make ten in a row (the 429 is not counted): the channel pauses, its member is
    // told once, and the loop's last passes claim nothing.
    for (let i = 0; i < 10; i++) {
      await app.ctx.knex('alert_deliveries').update({ next_attempt_at: app.ctx.knex.raw('now()') });
      await app.ctx.services.alertsJob.runOnce();
    }
    const channels = await member.get<ChannelList>('/api/user/channels');
    expect(channels.body.items[0]).toMatchObject({ status: 'paused', failuresInARow: 10, pausedReason: expect.stringContaining('Paused after 10 failed deliveries') });
    const notices = (await member.get<NotificationPage>('/api/user/notifications')).body.items.filter((n) => n.kind === 'paused');
    expect(notices).toHaveLength(1);
    // Paused: nothing is claimed, however due.
    const before = receiver.requests.length;
    await app.ctx.knex('alert_deliveries').update({ next_attempt_at: app.ctx.knex.raw('now()') });
    await app.ctx.services.alertsJob.runOnce();
    expect(receiver.requests.length).toBe(before);
    // A test that goes through resumes it, and the waiting delivery goes out.
    receiver.answer = { status: 200, body: 'ok' };
    expect((await member.post<TestResults>(`/api/user/channels/${failing.channel.id}/test`)).body.results[0]!.ok).toBe(true);
    const sentBefore = delivered().length;
    await app.ctx.services.alertsJob.runOnce();
    expect(deliveredTitles().slice(sentBefore)).toEqual(['Solana outage']);
    expect(await app.ctx.knex('alert_deliveries').select('status', 'attempts')).toEqual([{ status: 'sent', attempts: 12 }]);
    expect((await member.get<ChannelList>('/api/user/channels')).body.items[0]).toMatchObject({ status: 'active', failuresInARow: 0 });
  });

  it('sends other members’ alerts while one member’s endpoints hang, and completes the hanging ones as they end', async () => {
    await clear();
    // A tarpit: it reads each request and answers only when told.
    const held: ServerResponse[] = [];
    const tarpit = createServer((req, res) => req.resume().on('end', () => held.push(res)));
    await new Promise<void>((resolve) => tarpit.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(tarpit.address() as AddressInfo).port}/hook`;
      // 40 deliveries to hanging endpoints, more than the sender's 32 sends at a time, then the member's own.
      const hanging: number[] = [];
      for (let i = 0; i < 5; i++) hanging.push((await other.post<CreatedChannel>('/api/user/channels', { type: 'webhook', name: `Tarpit ${i}`, settings: { url } })).body.channel.id);
      for (let i = 0; i < 8; i++) await rule(other, { name: `Link ${i}`, tickers: ['LINK'], channels: hanging });
      const hook = await webhook(member, 'Awake');
      await rule(member, { name: 'Link', tickers: ['LINK'], channels: [hook.channel.id, 'inapp'] });
      await scored({ title: 'Chainlink jumps', tickers: ['LINK'], sentiment: 'bullish', ai_score: 60 });

      await app.ctx.services.alertsJob.runOnce();
      // The pass is over with the tarpit's sends still out: the member's alerts went out meanwhile,
      // and the other member held four of the sender's places, not all of them.
      expect(deliveredTitles()).toEqual(['Chainlink jumps']);
      expect((await member.get<NotificationPage>('/api/user/notifications')).body.items.map((n) => n.title)).toEqual(['Chainlink jumps']);
      expect(held).toHaveLength(4);
      const bystanderSent = async () => {
        const [row] = await app.ctx.knex('alert_deliveries').where({ status: 'sent', user_id: app.ctx.knex('users').select('id').where({ username: 'bystander' }) }).count<{ n: string | number }[]>('* as n');
        return Number(row!.n);
      };
      expect(await bystanderSent()).toBe(0);

      // Answered, each is completed as it ends, and the next of that member's go out.
      await vi.waitFor(async () => {
        for (const res of held.splice(0)) res.end('ok');
        expect(await bystanderSent()).toBe(40);
      }, { timeout: 10_000, interval: 50 });
    } finally {
      for (const res of held) res.end('ok');
      tarpit.closeAllConnections();
      await new Promise((resolve) => tarpit.close(resolve));
    }
  });

  it('counts a channel’s failures once a batch: a second’s outage during a busy fetch is one failure, not a pause', async () => {
    await clear();
    const flaky = await webhook(member, 'Blinks');
    await rule(member, { name: 'Avalanche', tickers: ['AVAX'], channels: [flaky.channel.id] });
    receiver.answer = { status: 500, body: 'restarting' };
    for (let i = 0; i < 11; i++) await scored({ title: `Avalanche story ${i}`, tickers: ['AVAX'], sentiment: 'bullish', ai_score: 60 });
    await app.ctx.services.alertsJob.runOnce();
    expect(delivered()).toHaveLength(11);
    expect((await member.get<ChannelList>('/api/user/channels')).body.items[0]).toMatchObject({ status: 'active', failuresInARow: 1 });
    expect((await app.ctx.knex('alert_deliveries').distinct('status')).map((r: { status: string }) => r.status)).toEqual(['pending']);
  });

  it('gives up a delivery after a day, and fails at once when the receiver refuses the URL', async () => {
    await clear();
    const gone = await webhook(member, 'Gone');
    await rule(member, { name: 'Doge', tickers: ['DOGE'], channels: [gone.channel.id] });
    receiver.answer = { status: 410, body: 'gone' };
    await scored({ title: 'Dogecoin jumps', tickers: ['DOGE'], sentiment: 'bullish', ai_score: 60 });
    await app.ctx.services.alertsJob.runOnce();
    const [row] = await app.ctx.knex('alert_deliveries').select('status', 'attempts');
    expect(row).toEqual({ status: 'failed', attempts: 1 });
    receiver.answer = { status: 500, body: 'broken' };
    await scored({ title: 'Dogecoin jumps again', tickers: ['DOGE'], sentiment: 'bullish', ai_score: 60 });
    await app.ctx.services.alertsJob.runOnce();
    await app.ctx.knex('alert_deliveries').where({ status: 'pending' }).update({ created_at: app.ctx.knex.raw("now() - interval '25 hours'"), next_attempt_at: app.ctx.knex.raw('now()') });
    await app.ctx.services.alertsJob.runOnce();
    expect((await app.ctx.knex('alert_deliveries').select('status')).map((r: { status: string }) => r.status)).toEqual(['failed', 'failed']);
  });

  it('gives up, unsent, what a paused channel held for more than a day once it resumes', async () => {
    await clear();
    const paused = await webhook(member, 'Paused');
    await rule(member, { name: 'Polkadot', tickers: ['DOT'], channels: [paused.channel.id] });
    await app.ctx.knex('alert_channels').where({ id: paused.channel.id }).update({ status: 'paused' });
    await scored({ title: 'Polkadot upgrade', tickers: ['DOT'], sentiment: 'bullish', ai_score: 60 });
    await scored({ title: 'Polkadot rallies', tickers: ['DOT'], sentiment: 'bullish', ai_score: 60 });
    await app.ctx.services.alertsJob.runOnce();
    // The first was matched more than a day before the channel came back.
    const oldest = app.ctx.knex('alert_deliveries').min('id');
    await app.ctx.knex('alert_deliveries').whereIn('id', oldest).update({ created_at: app.ctx.knex.raw("now() - interval '25 hours'") });
    await app.ctx.knex('alert_channels').where({ id: paused.channel.id }).update({ status: 'active' });
    await app.ctx.services.alertsJob.runOnce();
    expect(deliveredTitles()).toEqual(['Polkadot rallies']);
    expect(await app.ctx.knex('alert_deliveries').orderBy('id').select('status', 'last_error')).toEqual([
      { status: 'failed', last_error: 'Not sent: more than a day old when its channel could take it' },
      { status: 'sent', last_error: null },
    ]);
  });

  it('groups e-mail alerts that arrive within a minute into one mail', async () => {
    await clear();
    smtp.inbox.length = 0;
    await rule(member, { name: 'Cardano', tickers: ['ADA'], channels: ['email'] });
    await scored({ title: 'Cardano upgrade ships', tickers: ['ADA'], sentiment: 'bullish', ai_score: 60 });
    await app.ctx.services.alertsJob.runOnce();
    // Not due for a minute: nothing yet. A second alert arrives meanwhile.
    expect(smtp.inbox).toHaveLength(0);
    await scored({ title: 'Cardano fees fall', tickers: ['ADA'], sentiment: 'bullish', ai_score: 60 });
    await app.ctx.services.alertsJob.runOnce();
    await app.ctx.knex('alert_deliveries').update({ next_attempt_at: app.ctx.knex.raw("now() - interval '1 second'") }).whereIn('id', app.ctx.knex('alert_deliveries').min('id'));
    await app.ctx.services.alertsJob.runOnce();
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]!.raw).toContain('Subject: AlphaWire: 2 alerts');
    expect(smtp.inbox[0]!.raw).toContain('Cardano upgrade ships');
    expect(smtp.inbox[0]!.raw).toContain('Cardano fees fall');
    expect((await app.ctx.knex('alert_deliveries').select('status')).map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']);
  });

  it('sends again, with the same delivery id, what a sender that died had claimed', async () => {
    await clear();
    const hook = await webhook(member, 'Survivor');
    await rule(member, { name: 'XRP', tickers: ['XRP'], channels: [hook.channel.id] });
    await scored({ title: 'XRP case settles', tickers: ['XRP'], sentiment: 'bullish', ai_score: 70 });
    // A pass that matched, claimed the delivery and died before sending: its lease runs out.
    await app.ctx.knex('alert_queue').delete();
    const [article] = await app.ctx.knex('articles').where({ title: 'XRP case settles' }).select('id');
    const ruleRow = await app.ctx.knex('alert_rules').first('id', 'user_id');
    await app.ctx.knex('alert_deliveries').insert({ delivery_id: '7a0c9a52-3a1f-4d55-9a51-2d4f0f2f6d10', user_id: ruleRow.user_id, rule_id: ruleRow.id, article_id: article.id, channel: String(hook.channel.id), channel_id: hook.channel.id, status: 'pending', attempts: 1, lease_until: app.ctx.knex.raw("now() + interval '1 minute'") });
    await app.ctx.services.alertsJob.runOnce();
    expect(delivered()).toHaveLength(0);
    await app.ctx.knex('alert_deliveries').update({ lease_until: app.ctx.knex.raw("now() - interval '1 second'") });
    await app.ctx.services.alertsJob.runOnce();
    await app.ctx.services.alertsJob.runOnce();
    expect(delivered().map((r) => r.headers['x-alphawire-delivery'])).toEqual(['7a0c9a52-3a1f-4d55-9a51-2d4f0f2f6d10']);
    expect(await app.ctx.knex('alert_deliveries').select('status', 'attempts')).toEqual([{ status: 'sent', attempts: 2 }]);
  });

  it('writes the deliveries of an article matching thousands of rules (more rows than one statement takes)', async () => {
    await clear();
    const { channel } = await webhook(member, 'Paused for this test');
    await app.ctx.knex('alert_channels').where({ id: channel.id }).update({ status: 'paused' });
    const [{ id: userId }] = await app.ctx.knex('users').where({ username: 'alerted' }).select('id');
    await app.ctx.knex.raw(
      `insert into alert_rules (user_id, name, tickers, channels) select ?, 'r' || n, array['LINK'], ?::jsonb from generate_series(1, 9000) n`,
      [userId, JSON.stringify([channel.id])],
    );
    await scored({ title: 'Chainlink oracle upgrade', tickers: ['LINK'], sentiment: 'bullish', ai_score: 60 });
    await app.ctx.services.alertsJob.runOnce();
    const [pending] = await app.ctx.knex('alert_deliveries').where({ status: 'pending' }).count<{ count: string }[]>('id as count');
    expect(Number(pending!.count)).toBe(9000);
    const [queued] = await app.ctx.knex('alert_queue').count<{ count: string }[]>('article_id as count');
    expect(Number(queued!.count)).toBe(0);
  });

  it('sends at most 20 an hour per rule, holding the rest back and telling the member once', async () => {
    await clear();
    await rule(member, { name: 'Everything crypto', topics: ['crypto'], channels: ['inapp'] });
    for (let i = 0; i < 25; i++) await scored({ title: `Crypto story ${i}`, categories: ['crypto'], sentiment: 'neutral', ai_score: 50 });
    await app.ctx.services.alertsJob.runOnce();
    const page = await member.get<NotificationPage>('/api/user/notifications?limit=50');
    expect(page.body.items.filter((n) => n.kind === 'alert')).toHaveLength(20);
    const held = page.body.items.filter((n) => n.kind === 'held');
    expect(held).toHaveLength(1);
    // Where a member can see them: on the rule, whatever its channels (in-app alone has no delivery log).
    expect(held[0]!.body).toContain('are held back, not sent, and counted on the rule as held');
    const [listed] = (await member.get<{ items: AlertRule[] }>('/api/user/alerts')).body.items;
    expect(listed).toMatchObject({ sentLastHour: 20, heldLastHour: 5 });
  });
});

describe('the hourly allowance with two workers', () => {
  it.skipIf(TEST_DB !== 'postgres')('holds at 20 a rule when two workers match its articles at once', async () => {
    await clear();
    const { id } = await rule(member, { name: 'Busy topic', topics: ['crypto'], channels: ['inapp'] });
    // More than one worker's batch of 200: the two passes match at once, each its own batch.
    const ids = [];
    for (let i = 0; i < 230; i++) ids.push(await insertArticle(app.ctx.knex, { title: `Busy story ${i}`, categories: ['crypto'], sentiment: 'neutral', ai_score: 50, published_at: new Date(NOW.getTime() - 30 * 60_000) }));
    await app.ctx.knex('alert_queue').insert(ids.map((articleId) => ({ article_id: articleId })));
    await Promise.all([app.ctx.services.alertsJob.runOnce(), app.ctx.services.alertsJob.runOnce()]);
    const sent = await app.ctx.knex('alert_deliveries').where({ rule_id: id }).whereNot({ status: 'held' }).count<{ count: string | number }[]>('* as count');
    expect(Number(sent[0]!.count)).toBe(20);
    const notices = await app.ctx.knex('notifications').where({ rule_id: id, kind: 'held' }).count<{ count: string | number }[]>('* as count');
    expect(Number(notices[0]!.count)).toBe(1);
  });
});

describe('the in-app inbox', () => {
  beforeAll(clear);

  it('pages, counts unread, marks read (only the member’s own) and tells the member’s live streams only', async () => {
    const mine = await signedInAs(app, 'reader');
    const cookie = (agent: Agent) => [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const ownStream = await openLiveStream(app.url, { cookie: cookie(mine) });
    const otherStream = await openLiveStream(app.url, { cookie: cookie(other) });
    const anonymous = await openLiveStream(app.url);
    try {
      await rule(mine, { name: 'Ether', tickers: ['ETH'], channels: ['inapp'] });
      for (let i = 0; i < 3; i++) await scored({ title: `Ether note ${i}`, tickers: ['ETH'], sentiment: 'neutral', ai_score: 40 });
      await app.ctx.services.alertsJob.runOnce();
      const first = await mine.get<NotificationPage>('/api/user/notifications?limit=2');
      expect(first.body).toMatchObject({ unreadCount: 3, hasMore: true });
      expect(first.body.items).toHaveLength(2);
      const second = await mine.get<NotificationPage>('/api/user/notifications?limit=2&page=2');
      expect(second.body).toMatchObject({ hasMore: false });
      expect(second.body.items).toHaveLength(1);

      const othersIds = (await other.get<NotificationPage>('/api/user/notifications')).body.items.map((n) => n.id);
      expect(othersIds).toEqual([]);
      expect((await other.post('/api/user/notifications/read', { ids: [first.body.items[0]!.id] })).body).toEqual({ unreadCount: 0 });
      expect((await mine.post('/api/user/notifications/read', { ids: [first.body.items[0]!.id] })).body).toEqual({ unreadCount: 2 });
      expect((await mine.post('/api/user/notifications/read', { all: true })).body).toEqual({ unreadCount: 0 });
      // Ids are 64-bit: one past 2^31 is simply nobody's here, one past 2^53 cannot be told apart in JSON.
      expect((await mine.post('/api/user/notifications/read', { ids: [2_147_483_648] })).body).toEqual({ unreadCount: 0 });
      for (const bad of [{}, { ids: [] }, { ids: ['x'] }, { ids: [2 ** 53] }, { ids: [1.5] }, { all: false }, { all: true, ids: [1] }]) {
        const res = await mine.post<{ message: string }>('/api/user/notifications/read', bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.body.message).toBe('Send {"ids": [notification ids]} or {"all": true}');
      }
      expect((await mine.post<{ message: string }>('/api/user/notifications/read', { ids: [1], x: 1 })).body.message).toBe('Unknown field: x');
      expect((await mine.get('/api/user/notifications?limit=51')).statusCode).toBe(400);

      await expect.poll(() => ownStream.events.filter((e) => e.event === 'notification').length).toBeGreaterThanOrEqual(5);
      const events = ownStream.events.filter((e) => e.event === 'notification').map((e) => e.data as { unreadCount: number; item: { title: string } | null; userId?: number });
      expect(events.some((e) => e.item?.title === 'Ether note 0')).toBe(true);
      expect(events.at(-1)).toEqual({ unreadCount: 0, item: null });
      expect(events.every((e) => e.userId === undefined)).toBe(true);
      expect(otherStream.events.filter((e) => e.event === 'notification').every((e) => (e.data as { item: unknown }).item === null)).toBe(true);
      expect(anonymous.events.filter((e) => e.event === 'notification')).toEqual([]);
    } finally {
      ownStream.close();
      otherStream.close();
      anonymous.close();
    }
  });

  it('ends a stream whose sign-in has ended (signed out, token revoked) before it would carry the member’s next event', async () => {
    const cookie = (agent: Agent) => [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const leaving = await signedInAs(app, 'leaving');
    const staying = createAgent(app.server);
    expect((await staying.post('/api/auth/login', { loginId: 'leaving', password: TEST_PASSWORD })).statusCode).toBe(200);
    const created = await staying.post<{ token: string; id: number }>('/api/user/api-tokens', { name: 'stream', scopes: ['read'] });
    expect(created.statusCode).toBe(201);
    const bySession = await openLiveStream(app.url, { cookie: cookie(leaving) });
    const byToken = await openLiveStream(app.url, { authorization: `Bearer ${created.body.token}` });
    const bySecondSession = await openLiveStream(app.url, { cookie: cookie(staying) });
    const told = (stream: LiveStream) => stream.events.filter((e) => e.event === 'notification').length;
    try {
      expect((await leaving.post('/api/auth/logout')).statusCode).toBe(204);
      expect((await staying.post('/api/user/notifications/read', { all: true })).statusCode).toBe(200);
      await expect.poll(() => told(byToken)).toBe(1);
      await expect.poll(() => told(bySecondSession)).toBe(1);
      expect(told(bySession)).toBe(0);

      expect((await staying.delete(`/api/user/api-tokens/${created.body.id}`)).statusCode).toBe(204);
      expect((await staying.post('/api/user/notifications/read', { all: true })).statusCode).toBe(200);
      await expect.poll(() => told(bySecondSession)).toBe(2);
      expect([told(bySession), told(byToken)]).toEqual([0, 1]);
      await expect.poll(() => counted(app.ctx, 'alphawire_live_clients', {})).toBe(1);
    } finally {
      for (const stream of [bySession, byToken, bySecondSession]) stream.close();
    }
  });
});

// DNS as these tests play it: a name maps to its addresses, any other name does not resolve, and
// slow.test never answers.
const playedDns: Record<string, string[]> = {
  'vm.test': ['127.0.0.1'],
  'intranet.test': ['93.184.215.14', '10.1.2.3'],
  'v6.test': ['::1'],
  'public.test': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
};
const playDns = (hostname: string): Promise<string[]> => {
  if (hostname === 'slow.test') return new Promise(() => undefined);
  const addresses = playedDns[hostname];
  return addresses ? Promise.resolve(addresses) : Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
};

describe('a server without FETCH_ALLOW_PRIVATE or SMTP_URL', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await startTestApp({ plugins: [webhookNotifier], resolveHost: playDns });
  });
  afterAll(async () => {
    await closed?.stop();
  });

  it('refuses channel URLs on private addresses, and e-mail in rules', async () => {
    const agent = await signedInAs(closed, 'careful');
    // A trailing dot names the same host (localhost. is localhost).
    for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://localhost.:8080/hook', 'http://a.localhost../hook', 'http://127.0.0.1./hook', 'http://10.0.0.5/hook', 'http://[::1]/hook', 'http://169.254.169.254/latest']) {
      const res = await agent.post<{ message: string }>('/api/user/channels', { type: 'webhook', name: 'x', settings: { url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.body.message).toContain('private or local address');
    }
    for (const url of ['https://hooks.example.com:25/x', 'http://hooks.example.com:0/x', 'https://hooks.example.com:6667/x', 'http://hooks.example.com:22/']) {
      const res = await agent.post<{ message: string }>('/api/user/channels', { type: 'webhook', name: 'x', settings: { url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.body.message).toMatch(/^Port \d+ belongs to a service other than the web/);
    }
    expect((await agent.get<ChannelList>('/api/user/channels')).body.items).toEqual([]);
    const email = await agent.post<{ message: string }>('/api/user/alerts', { name: 'x', tickers: ['BTC'], channels: ['email'] });
    expect(email.statusCode).toBe(400);
    expect(email.body.message).toBe('This server cannot send e-mail (SMTP_URL is not set)');
  });

  it('refuses a channel whose host name resolves to a private or local address, and says what kind only', async () => {
    const agent = await signedInAs(closed, 'resolved');
    const cases: [string, string][] = [['http://vm.test/h', 'loopback address'], ['https://intranet.test/hook', 'private address'], ['http://v6.test:8080/hook', 'loopback address']];
    for (const [url, kind] of cases) {
      const res = await agent.post<{ message: string }>('/api/user/channels', { type: 'webhook', name: 'x', settings: { url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.body.message).toBe(`This URL points to a private or local address (${kind}); channels must reach the public internet`);
    }
    expect((await agent.get<ChannelList>('/api/user/channels')).body.items).toEqual([]);
  });

  // The connect-time check is the guard (a name's DNS can change); the check at creation is the
  // member's early word, so a lookup that fails or hangs does not stop them adding a channel.
  it('accepts a channel whose host name resolves to public addresses, or does not resolve in time', async () => {
    const agent = await signedInAs(closed, 'unresolved');
    for (const url of ['https://public.test/hook', 'https://nowhere.test/hook', 'https://slow.test/hook']) {
      const started = Date.now();
      const res = await agent.post<CreatedChannel>('/api/user/channels', { type: 'webhook', name: url, settings: { url } });
      expect(res.statusCode, url).toBe(201);
      expect(Date.now() - started, url).toBeLessThan(4_000);
    }
  });

  it('refuses at connect time a channel whose name came to resolve to a private address', async () => {
    const agent = await signedInAs(closed, 'rebound');
    playedDns['moving.test'] = ['93.184.215.14'];
    const made = await agent.post<CreatedChannel>('/api/user/channels', { type: 'webhook', name: 'Moving', settings: { url: 'https://moving.test/hook' } });
    expect(made.statusCode).toBe(201);
    playedDns['moving.test'] = ['127.0.0.1'];
    const [result] = (await agent.post<TestResults>(`/api/user/channels/${made.body.channel.id}/test`)).body.results;
    expect(result).toMatchObject({ ok: false, error: 'Refused to connect to moving.test: it resolves to an address that is not public (loopback address)' });
  });
});
