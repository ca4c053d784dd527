import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedToken } from '../../src/contracts/feeds-out.js';
import type { NewsList } from '../../src/contracts/news.js';
import type { Watchlist } from '../../src/contracts/watchlist.js';
import { signedInAs } from '../helpers/accounts.js';
import { type Agent, createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// The watchlist (docs/product.md#watchlist): its rules, the home feed's Watchlist filter and the
// personal watchlist feed. The feed's page cache is on (the app's default), so a page shared
// between two members' watchlists would show here.
let app: TestApp;
let watcher: Agent;
let other: Agent;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL: 'https://news.example.com' } });
  const article = (title: string, tickers: string[], minutes: number) =>
    insertArticle(app.ctx.knex, { title, tickers, categories: ['crypto'], published_at: new Date(Date.UTC(2026, 10, 20, 12, minutes)) });
  ids.btc = await article('Bitcoin ETF inflows hit a record', ['BTC'], 1);
  ids.eth = await article('Ether slides after the exploit', ['ETH'], 2);
  ids.both = await article('Bitcoin and Ether lead a broad rally', ['BTC', 'ETH'], 3);
  ids.sol = await article('Solana rallies on fresh listings', ['SOL'], 4);
  ids.none = await article('Market wrap: stocks steady', [], 5);
  watcher = await signedInAs(app, 'watcher');
  other = await signedInAs(app, 'other');
});
afterAll(async () => {
  await app?.stop();
});

async function feed(agent: Agent, url: string): Promise<number[]> {
  const res = await agent.get<NewsList>(url);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((item) => item.id);
}

describe('an alias of a known asset (XBT for BTC)', () => {
  it('filters the feed and opens the asset page as the asset’s own symbol does', async () => {
    const anonymous = createAgent(app.server);
    expect(await feed(anonymous, '/api/news?ticker=XBT')).toEqual(await feed(anonymous, '/api/news?ticker=BTC'));
    expect(await feed(anonymous, '/api/news?ticker=XBT')).toContain(ids.btc);
    const page = await anonymous.get<{ symbol: string; mentions: number }>('/api/assets/XBT?window=30d');
    expect(page.statusCode).toBe(200);
    expect(page.body.symbol).toBe('BTC');
  });
});

