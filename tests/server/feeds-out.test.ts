import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_TOKEN_MESSAGES, type FeedToken } from '../../src/contracts/feeds-out.js';
import { createLogger } from '../../src/server/logger.js';
import { EMPTY_FEED_DATE } from '../../src/server/modules/feeds-out/service.js';
import { signedInAs } from '../helpers/accounts.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

// Feeds out (docs/product.md#feeds-out): the news as RSS, Atom and JSON Feed with the filters of
// GET /api/news, conditional GETs, and personal For You feeds by a key that a reset kills.
let app: TestApp;
const ids: Record<string, number> = {};
const PUBLIC_URL = 'https://wire.example.test';
const ODD_SUMMARY = 'Line one]]>\n   <next> and ]]\n>\n   <![CDATA[ fake';
const NOW = new Date('2026-11-22T12:00:00Z');
// The app's clock: a test that moves it puts it back.
let now = NOW;
// Every line the app logs, as JSON.
const logged: string[] = [];

beforeAll(async () => {
  const logger = createLogger('info', { write: (line: string) => logged.push(line) });
  app = await startTestApp({ env: { PUBLIC_URL }, clock: () => now, logger });
  const { knex } = app.ctx;
  const at = (iso: string) => new Date(iso);
  ids.btc = await insertArticle(knex, { title: 'Bitcoin rallies to a record', tickers: ['BTC'], sentiment: 'bullish', ai_score: 90, categories: ['crypto'], published_at: at('2026-11-20T10:00:00Z') }, 'Bitcoin set a record high on ETF demand.');
  ids.eth = await insertArticle(knex, { title: 'Ether slumps after exploit', tickers: ['ETH'], sentiment: 'bearish', ai_score: 75, categories: ['crypto', 'defi'], published_at: at('2026-11-21T08:00:00Z') });
  ids.fed = await insertArticle(knex, { title: 'Fed holds rates', ai_score: 100, categories: ['economy'], published_at: at('2026-11-21T09:00:00Z') });
  // Stored before ingestion dropped such characters: a title of nothing else.
  ids.unprintable = await insertArticle(knex, { title: '\u0005\u0006\u0007', tickers: ['XRP'], published_at: at('2026-11-18T09:00:00Z') });
  ids.hostile = await insertArticle(knex, {
    title: 'S&P <500> "rises" ]]> \u0001\u0008\u001f\uFFFE\uFFFF end',
    content_text: 'teaser & <b>bold</b> \u0007',
    tickers: ['BRK.B'],
    published_at: at('2026-11-19T09:00:00Z'),
  }, 'Summary with <tags> & \u0002 controls');
  // A row no ingestion writes now: a source named only with control characters, a link that is
  // not a URL, categories that are nothing else, and a summary that looks like feedsmith's markup.
  ids.odd = await insertArticle(knex, {
    title: 'Solana row written by hand',
    source_name: '\u0001\u0002',
    categories: ['\u0001', 'layer-1'],
    tickers: ['SOL', '\u0002'],
    published_at: at('2026-11-17T09:00:00Z'),
  }, ODD_SUMMARY);
  await knex('articles').where({ id: ids.odd }).update({ url: 'http://news.example.org/a b"c<d>\u0001e' });
});
afterAll(async () => {
  await app.stop();
});

const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });

/** The XML well-formed by a strict parser, and free of every character XML 1.0 forbids. */
function expectWellFormed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).not.toMatch(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u);
}

async function rssIds(url: string): Promise<string[]> {
  const res = await get(url);
  expect(res.statusCode, res.payload).toBe(200);
  expectWellFormed(res.payload);
  return (parseRssFeed(res.payload).items ?? []).map((item) => item.guid!.value!);
}
const page = (id: number | undefined) => `${PUBLIC_URL}/news/${id}`;

