import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MutesAnswer } from '../../src/contracts/mutes.js';
import type { NewsList } from '../../src/contracts/news.js';
import type { Recommendation } from '../../src/contracts/recommendations.js';
import { keywordPattern, muteTest } from '../../src/contracts/mutes-constants.js';
import { signedInAs } from '../helpers/accounts.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';
import { startFakeSmtp } from '../helpers/fake-smtp.js';

// Mutes (docs/product.md#mutes): the lists' rules, and every list a member reads leaving muted
// articles out. The feed's page cache is on (the app's default), so an answer shared across
// members or with signed-out readers would show here.
let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let muter: Agent;
let plain: Agent;
let wire: number;
let desk: number;
const now = new Date('2026-11-20T12:00:00Z');
const ids: Record<string, number> = {};
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await startTestApp({ clock: () => now, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://news.example.com' } });
  const knex = app.ctx.knex;
  [wire, desk] = (await knex('sources').insert([{ name: 'Wire', url: 'https://wire.example/rss' }, { name: 'Desk', url: 'https://desk.example/rss' }]).returning('id')).map((r: { id: number }) => r.id) as [number, number];
  const article = (title: string, tickers: string[], source: number | null, h: number) =>
    insertArticle(knex, { title, tickers, source_id: source, categories: ['crypto'], impact_score: 60, ai_score: 60, published_at: hoursAgo(h) });
  ids.etfRecord = await article('Bitcoin ETF inflows hit a record', ['BTC'], wire, 1);
  ids.ether = await article('Ether slides after the exploit', ['ETH'], wire, 2);
  ids.solana = await article('Solana rallies on fresh listings', ['SOL'], desk, 3);
  ids.etfs = await article('ETFs draw steady interest', [], wire, 4);
  ids.cryptoEtf = await article('Talk of a crypto-etf returns', [], wire, 5);
  ids.wrap = await article('Market wrap: stocks steady', [], null, 6);
  ids.gold = await article('Gold edges higher', ['XAU'], wire, 7);
  ids.miners = await article('Bitcoin miners expand', ['BTC'], wire, 8);
  muter = await signedInAs(app, 'muter');
  plain = await signedInAs(app, 'plain');
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

/** What `muter` mutes in most tests: the desk, $ETH and the word "ETF". */
const mutes = () => ({ sources: [desk], keywords: ['etf'], tickers: ['$eth'] });
const visible = () => [ids.etfs, ids.wrap, ids.gold, ids.miners];
const all = () => Object.values(ids).sort((a, b) => a - b);

async function feed(agent: Agent, url = '/api/news?limit=50'): Promise<NewsList> {
  const res = await agent.get<NewsList>(url);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const idsOf = (list: { id: number }[]) => list.map((item) => item.id);

describe('GET and PUT /api/user/mutes', () => {
  it('refuses signed-out callers with 401', async () => {
    const anonymous = createAgent(app.server);
    expect((await anonymous.get('/api/user/mutes')).statusCode).toBe(401);
    expect((await anonymous.put('/api/user/mutes', { keywords: ['x'] })).statusCode).toBe(401);
  });

  it('refuses a save without the CSRF token', async () => {
    const cookie = [...muter.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.server.inject({ method: 'PUT', url: '/api/user/mutes', payload: { keywords: ['x'] }, headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect((await muter.get<MutesAnswer>('/api/user/mutes')).body.keywords).toEqual([]);
  });

  it('gives a member who muted nothing empty lists', async () => {
    expect((await plain.get('/api/user/mutes')).body).toEqual({ sources: [], keywords: [], tickers: [], sourceNames: {} });
  });

  it('stores the lists as the filters write them, with the sources’ names', async () => {
    const res = await muter.put<MutesAnswer>('/api/user/mutes', {
      sources: [desk, wire, desk],
      keywords: ['  Rate cut ', '', 'rate CUT', 'S&P 500'],
      tickers: ['$eth', 'btc', 'BTC', ' brk.b '],
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const expected = {
      sources: [wire, desk].sort((a, b) => a - b),
      keywords: ['Rate cut', 'S&P 500'],
      tickers: ['BRK.B', 'BTC', 'ETH'],
      sourceNames: { [wire]: 'Wire', [desk]: 'Desk' },
    };
    expect(res.body).toEqual(expected);
    expect((await muter.get('/api/user/mutes')).body).toEqual(expected);
  });

  it('keeps the lists a save leaves out', async () => {
    const res = await muter.put<MutesAnswer>('/api/user/mutes', { keywords: ['halving'] });
    expect(res.body).toMatchObject({ keywords: ['halving'], tickers: ['BRK.B', 'BTC', 'ETH'] });
  });

  it('accepts the edges: 100 sources, 50 keywords of 60 characters, 50 tickers, empty lists', async () => {
    const many = (await app.ctx.knex('sources').insert(Array.from({ length: 98 }, (_, i) => ({ name: `Extra ${i}`, url: `https://extra${i}.example/rss` }))).returning('id')).map((r: { id: number }) => r.id);
    const keywords = Array.from({ length: 50 }, (_, i) => `${String(i).padStart(2, '0')}${'k'.repeat(58)}`);
    const tickers = Array.from({ length: 50 }, (_, i) => `T${i}`);
    const res = await muter.put<MutesAnswer>('/api/user/mutes', { sources: [wire, desk, ...many], keywords, tickers });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.sources).toHaveLength(100);
    await app.ctx.knex('sources').whereIn('id', many).delete();
    expect((await muter.put('/api/user/mutes', { sources: [], keywords: [], tickers: [] })).body).toEqual({ sources: [], keywords: [], tickers: [], sourceNames: {} });
  });

  const refused: [string, unknown, RegExp][] = [
    ['an unknown field', { sources: [], words: ['x'] }, /Unknown field: words/],
    ['a body that is not an object', ['etf'], /./],
    ['sources that are not a list', { sources: 3 }, /sources must be a list of source ids/],
    ['a source id as text', { sources: ['3'] }, /sources must be a list of source ids/],
    ['a source id of 0', { sources: [0] }, /sources must be a list of source ids/],
    ['a fractional source id', { sources: [1.5] }, /sources must be a list of source ids/],
    ['an unknown source id', { sources: [999_999] }, /sources: unknown source id 999999/],
    ['101 sources', { sources: Array.from({ length: 101 }, (_, i) => i + 1) }, /sources: at most 100/],
    ['keywords that are not a list', { keywords: 'etf' }, /keywords must be a list of text/],
    ['a keyword that is not text', { keywords: ['etf', 4] }, /keywords must be a list of text/],
    ['a keyword over 60 characters', { keywords: ['x'.repeat(61)] }, /keywords: each at most 60 characters/],
    ['51 keywords', { keywords: Array.from({ length: 51 }, (_, i) => `w${i}`) }, /keywords: at most 50/],
    ['tickers that are not a list', { tickers: 'BTC' }, /tickers must be a list of symbols/],
    ['a ticker that is not text', { tickers: [7] }, /tickers must be a list of symbols/],
    ['a ticker that is no symbol', { tickers: ['BTC', 'not a symbol'] }, /tickers: "NOT A SYMBOL" is not a symbol/],
    ['an empty ticker', { tickers: ['BTC', ''] }, /tickers: "" is not a symbol/],
    ['a lone $', { tickers: ['$'] }, /tickers: "" is not a symbol/],
    // Upper-cased by Unicode's rules, ß would read SS and the dotless ı an I.
    ['a ticker of other letters', { tickers: ['ß'] }, /tickers: "ß" is not a symbol/],
    ['51 tickers', { tickers: Array.from({ length: 51 }, (_, i) => `T${i}`) }, /tickers: at most 50/],
  ];
  it.each(refused)('refuses %s with 400 naming the field, storing nothing', async (_name, body, message) => {
    await muter.put('/api/user/mutes', { sources: [wire], keywords: ['kept'], tickers: [] });
    const res = await muter.put<{ statusCode: number; error: string; message: string }>('/api/user/mutes', body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toMatch(message);
    expect((await muter.get<MutesAnswer>('/api/user/mutes')).body).toMatchObject({ sources: [wire], keywords: ['kept'] });
  });

  it('counts the 50 tickers as stored, after aliases fold', async () => {
    // 51 spellings, XBT among them beside BTC: 50 symbols once folded.
    const tickers = ['BTC', 'XBT', ...Array.from({ length: 49 }, (_, i) => `T${i}`)];
    const res = await muter.put<MutesAnswer>('/api/user/mutes', { tickers });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tickers).toHaveLength(50);
    expect(res.body.tickers).toContain('BTC');
    await muter.put('/api/user/mutes', { tickers: [] });
  });

  it('keeps both lists of two saves sent at once', async () => {
    const racer = await signedInAs(app, 'mutes-racer');
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([racer.put('/api/user/mutes', { keywords: [`word${round}`] }), racer.put('/api/user/mutes', { tickers: [round % 2 === 0 ? 'DOGE' : 'ETH'] })]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      expect((await racer.get<MutesAnswer>('/api/user/mutes')).body).toMatchObject({ keywords: [`word${round}`], tickers: [round % 2 === 0 ? 'DOGE' : 'ETH'] });
    }
  });

  it('forgets a source deleted since it was muted, and keeps each member to their own mutes', async () => {
    const [gone] = (await app.ctx.knex('sources').insert({ name: 'Gone', url: 'https://gone.example/rss' }).returning('id')).map((r: { id: number }) => r.id);
    await muter.put('/api/user/mutes', { sources: [wire, gone!], keywords: [], tickers: [] });
    await app.ctx.knex('sources').where({ id: gone }).delete();
    expect((await muter.get<MutesAnswer>('/api/user/mutes')).body).toMatchObject({ sources: [wire], sourceNames: { [wire]: 'Wire' } });
    expect((await muter.put<MutesAnswer>('/api/user/mutes', { keywords: ['x'] })).body.sources).toEqual([wire]);
    expect((await plain.get<MutesAnswer>('/api/user/mutes')).body.sources).toEqual([]);
  });
});

describe('the feed and search', () => {
  beforeAll(async () => {
    expect((await muter.put('/api/user/mutes', mutes())).statusCode).toBe(200);
  });

  it('leave out the muted source, ticker and whole-word keyword, in any case', async () => {
    const list = await feed(muter);
    expect(idsOf(list.items)).toEqual(visible());
    expect(list).toMatchObject({ totalCount: 4, hasMore: false });
  });

  it('keep totalCount and hasMore right across pages', async () => {
    expect(await feed(muter, '/api/news?limit=3')).toMatchObject({ totalCount: 4, hasMore: true });
    const second = await feed(muter, '/api/news?limit=3&page=2');
    expect(idsOf(second.items)).toEqual([ids.miners]);
    expect(second).toMatchObject({ totalCount: 4, hasMore: false });
    expect(idsOf((await feed(muter, '/api/news?limit=2&sort=impact&page=2')).items)).toHaveLength(2);
  });

  it('apply to search and the feed filters', async () => {
    expect(idsOf((await feed(muter, '/api/news?q=bitcoin')).items)).toEqual([ids.miners]);
    expect(idsOf((await feed(createAgent(app.server), '/api/news?q=bitcoin')).items)).toEqual([ids.etfRecord, ids.miners]);
    expect(idsOf((await feed(muter, `/api/news?source=${desk}`)).items)).toEqual([]);
    expect(idsOf((await feed(muter, '/api/news?ticker=BTC,ETH')).items)).toEqual([ids.miners]);
  });

  it('never hand one member’s answer to another member or a signed-out reader, in either order', async () => {
    // Within the page cache's two seconds: each answer below would be the one before it if keyed wrongly.
    expect(idsOf((await feed(muter)).items)).toEqual(visible());
    expect((await feed(plain)).totalCount).toBe(8);
    expect((await feed(createAgent(app.server))).totalCount).toBe(8);
    expect(idsOf((await feed(plain, '/api/news?limit=5')).items)).toHaveLength(5);
    expect(await feed(muter, '/api/news?limit=5')).toMatchObject({ totalCount: 4 });
    expect(idsOf((await feed(createAgent(app.server), '/api/news?limit=5')).items)).toHaveLength(5);
  });

  it('lets members with the same mutes share answers, and a change shows at once', async () => {
    const twin = await signedInAs(app, 'twin');
    await twin.put('/api/user/mutes', { ...mutes(), keywords: ['ETF'] });
    expect(idsOf((await feed(twin)).items)).toEqual(visible());
    await twin.put('/api/user/mutes', { tickers: [] });
    expect(idsOf((await feed(twin)).items)).toEqual([ids.ether, ...visible()].sort((a, b) => a! - b!));
    expect(idsOf((await feed(muter)).items)).toEqual(visible());
  });
});

describe('rankings: For You, the widget, the digest and auto-posting', () => {
  it('leave muted articles out of For You and the widget, at once after a save', async () => {
    const member = await signedInAs(app, 'ranked');
    const before = await member.get<Recommendation[]>('/api/recommendations?limit=50');
    expect(idsOf(before.body).sort((a, b) => a - b)).toEqual(all());
    await member.put('/api/user/mutes', mutes());
    const after = await member.get<Recommendation[]>('/api/recommendations?limit=50');
    expect(idsOf(after.body).sort((a, b) => a - b)).toEqual(visible());
    const widget = await member.get<Recommendation[]>('/api/recommendations?limit=3');
    expect(idsOf(widget.body).every((id) => visible().includes(id))).toBe(true);
    expect(widget.body).toHaveLength(3);
  });

  it('leave muted articles out of the daily digest', async () => {
    const member = await signedInAs(app, 'digested');
    await member.put('/api/user/mutes', mutes());
    await member.put('/api/user/preferences', { daily_digest: true, digest_hour: 0, time_zone: 'UTC' });
    expect((await app.ctx.services.digest.runOnce()).sent).toBeGreaterThanOrEqual(1);
    const mail = smtp.inbox.find((m) => m.to.includes('digested@example.com'))!.raw.replace(/=\r?\n/g, '');
    for (const title of ['Gold edges higher', 'Bitcoin miners expand', 'Market wrap: stocks steady']) expect(mail).toContain(title);
    for (const title of ['Bitcoin ETF inflows', 'Ether slides', 'Solana rallies', 'crypto-etf']) expect(mail).not.toContain(title);
  });

  it('leave muted articles out of the auto-post queue', async () => {
    const member = await signedInAs(app, 'poster');
    await member.put('/api/user/preferences', { automated_posting_enabled: true, auto_post_topics: ['crypto'] });
    expect((await member.get<unknown[]>('/api/autopost/news?limit=20')).body).toHaveLength(8);
    await member.put('/api/user/mutes', mutes());
    const queue = await member.get<{ id: number }[]>('/api/autopost/news?limit=20');
    expect(idsOf(queue.body).sort((a, b) => a - b)).toEqual(visible());
  });
});

describe('keyword matching', () => {
  const titles = [
    'ETF inflows', 'Spot etf', 'ETFs rise', 'crypto-ETF', 'NETFLIX up', 'etf_fund', 'S&P 500 closes', 'S&P 5000', 'rate  cut ahead',
    'rate cutting', 'Fed (US) holds', 'a+b=c', 'C++ jobs', 'Ünïcode ETF', 'the c.i.a. report', 'CIA report',
    'Акции растут на фоне ИИнфляции', 'ИИ-стартапы растут', 'Führung wechselt', 'Die hrung', '比特币价格突破', 'ビットコイン比特币',
  ];
  const keywords = [['etf'], ['S&P 500'], ['rate cut'], ['Fed (US)'], ['a+b'], ['c++'], ['c.i.a.'], ['etf', 'cia'], ['ИИ'], ['hrung'], ['比特币']];

  it('reads the same in PostgreSQL and in memory: whole words, any case, special characters literal', async () => {
    for (const list of keywords) {
      const pattern = keywordPattern(list)!;
      const test = muteTest({ sources: [], tickers: [], keywords: list })!;
      for (const title of titles) {
        const { rows } = await app.ctx.knex.raw<{ rows: { m: boolean }[] }>('select ? ~* ? as m', [title, pattern]);
        expect(test({ sourceId: null, tickers: [], title }), `${list.join(',')} in "${title}"`).toBe(rows[0]!.m);
      }
    }
    const etf = muteTest({ sources: [], tickers: [], keywords: ['etf'] })!;
    expect(titles.filter((title) => etf({ sourceId: null, tickers: [], title }))).toEqual(['ETF inflows', 'Spot etf', 'crypto-ETF', 'Ünïcode ETF']);
    // A word of the Cyrillic, Latin… scripts is whole; Chinese has no spaces, so a keyword is found inside a run.
    const matched = (keyword: string) => titles.filter((title) => muteTest({ sources: [], tickers: [], keywords: [keyword] })!({ sourceId: null, tickers: [], title }));
    expect(matched('ИИ')).toEqual(['ИИ-стартапы растут']);
    expect(matched('hrung')).toEqual(['Die hrung']);
    expect(matched('比特币')).toEqual(['比特币价格突破', 'ビットコイン比特币']);
    expect(muteTest({ sources: [], tickers: [], keywords: [] })).toBeNull();
  });
});