describe('GET and PUT /api/user/watchlist', () => {
  it('is empty before the first save, and keeps each symbol once, in one spelling (an alias as its asset: XBT is BTC), sorted', async () => {
    expect((await watcher.get<Watchlist>('/api/user/watchlist')).body).toEqual({ symbols: [] });
    const saved = await watcher.put<Watchlist>('/api/user/watchlist', { symbols: ['$eth', 'BTC', ' btc ', 'BRK.B', 'XBT'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toEqual({ symbols: ['BRK.B', 'BTC', 'ETH'] });
    expect((await watcher.get<Watchlist>('/api/user/watchlist')).body).toEqual({ symbols: ['BRK.B', 'BTC', 'ETH'] });
    // Another member's list is their own.
    expect((await other.get<Watchlist>('/api/user/watchlist')).body).toEqual({ symbols: [] });
  });

  it('refuses a malformed symbol, more than 100, an unknown field and a missing list, keeping what was saved', async () => {
    const cases: [unknown, string][] = [
      [{ symbols: ['BTC', 'not a symbol'] }, 'symbols: "NOT A SYMBOL" is not a symbol such as BTC or $ETH'],
      [{ symbols: Array.from({ length: 101 }, (_, i) => `S${i}`) }, 'symbols: at most 100'],
      [{ symbols: ['BTC'], alerts: true }, 'Unknown field: alerts'],
      [{}, 'symbols must be a list of symbols such as BTC or $ETH'],
      [{ symbols: 'BTC' }, 'symbols must be a list of symbols such as BTC or $ETH'],
      [{ symbols: [42] }, 'symbols must be a list of symbols such as BTC or $ETH'],
    ];
    for (const [payload, message] of cases) {
      const res = await watcher.put('/api/user/watchlist', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
    expect((await watcher.put<Watchlist>('/api/user/watchlist', { symbols: Array.from({ length: 100 }, (_, i) => `S${i}`) })).statusCode).toBe(200);
    expect((await watcher.get<Watchlist>('/api/user/watchlist')).body.symbols).toHaveLength(100);
    await watcher.put('/api/user/watchlist', { symbols: ['BTC', 'ETH'] });
  });

  it('counts the 100 symbols as stored, aliases folded: 101 entries naming BTC twice (BTC and XBT) are 100', async () => {
    const others = Array.from({ length: 99 }, (_, i) => `S${i}`);
    const folded = await watcher.put<Watchlist>('/api/user/watchlist', { symbols: [...others, 'BTC', 'XBT'] });
    expect(folded.statusCode, JSON.stringify(folded.body)).toBe(200);
    expect(folded.body.symbols).toHaveLength(100);
    expect(folded.body.symbols).toContain('BTC');
    expect(folded.body.symbols).not.toContain('XBT');
    const tooMany = await watcher.put('/api/user/watchlist', { symbols: [...others, 'BTC', 'XBT', 'ETH', 'SOL'] });
    expect(tooMany.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'symbols: at most 100' });
    expect((await watcher.get<Watchlist>('/api/user/watchlist')).body.symbols).toEqual(folded.body.symbols);
    await watcher.put('/api/user/watchlist', { symbols: ['BTC', 'ETH'] });
  });

  it('is for signed-in members only', async () => {
    const anonymous = createAgent(app.server);
    expect((await anonymous.get('/api/user/watchlist')).statusCode).toBe(401);
    expect((await anonymous.put('/api/user/watchlist', { symbols: ['BTC'] })).statusCode).toBe(401);
  });
});

describe('the Watchlist filter of GET /api/news', () => {
  it('shows the news of any watched asset, newest first, and each member their own', async () => {
    await watcher.put('/api/user/watchlist', { symbols: ['BTC', 'ETH'] });
    await other.put('/api/user/watchlist', { symbols: ['SOL'] });
    expect(await feed(watcher, '/api/news?watchlist=true&limit=50')).toEqual([ids.both, ids.eth, ids.btc]);
    expect(await feed(other, '/api/news?watchlist=true&limit=50')).toEqual([ids.sol]);
    // A change shows at once: pages are kept by the symbols, not by who asked.
    await watcher.put('/api/user/watchlist', { symbols: ['SOL'] });
    expect(await feed(watcher, '/api/news?watchlist=true&limit=50')).toEqual([ids.sol]);
    expect(await feed(watcher, '/api/news?watchlist=false&limit=50')).toHaveLength(5);
  });

  it('is empty for an empty watchlist, and combines with the other filters and the mutes', async () => {
    await watcher.put('/api/user/watchlist', { symbols: [] });
    const empty = await watcher.get<NewsList>('/api/news?watchlist=true');
    expect(empty.body).toEqual({ items: [], totalCount: 0, hasMore: false });
    await watcher.put('/api/user/watchlist', { symbols: ['BTC', 'ETH'] });
    expect(await feed(watcher, '/api/news?watchlist=true&q=ether&limit=50')).toEqual([ids.both, ids.eth]);
    await watcher.put('/api/user/mutes', { tickers: ['ETH'] });
    expect(await feed(watcher, '/api/news?watchlist=true&limit=50')).toEqual([ids.btc]);
    await watcher.put('/api/user/mutes', { tickers: [] });
  });

  it('asks the signed-out to sign in, and refuses a ticker beside it or another value', async () => {
    const anonymous = createAgent(app.server);
    expect((await anonymous.get('/api/news?watchlist=true')).body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to see the news of your watchlist' });
    expect((await watcher.get('/api/news?watchlist=true&ticker=SOL')).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'watchlist and ticker cannot be combined: the watchlist names its own tickers',
    });
    expect((await watcher.get('/api/news?watchlist=yes')).body).toMatchObject({ statusCode: 400, message: 'watchlist must be true or false' });
    expect((await anonymous.get('/feeds/news.rss?watchlist=true')).body).toMatchObject({ statusCode: 400, message: 'Unknown query parameter: watchlist' });
  });
});

describe('the personal watchlist feed', () => {
  it('carries the news of the watched assets by the key, and stops at once when the key is reset', async () => {
    await watcher.put('/api/user/watchlist', { symbols: ['SOL'] });
    const { body: key } = await watcher.get<FeedToken>('/api/user/feed-token');
    expect(key.watchlistUrls).toEqual({
      rss: `https://news.example.com/feeds/u/${key.token}/watchlist.rss`,
      atom: `https://news.example.com/feeds/u/${key.token}/watchlist.atom`,
      json: `https://news.example.com/feeds/u/${key.token}/watchlist.json`,
    });
    const reader = createAgent(app.server);
    const answer = await reader.get<string>(`/feeds/u/${key.token}/watchlist.json`);
    expect(answer.statusCode).toBe(200);
    const json = JSON.parse(answer.body) as { title: string; items: { title: string }[] };
    expect(json.title).toBe('AlphaWire watchlist: SOL');
    expect(json.items.map((item) => item.title)).toEqual(['Solana rallies on fresh listings']);
    const rss = await reader.get<string>(`/feeds/u/${key.token}/watchlist.rss`);
    expect(rss.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(rss.body).toContain('Solana rallies on fresh listings');
    expect(rss.body).not.toContain('Bitcoin');

    await watcher.post('/api/user/feed-token/reset', {});
    expect((await reader.get(`/feeds/u/${key.token}/watchlist.atom`)).statusCode).toBe(404);
    expect((await reader.get('/feeds/u/awf_nope/watchlist.rss')).statusCode).toBe(404);
  });
});