describe('GET /feeds/news.{rss,atom,json}', () => {
  it('answers RSS 2.0 with each item’s title, link, date, summary, categories and scores', async () => {
    const res = await get('/feeds/news.rss?ticker=btc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('max-age=60, must-revalidate, public');
    expectWellFormed(res.payload);
    const feed = parseRssFeed(res.payload);
    expect(feed.title).toBe('AlphaWire news: BTC');
    expect(feed.atom?.links?.[0]?.href).toBe(`${PUBLIC_URL}/feeds/news.rss?ticker=BTC`);
    expect(feed.items).toHaveLength(1);
    const [item] = feed.items!;
    expect(item).toMatchObject({
      title: 'Bitcoin rallies to a record',
      link: expect.stringMatching(/^https:\/\/news\.example\.org\//),
      description: 'Bitcoin set a record high on ETF demand.',
      guid: { value: page(ids.btc), isPermaLink: true },
    });
    expect(new Date(item!.pubDate!).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(item!.categories).toEqual([
      { name: 'crypto', domain: 'urn:alphawire:topic' },
      { name: 'BTC', domain: 'urn:alphawire:ticker' },
      { name: 'bullish', domain: 'urn:alphawire:sentiment' },
      { name: '90', domain: 'urn:alphawire:ai-score' },
    ]);
  });

  it('answers Atom 1.0 with the same items', async () => {
    const res = await get('/feeds/news.atom?sentiment=bearish');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expectWellFormed(res.payload);
    const feed = parseAtomFeed(res.payload);
    expect(feed.title).toMatchObject({ value: 'AlphaWire news: bearish' });
    expect(feed.entries).toHaveLength(1);
    const [entry] = feed.entries!;
    expect(entry).toMatchObject({ id: page(ids.eth), title: { value: 'Ether slumps after exploit' }, authors: [{ name: 'Test Wire' }] });
    expect(entry!.links?.map((l) => l.rel)).toEqual(['alternate', 'related']);
    expect(entry!.links?.[1]?.href).toBe(page(ids.eth));
    expect(entry!.categories?.map((c) => `${c.scheme}=${c.term}`)).toEqual([
      'urn:alphawire:topic=crypto',
      'urn:alphawire:topic=defi',
      'urn:alphawire:ticker=ETH',
      'urn:alphawire:sentiment=bearish',
      'urn:alphawire:ai-score=75',
    ]);
    expect(new Date(entry!.updated!).toISOString()).toBe('2026-11-21T08:00:00.000Z');
  });

  it('answers JSON Feed 1.1 with the scores in its _alphawire extension', async () => {
    const res = await get('/feeds/news.json?minImportance=80');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const raw = JSON.parse(res.payload) as { version: string; items: Record<string, unknown>[] };
    expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
    const feed = parseJsonFeed(raw);
    expect(feed.items?.map((item) => item.id)).toEqual([page(ids.fed), page(ids.btc)]);
    expect(feed.items?.[1]).toMatchObject({ title: 'Bitcoin rallies to a record', summary: 'Bitcoin set a record high on ETF demand.', tags: ['crypto', 'BTC'], date_published: '2026-11-20T10:00:00.000Z' });
    expect(raw.items[1]!._alphawire).toEqual({ page: page(ids.btc), source: 'Test Wire', topics: ['crypto'], tickers: ['BTC'], sentiment: 'bullish', sentimentNote: null, aiScore: 90 });
    expect(raw.items[1]!.language).toBe('en');
  });

  it('filters as GET /api/news does, for every parameter and sort', async () => {
    for (const query of ['', 'language=en', 'ticker=ETH,BTC', 'topic=crypto', 'q=rates', 'sort=impact', 'sentiment=bullish', 'minImportance=76', 'since=2026-11-21', 'limit=2&page=2']) {
      // The feed's default length is 50, the API's 10.
      const api = await createAgent(app.server).get<{ items: { id: number }[] }>(`/api/news?${query.includes('limit') ? '' : 'limit=50&'}${query}`);
      expect(await rssIds(`/feeds/news.rss?${query}`), query).toEqual(api.body.items.map((item) => page(item.id)));
    }
    expect(await rssIds('/feeds/news.rss?limit=2&page=2')).toEqual([page(ids.btc), page(ids.hostile)]);
    expect(await rssIds('/feeds/news.rss?ticker=DOGE')).toEqual([]);
  });

  it('refuses bad parameters with the 400 of GET /api/news', async () => {
    const cases: [string, string][] = [
      ['sort=best', 'sort must be one of'],
      ['sentiment=happy', 'sentiment must be one of'],
      ['minImportance=101', 'minImportance must be between 0 and 100'],
      ['ticker=%3Cscript%3E', 'ticker must be symbols'],
      [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
      ['since=yesterday', 'since must be an ISO 8601 time'],
      ['limit=101', 'limit must be between 1 and 100'],
      ['format=xml', 'Unknown query parameter: format'],
    ];
    for (const format of ['rss', 'atom', 'json']) {
      for (const [query, message] of cases) {
        const res = await get(`/feeds/news.${format}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.headers['content-type']).toContain('application/json');
        const body = JSON.parse(res.payload) as { statusCode: number; error: string; message: string };
        expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(body.message).toContain(message);
        const api = JSON.parse((await get(`/api/news?${query}`)).payload) as { message: string };
        expect(body.message).toBe(api.message);
      }
    }
  });

  it('keeps hostile text well-formed: markup, CDATA ends and control characters in titles and summaries', async () => {
    for (const format of ['rss', 'atom'] as const) {
      const res = await get(`/feeds/news.${format}?ticker=BRK.B&q=${encodeURIComponent('S&P <500> \u0001')}`);
      expect(res.statusCode, res.payload).toBe(200);
      expectWellFormed(res.payload);
    }
    const rss = parseRssFeed((await get('/feeds/news.rss?ticker=brk.b')).payload);
    expect(rss.items?.[0]?.title).toBe('S&P <500> "rises" ]]>  end');
    expect(rss.items?.[0]?.description).toBe('Summary with &lt;tags&gt; &amp;  controls');
    const atom = parseAtomFeed((await get('/feeds/news.atom?ticker=brk.b')).payload);
    expect(atom.entries?.[0]?.title).toMatchObject({ value: 'S&P <500> "rises" ]]>  end' });
    expect(atom.entries?.[0]?.summary).toMatchObject({ value: 'Summary with <tags> &  controls' });
    const json = JSON.parse((await get('/feeds/news.json?ticker=brk.b')).payload) as { items: { title: string; content_html: string }[] };
    expect(json.items[0]!.title).toBe('S&P <500> "rises" ]]>  end');
    expect(json.items[0]!.content_html).toBe('<p>teaser & <b>bold</b> </p>');
    // The longest search the API takes, all of it markup, still makes a well-formed feed.
    const huge = await get(`/feeds/news.atom?q=${encodeURIComponent('<&>'.repeat(66))}`);
    expect(huge.statusCode).toBe(200);
    expectWellFormed(huge.payload);
  });

  it('writes text holding &, < or > without line breaks around it: links, ids and titles are exactly what they are', async () => {
    const atom = await get('/feeds/news.atom?topic=crypto&sort=impact');
    expect(atom.payload).toContain(`<id><![CDATA[${PUBLIC_URL}/feeds/news.atom?sort=impact&topic=crypto]]></id>`);
    for (const format of ['rss', 'atom'] as const) {
      const { payload } = await get(`/feeds/news.${format}?ticker=brk.b`);
      expectWellFormed(payload);
      expect(payload).toContain('<![CDATA[S&P <500> "rises" ]]]]><![CDATA[>  end]]></title>');
      expect(payload).not.toMatch(/>\s+<!\[CDATA\[|\]\]>\s+</);
    }
  });

  it('writes a stored row no ingestion would write now as a valid item: its link a URL, a source named, no empty category, the summary as stored', async () => {
    const link = 'http://news.example.org/a%20b%22c%3Cd%3Ee';
    const rssRes = await get('/feeds/news.rss?ticker=SOL');
    expectWellFormed(rssRes.payload);
    const rss = parseRssFeed(rssRes.payload).items![0]!;
    expect(rss.link).toBe(link);
    expect(rss.categories?.map((category) => category.name)).toEqual(['layer-1', 'SOL']);
    expect(rss.dc?.creators).toEqual(['Unknown source']);
    const atomRes = await get('/feeds/news.atom?ticker=SOL');
    expectWellFormed(atomRes.payload);
    const entry = parseAtomFeed(atomRes.payload).entries![0]!;
    expect(entry.links?.[0]?.href).toBe(link);
    expect(entry.authors).toEqual([{ name: 'Unknown source' }]);
    expect(entry.categories?.map((category) => category.term)).toEqual(['layer-1', 'SOL']);
    expect(entry.summary).toMatchObject({ value: ODD_SUMMARY });
    const json = JSON.parse((await get('/feeds/news.json?ticker=SOL')).payload) as { items: { url: string; summary: string; tags: string[]; authors: unknown }[] };
    expect(json.items[0]).toMatchObject({ url: link, summary: ODD_SUMMARY, tags: ['layer-1', 'SOL'], authors: [{ name: 'Unknown source' }] });
  });

  it('gives an article whose title was nothing but unprintable characters a title, as Atom and RSS require', async () => {
    const rss = parseRssFeed((await get('/feeds/news.rss?ticker=XRP')).payload);
    expect(rss.items?.map((item) => item.title)).toEqual(['Untitled']);
    const atom = parseAtomFeed((await get('/feeds/news.atom?ticker=XRP')).payload);
    expect(atom.entries?.map((entry) => entry.title)).toEqual([{ value: 'Untitled', type: 'text' }]);
  });

  it('names the language filter in its title and self link, so feeds of different languages are different feeds', async () => {
    const res = await get('/feeds/news.atom?language=en');
    expect(res.statusCode).toBe(200);
    const feed = parseAtomFeed(res.payload);
    expect(feed.id).toBe(`${PUBLIC_URL}/feeds/news.atom?language=en`);
    expect(feed.title).toMatchObject({ value: 'AlphaWire news: in en' });
    expect(feed.links?.find((link) => link.rel === 'self')?.href).toBe(`${PUBLIC_URL}/feeds/news.atom?language=en`);
  });

  it('links the home page with the same filters, not the feed’s own page and size', async () => {
    const json = JSON.parse((await get('/feeds/news.json?limit=2&page=2&ticker=BTC')).payload) as { home_page_url: string; feed_url: string };
    expect(json.home_page_url).toBe(`${PUBLIC_URL}/?ticker=BTC`);
    // The home page keeps the feed's order in its address too.
    expect((JSON.parse((await get('/feeds/news.json?sort=impact&ticker=BTC')).payload) as { home_page_url: string }).home_page_url).toBe(`${PUBLIC_URL}/?sort=impact&ticker=BTC`);
    expect(json.feed_url).toBe(`${PUBLIC_URL}/feeds/news.json?page=2&limit=2&ticker=BTC`);
  });

  it('answers 304 to If-None-Match and If-Modified-Since while the feed is unchanged', async () => {
    const first = await get('/feeds/news.rss?topic=crypto');
    const etag = first.headers.etag as string;
    const modified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(new Date(modified).toUTCString()).toBe(modified);
    const byTag = await get('/feeds/news.rss?topic=crypto', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.payload).toBe('');
    expect((await get('/feeds/news.rss?topic=crypto', { 'if-modified-since': modified })).statusCode).toBe(304);
    expect((await get('/feeds/news.rss?topic=crypto', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // "*" is any version there is.
    const any = await get('/feeds/news.rss?topic=crypto', { 'if-none-match': '*' });
    expect(any.statusCode).toBe(304);
    expect(any.headers.etag).toBe(etag);
    expect((await get('/feeds/news.rss?topic=crypto', { 'if-modified-since': 'Thu, 01 Jan 2026 00:00:00 GMT' })).statusCode).toBe(200);
    // Other formats and filters are other documents.
    expect((await get('/feeds/news.atom?topic=crypto', { 'if-none-match': etag })).statusCode).toBe(200);
    // The same filters spelled otherwise are the same document.
    expect((await get('/feeds/news.rss?topic=crypto&limit=50&sort=latest', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('carries its newest item’s time in the document, and Last-Modified when it was first made', async () => {
    const rss = await get('/feeds/news.rss?topic=crypto');
    expect(new Date(parseRssFeed(rss.payload).lastBuildDate!).toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(rss.headers['last-modified']).toBe(NOW.toUTCString());
    const atom = await get('/feeds/news.atom?topic=crypto');
    expect(new Date(parseAtomFeed(atom.payload).updated!).toISOString()).toBe('2026-11-21T08:00:00.000Z');
  });

  it('gives a reader asking If-Modified-Since an article that arrives with an older date than the newest', async () => {
    await insertArticle(app.ctx.knex, { title: 'Regulator opens a review', categories: ['regulation'], published_at: new Date('2026-11-21T07:00:00Z') });
    app.ctx.services.news.articlesChanged();
    const first = await get('/feeds/news.rss?topic=regulation');
    const since = first.headers['last-modified'] as string;
    expect((await get('/feeds/news.rss?topic=regulation', { 'if-modified-since': since })).statusCode).toBe(304);
    now = new Date(NOW.getTime() + 60_000);
    try {
      await insertArticle(app.ctx.knex, { title: 'Late filing surfaces', categories: ['regulation'], published_at: new Date('2026-11-01T09:00:00Z') });
      app.ctx.services.news.articlesChanged();
      await new Promise((resolve) => setTimeout(resolve, 600));
      const later = await get('/feeds/news.rss?topic=regulation', { 'if-modified-since': since });
      expect(later.statusCode).toBe(200);
      expect(later.payload).toContain('Late filing surfaces');
      expect(later.headers['last-modified']).toBe(now.toUTCString());
    } finally {
      now = NOW;
    }
  });

  it('answers a search that finds nothing with an empty list, dated by the empty feeds’ fixed date', async () => {
    const json = await get('/feeds/news.json?q=zzzznotfound');
    expect(json.statusCode).toBe(200);
    const raw = JSON.parse(json.payload) as { version: string; items?: unknown[] };
    expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
    // JSON Feed 1.1 requires the list, empty or not.
    expect(raw.items).toEqual([]);
    const rss = await get('/feeds/news.rss?q=zzzznotfound');
    expectWellFormed(rss.payload);
    expect(new Date(parseRssFeed(rss.payload).lastBuildDate!).toISOString()).toBe(EMPTY_FEED_DATE.toISOString());
    const atom = await get('/feeds/news.atom?q=zzzznotfound');
    expectWellFormed(atom.payload);
    expect(new Date(parseAtomFeed(atom.payload).updated!).toISOString()).toBe(EMPTY_FEED_DATE.toISOString());
    for (const res of [json, rss, atom]) expect(res.headers['last-modified']).toBe(EMPTY_FEED_DATE.toUTCString());
  });

  it('changes its ETag once an article is added or changed, as the feed cache is cleared', async () => {
    const before = await get('/feeds/news.json?topic=economy');
    const etag = before.headers.etag as string;
    const id = await insertArticle(app.ctx.knex, { title: 'Jobs report beats', categories: ['economy'], published_at: new Date('2026-11-21T10:00:00Z') });
    app.ctx.services.news.articlesChanged();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const after = await get('/feeds/news.json?topic=economy', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect((JSON.parse(after.payload) as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([page(id), page(ids.fed)]);
    await app.ctx.knex('articles').where({ id }).update({ ai_score: 66 });
    app.ctx.services.news.articlesChanged();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const scored = await get('/feeds/news.json?topic=economy', { 'if-none-match': after.headers.etag as string });
    expect(scored.statusCode).toBe(200);
    expect(scored.payload).toContain('"aiScore":66');
  });

  it('is anonymous: a session changes nothing and sets no cookie', async () => {
    const member = await signedInAs(app, 'feed-anon');
    const anonymous = await get('/feeds/news.rss');
    const signedIn = await member.get('/feeds/news.rss');
    expect(signedIn.body).toBe(anonymous.payload);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    const { token } = (await member.get<FeedToken>('/api/user/feed-token')).body;
    for (const url of [`/feeds/u/${token}/recommendations.rss`, `/feeds/u/${token}/watchlist.json`, '/feeds/news.xml']) {
      expect((await member.get(url)).headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('sets no cookie for a visitor either, so a shared cache never hands one visitor’s cookie to the next', async () => {
    const first = await get('/feeds/news.rss');
    expect(first.headers['cache-control']).toContain('public');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect((await get('/feeds/news.atom?topic=crypto')).headers['set-cookie']).toBeUndefined();
    const unchanged = await get('/feeds/news.rss', { 'if-none-match': first.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['set-cookie']).toBeUndefined();
    for (const url of ['/feeds/news.json?sort=best', '/feeds/news.xml', '/feeds/u/nope/watchlist.rss']) {
      expect((await get(url)).headers['set-cookie'], url).toBeUndefined();
    }
  });
});

describe('personal feeds', () => {
  it('makes the key on the first ask, shows the same one again, and stores it only hashed and sealed', async () => {
    const member = await signedInAs(app, 'feed-owner');
    const first = await member.get<FeedToken>('/api/user/feed-token');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('no-store');
    const { token, urls } = first.body;
    expect(token).toMatch(/^awf_[A-Za-z0-9_-]{43}$/);
    expect(urls).toEqual({
      rss: `${PUBLIC_URL}/feeds/u/${token}/recommendations.rss`,
      atom: `${PUBLIC_URL}/feeds/u/${token}/recommendations.atom`,
      json: `${PUBLIC_URL}/feeds/u/${token}/recommendations.json`,
    });
    expect((await member.get<FeedToken>('/api/user/feed-token')).body).toEqual(first.body);
    const stored = await app.ctx.knex('feed_tokens').first<{ token_hash: string; token_sealed: string }>();
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(token.slice(4));
  });

  it('gives the member’s For You list in every format, and a reset stops the old URLs at once', async () => {
    const member = await signedInAs(app, 'feed-reader');
    expect((await member.put('/api/user/preferences', { categories: ['economy'] })).statusCode).toBe(200);
    const { token } = (await member.get<FeedToken>('/api/user/feed-token')).body;
    const res = await get(`/feeds/u/${token}/recommendations.rss`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('max-age=60, must-revalidate, private');
    expectWellFormed(res.payload);
    const recommended = await member.get<{ id: number }[]>('/api/recommendations?limit=50');
    expect(parseRssFeed(res.payload).items?.map((i) => i.guid?.value)).toEqual(recommended.body.map((r) => page(r.id)));
    expect(parseRssFeed(res.payload).items?.[0]?.guid?.value).toBe(page(ids.fed));
    expect(parseAtomFeed((await get(`/feeds/u/${token}/recommendations.atom`)).payload).title).toMatchObject({ value: 'AlphaWire: For You' });
    expect(parseJsonFeed(JSON.parse((await get(`/feeds/u/${token}/recommendations.json`)).payload)).items?.length).toBe(recommended.body.length);
    const etag = res.headers.etag as string;
    expect((await get(`/feeds/u/${token}/recommendations.rss`, { 'if-none-match': etag })).statusCode).toBe(304);

    const reset = await member.post<FeedToken>('/api/user/feed-token/reset');
    expect(reset.statusCode).toBe(200);
    expect(reset.body.token).not.toBe(token);
    expect((await member.get<FeedToken>('/api/user/feed-token')).body).toEqual(reset.body);
    for (const format of ['rss', 'atom', 'json']) {
      const old = await get(`/feeds/u/${token}/recommendations.${format}`);
      expect(old.statusCode).toBe(404);
      expect(JSON.parse(old.payload)).toEqual({ statusCode: 404, error: 'Not Found', message: FEED_TOKEN_MESSAGES.notFound });
      expect((await get(`/feeds/u/${reset.body.token}/recommendations.${format}`)).statusCode).toBe(200);
    }
  });

  it('answers 404 in the JSON error format to unknown and malformed keys', async () => {
    // A NUL is text the input rule refuses with a 400 elsewhere; here it is a malformed key.
    const tokens = ['awf_' + 'A'.repeat(43), 'nope', 'awf_' + 'x'.repeat(500), '%3Cscript%3E', 'awf_..%2F..%2Fetc', 'awf_%20' + 'A'.repeat(40), 'awf_%00', 'awf_%00' + 'A'.repeat(42), 'awf_%C3%A9'];
    for (const token of tokens) {
      for (const feed of ['recommendations.rss', 'watchlist.json']) {
        const res = await get(`/feeds/u/${token}/${feed}`);
        expect(res.statusCode, token).toBe(404);
        expect(JSON.parse(res.payload), token).toEqual({ statusCode: 404, error: 'Not Found', message: FEED_TOKEN_MESSAGES.notFound });
      }
    }
  });

  it('dates an empty feed the same at any time, so its ETag and date still answer 304 after its kept body lapsed', async () => {
    const member = await signedInAs(app, 'feed-nothing-watched');
    const { watchlistUrls } = (await member.get<FeedToken>('/api/user/feed-token')).body;
    const url = (format: string) => watchlistUrls[format as 'rss'].slice(PUBLIC_URL.length);
    const json = await get(url('json'));
    expect(json.statusCode).toBe(200);
    expect((JSON.parse(json.payload) as { items?: unknown[] }).items).toEqual([]);
    const first = await get(url('rss'));
    expect(first.headers['last-modified']).toBe(EMPTY_FEED_DATE.toUTCString());
    expect(new Date(parseRssFeed(first.payload).lastBuildDate!).toISOString()).toBe(EMPTY_FEED_DATE.toISOString());
    // An hour on, past the 10 minutes a body is kept: made anew, the same.
    now = new Date(NOW.getTime() + 3_600_000);
    try {
      expect((await get(url('rss'), { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
      expect((await get(url('rss'), { 'if-modified-since': first.headers['last-modified'] as string })).statusCode).toBe(304);
      expect((await get(url('rss'))).payload).toBe(first.payload);
    } finally {
      now = NOW;
    }
  });

  it('keeps the key for members: anonymous callers get 401, and a reset needs the CSRF token', async () => {
    expect((await get('/api/user/feed-token')).statusCode).toBe(401);
    expect((await app.server.inject({ method: 'POST', url: '/api/user/feed-token/reset' })).statusCode).toBe(401);
    const member = await signedInAs(app, 'feed-csrf');
    const { token } = (await member.get<FeedToken>('/api/user/feed-token')).body;
    const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const forged = await app.server.inject({ method: 'POST', url: '/api/user/feed-token/reset', headers: { cookie } });
    expect(forged.statusCode).toBe(403);
    expect((await get(`/feeds/u/${token}/recommendations.rss`)).statusCode).toBe(200);
  });
});

describe('unknown addresses under /feeds/', () => {
  it('answer the JSON 404, not the web app’s page', async () => {
    const member = await signedInAs(app, 'feed-typos');
    const { token } = (await member.get<FeedToken>('/api/user/feed-token')).body;
    const urls = ['/feeds', '/feeds/', '/feeds/news.xml', '/feeds/news.RSS', '/feeds/news', `/feeds/u/${token}/other.rss`, `/feeds/u/${token}`, '/feeds/u/%2e%2e/recommendations.rss'];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(JSON.parse(res.payload), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    // A feed's own address takes GET only: a write there is told so.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await app.server.inject({ method, url: '/feeds/news.rss' });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD');
      expect(JSON.parse(res.payload), method).toMatchObject({ statusCode: 405, error: 'Method Not Allowed' });
    }
  });
});

describe('the log', () => {
  it('never holds a personal feed’s key, whatever the request made of its URL', async () => {
    const member = await signedInAs(app, 'feed-logged');
    const { token } = (await member.get<FeedToken>('/api/user/feed-token')).body;
    const from = logged.length;
    const requests = [
      ['DELETE', `/feeds/u/${token}/watchlist.atom`],
      ['POST', `/feeds/u/${token}/recommendations.rss`],
      ['GET', `/feeds/u/${token}/other.rss`],
      ['GET', `/feeds/u/${token}x/recommendations.json`],
      ['GET', `/feeds//u/${token}/recommendations.rss`],
      // A slash written %2F, which Hapi leaves encoded in the path.
      ['GET', `/feeds/u%2F${token}/recommendations.rss`],
      ['GET', `/feeds%2Fu%2F${token}%2Frecommendations.rss`],
      ['GET', `/feeds/U%2f${token}`],
    ];
    for (const [method, url] of requests) {
      const res = await app.server.inject({ method: method!, url: url! });
      // A write to a real feed is 405, to no feed 404: neither answer holds the key.
      expect(res.statusCode, url).toBe(method === 'GET' ? 404 : 405);
      expect(res.payload, url).not.toContain(token.slice('awf_'.length));
    }
    // Hapi tells of a finished request after its answer is out.
    await new Promise((resolve) => setImmediate(resolve));
    const lines = logged.slice(from);
    expect(lines.filter((line) => line.includes('[response]'))).toHaveLength(requests.length);
    expect(lines.join('\n')).not.toContain(token.slice('awf_'.length));
    // The rest of the path is kept, in the line's fields and in its message.
    expect(lines.join('\n')).toContain('"path":"/feeds/u/[redacted]/watchlist.atom"');
    expect(lines.join('\n')).toContain('[response] delete /feeds/u/[redacted]/watchlist.atom 405');
  });
});
