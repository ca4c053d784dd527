import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError, InvalidResponseError, RateLimitedError, TransientError } from '../../sdk/index.js';
import { createTestContext, type FixtureServer, runSourceConformance, startFixtureServer } from '../../sdk/testing/index.js';
import { parseFeedBody, rssSource } from './index.js';

const FIXTURES = new URL('./__fixtures__/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));
const feedUrl = (name: string) => `https://feeds.example.com/${name}`;

function parseOrError(name: string): unknown {
  try {
    return parseFeedBody(fixture(name), { url: feedUrl(name) });
  } catch (error) {
    return { error: { name: (error as Error).name, message: (error as Error).message } };
  }
}

function parseFixture(name: string) {
  return parseFeedBody(fixture(name), { url: feedUrl(name) });
}

function refusal(name: string): InvalidResponseError {
  try {
    parseFixture(name);
  } catch (error) {
    return error as InvalidResponseError;
  }
  throw new Error(`${name} was accepted`);
}

describe('rss parser golden outputs', () => {
  const names = readdirSync(FIXTURES).filter((name) => !name.endsWith('.golden.json'));

  // UPDATE_GOLDEN=1 npx vitest run src/plugins/sources/rss rewrites the golden files after a deliberate change.
  it.each(names)('parses %s as its golden file says', (name) => {
    const actual = JSON.parse(JSON.stringify(parseOrError(name))) as unknown;
    const goldenUrl = new URL(`${name}.golden.json`, FIXTURES);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(goldenUrl, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(goldenUrl, 'utf8')));
  });
});

describe('rss parser formats', () => {
  it.each([
    ['rss2-markets.xml', 'rss'],
    ['rss091.xml', 'rss'],
    ['rdf-rss10.xml', 'rdf'],
    ['atom10.xml', 'atom'],
    ['atom03.xml', 'atom'],
    ['jsonfeed10.json', 'json'],
    ['jsonfeed11.json', 'json'],
  ])('reads %s as %s with titled, linked items', (name, format) => {
    const feed = parseFixture(name);
    expect(feed.format).toBe(format);
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) expect(item.url).toMatch(/^https?:\/\//);
  });

  it('prefers content:encoded for the body and keeps the description as the summary', () => {
    const [first] = parseFixture('rss2-markets.xml').items;
    expect(first?.contentHtml).toContain("<p>Traders said positioning was light");
    expect(first?.summaryHtml).toBe("Futures rose 0.3% in early trade as investors waited for Friday's jobs figures.");
  });

  it('resolves relative links and images against the site, honouring xml:base', () => {
    const rss = parseFixture('rss2-markets.xml').items[1];
    expect(rss?.url).toBe('https://harbour-street.example/markets/2025/06/northwind-beats');
    expect(rss?.imageUrl).toBe('https://harbour-street.example/img/northwind.png');
    const [eth, btc] = parseFixture('atom10.xml').items;
    expect(eth?.url).toBe('https://lanternchain.example/blog/posts/eth-staking-yields');
    expect(btc?.url).toBe('https://lanternchain.example/notes/btc-weekly-23');
  });

  it('accepts unescaped HTML in text elements and CDATA that mentions their closing tag, as feedsmith does', () => {
    const xml = `<rss version="2.0"><channel><title>T</title><item><title>A</title><link>https://x.example/a</link>
<description><p>Loose <br> HTML</description><content:encoded><![CDATA[<p>Write </content:encoded> to end it</p>]]></content:encoded>
</item></channel></rss>`;
    const [item] = parseFeedBody(xml, { url: 'https://x.example/feed' }).items;
    expect(item?.summaryHtml).toBe('<p>Loose <br> HTML');
    expect(item?.contentHtml).toBe('<p>Write </content:encoded> to end it</p>');
  });

  it('turns HTML titles into text and reads dates with their zones', () => {
    const [eth] = parseFixture('atom10.xml').items;
    expect(eth?.title).toBe('$ETH staking yields dip as validator queue grows');
    expect(eth?.publishedAt).toEqual(new Date('2025-06-10T05:15:00Z'));
    const sterling = parseFixture('rss2-markets.xml').items[2];
    expect(sterling?.publishedAt).toEqual(new Date('2025-06-09T20:00:00Z'));
  });
});

describe('rss parser bad input', () => {
  it('decodes an ISO-8859-1 feed that says so only in its XML prolog', () => {
    const feed = parseFixture('latin1-no-charset.xml');
    expect(feed.title).toBe('Café de la Bourse');
    expect(feed.items[0]?.title).toBe("L'or dépasse 2 400 $ l'once, la livre à £1,26");
  });

  it('lets the Content-Type charset override the prolog', () => {
    const bytes = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Zürich</title><item><title>é</title><link>https://z.example/</link></item></channel></rss>', 'utf8');
    const feed = parseFeedBody(bytes, { url: 'https://z.example/feed', contentType: 'application/rss+xml; charset=utf-8' });
    expect(feed.title).toBe('Zürich');
  });

  it("reads a windows-1252 feed's quotes, dashes and euros, which Node reads as Latin-1", () => {
    const title = Buffer.from([...Buffer.from('Aktien fallen '), 0x96, 0x20, 0x84, ...Buffer.from('Gewinnwarnung'), 0x93, 0x20, 0x80, ...Buffer.from('12'), 0x92, ...Buffer.from('s')]);
    const bytes = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="windows-1252"?><rss version="2.0"><channel><title>B'),
      Buffer.from([0xf6]),
      Buffer.from('rse</title><item><title>'),
      title,
      Buffer.from('</title><link>https://z.example/a</link></item></channel></rss>'),
    ]);
    const feed = parseFeedBody(bytes, { url: 'https://z.example/feed' });
    expect(feed.title).toBe('Börse');
    expect(feed.items[0]?.title).toBe('Aktien fallen – „Gewinnwarnung“ €12’s');
    // The same bytes served as ISO-8859-1, which names the same encoding for the web.
    expect(parseFeedBody(bytes, { url: 'https://z.example/feed', contentType: 'text/xml; charset=ISO-8859-1' }).items[0]?.title).toBe('Aktien fallen – „Gewinnwarnung“ €12’s');
  });

  // A pattern for "comments, then an HTML root" doubled its time with each comment before another root: 40 took hours.
  it('reads a feed that many comments open, and an HTML page behind them, at once', () => {
    const comments = '<!-- generated -->\n'.repeat(200);
    const feed = `<?xml version="1.0"?>\n${comments}<rss version="2.0"><channel><title>T</title><item><title>Kept</title><link>https://z.example/a</link></item></channel></rss>`;
    expect(parseFeedBody(Buffer.from(feed), { url: 'https://z.example/feed' }).items[0]?.title).toBe('Kept');
    expect(() => parseFeedBody(Buffer.from(`${comments}<!DOCTYPE html><html></html>`), { url: 'https://z.example/feed' })).toThrow('This URL returns an HTML page, not a feed');
  });

  it('skips a byte-order mark', () => {
    expect(parseFixture('utf8-bom.xml').items[0]?.title).toBe('Yen → euro: €1 buys ¥169');
  });

  it.each([
    ['bad-malformed.xml', 'Feed is not valid XML at line 3 (expected </item>, found </itme>)'],
    ['bad-truncated.xml', 'Feed is not valid XML at line 7 (<item> is never closed)'],
    ['bad-html-page.html', 'This URL returns an HTML page, not a feed'],
    ['bad-empty.xml', 'Feed is empty'],
    ['bad-unknown-format.xml', 'Not a recognised feed format (RSS, Atom, RDF or JSON Feed)'],
    ['bad-json.json', 'Feed is not valid JSON'],
    ['bad-billion-laughs.xml', 'Feed declares XML entities, which are not allowed'],
    ['bad-xxe.xml', 'Feed declares XML entities, which are not allowed'],
  ])('refuses %s with "%s"', (name, message) => {
    const error = refusal(name);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toBe(message);
  });

  it('relies on no parser setting for safety: feedsmith alone neither expands entities nor reads files', () => {
    const laughs = parseFeed(fixture('bad-billion-laughs.xml').toString('utf8'));
    expect(JSON.stringify(laughs).length).toBeLessThan(1000);
    expect(() => parseFeed(fixture('bad-xxe.xml').toString('utf8'))).toThrow();
  });
});

const minute = (n: number) => new Date(Date.UTC(2025, 5, 1) + n * 60_000);
const titles = (feed: { items: { title?: string }[] }) => feed.items.map((item) => item.title);

describe('rss parser limits', () => {
  const url = 'https://x.example/feed';
  const item = (n: number) => `<item><title>Item ${n}</title><link>https://x.example/${n}</link></item>`;
  const channel = (inner: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>${item(0)}${inner}</channel></rss>`;
  const nested = (levels: number) => channel(`${'<x>'.repeat(levels)}${'</x>'.repeat(levels)}`);

  it.each([
    ['nesting 65 deep', nested(63), 'Feed refused: it has elements nested more than 64 deep (line 1)'],
    ['a million levels', nested(1_000_000), 'Feed refused: it has elements nested more than 64 deep (line 1)'],
    ['50,001 elements', channel('<x/>'.repeat(50_000)), 'Feed refused: it has more than 50,000 elements (line 1)'],
    ['65 attributes on one element', channel(`<x ${Array.from({ length: 65 }, (_, i) => `a${i}="1"`).join(' ')}/>`), 'Feed refused: it has an element with more than 64 attributes (line 1)'],
    ['100,001 attributes', channel(`<x ${Array.from({ length: 50 }, (_, i) => `a${i}="1"`).join(' ')}/>`.repeat(2_001)), 'Feed refused: it has more than 100,000 attributes (line 1)'],
  ])('refuses a feed with %s before parsing it', (_name, xml, message) => {
    expect(() => parseFeedBody(xml, { url })).toThrow(new InvalidResponseError(message));
  });

  it('accepts nesting 64 deep', () => {
    expect(parseFeedBody(nested(62), { url }).items).toHaveLength(1);
  });

  it('refuses a malformed feed even when the items wanted come before the fault', () => {
    const xml = channel(`${item(1)}${item(2)}<item><title>Cut off</itme>`);
    expect(() => parseFeedBody(xml, { url, maxItems: 2 })).toThrow(/^Feed is not valid XML at line 1 /);
  });

  it('reads a feed whose items run past the element limit up to its last whole item, and keeps the newest', () => {
    const dated = (n: number) => `<item><title>Item ${n}</title><link>https://x.example/${n}</link><pubDate>${minute(n).toUTCString()}</pubDate></item>`;
    const many = (order: number[]) => channel(order.map(dated).join(''));
    const numbers = Array.from({ length: 100_000 }, (_, n) => n + 1);
    expect(titles(parseFeedBody(many(numbers.toReversed()), { url, maxItems: 3 }))).toEqual(['Item 100000', 'Item 99999', 'Item 99998']);
    // Six elements come before them and an item has four: item 12,498 is the last whole one within 50,000.
    expect(titles(parseFeedBody(many(numbers), { url, maxItems: 3 }))).toEqual(['Item 12496', 'Item 12497', 'Item 12498']);
  });

  it('refuses a JSON Feed nested a hundred thousand deep before parsing it', () => {
    const deep = `{"version":"https://jsonfeed.org/version/1.1","title":"J","items":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(() => parseFeedBody(deep, { url, maxItems: 2 })).toThrow(new InvalidResponseError('Feed is not valid JSON'));
  });
});

describe('rss parser newest items', () => {
  const url = 'https://x.example/feed';
  const formats = {
    rss: (numbers: (number | null)[]) => {
      const item = (n: number | null, i: number) =>
        `<item><title>Item ${n ?? `undated ${i}`}</title><link>https://x.example/${i}</link>${n === null ? '' : `<pubDate>${minute(n).toUTCString()}</pubDate>`}</item>`;
      return `<rss version="2.0"><channel><title>R</title>${numbers.map(item).join('')}</channel></rss>`;
    },
    atom: (numbers: (number | null)[]) => {
      const entry = (n: number | null, i: number) =>
        `<entry><id>urn:e:${i}</id><title>Item ${n ?? `undated ${i}`}</title><link href="https://x.example/${i}"/>${n === null ? '' : `<updated>${minute(n).toISOString()}</updated>`}</entry>`;
      return `<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title>${numbers.map(entry).join('')}</feed>`;
    },
    json: (numbers: (number | null)[]) => {
      const items = numbers.map((n, i) => ({ id: `j${i}`, url: `https://x.example/${i}`, title: `Item ${n ?? `undated ${i}`}`, date_published: n === null ? undefined : minute(n).toISOString() }));
      return JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'J', items });
    },
  };
  const cases = Object.keys(formats).flatMap((format) => [
    [format, 'oldest first', [1, 2, 3, 4, 5], ['Item 4', 'Item 5']],
    [format, 'newest first', [5, 4, 3, 2, 1], ['Item 5', 'Item 4']],
    [format, 'in no order', [3, 1, 5, 2, 4], ['Item 5', 'Item 4']],
  ]) as [keyof typeof formats, string, number[], string[]][];

  it.each(cases)('keeps the newest of a %s feed listed %s, in feed order', (format, _order, numbers, newest) => {
    expect(titles(parseFeedBody(formats[format](numbers), { url, maxItems: 2 }))).toEqual(newest);
  });

  it.each(Object.keys(formats) as (keyof typeof formats)[])('keeps undated %s items after the dated ones, in feed order', (format) => {
    const feed = formats[format]([null, 1, null, 2, null]);
    expect(titles(parseFeedBody(feed, { url, maxItems: 3 }))).toEqual(['Item undated 0', 'Item 1', 'Item 2']);
    expect(titles(parseFeedBody(feed, { url, maxItems: 4 }))).toEqual(['Item undated 0', 'Item 1', 'Item undated 2', 'Item 2']);
  });
});

describe('rss parser item rules', () => {
  const items = () => parseFixture('edge-items.xml').items;
  const byTitle = (title: string) => items().find((item) => item.title === title);

  it('uses a web-address guid as the link and keeps a plain guid without one', () => {
    expect(byTitle('No link, but the guid is a web address')?.url).toBe('https://edge-cases.example/news/guid-as-link');
    const plain = byTitle('No link and a guid that is not a web address');
    expect(plain?.guid).toBe('edge-7731');
    expect(plain?.url).toBeUndefined();
  });

  it('skips an item with neither link nor guid, and one with no title and no text', () => {
    expect(items().some((item) => item.title?.startsWith('No link and no guid'))).toBe(false);
    expect(items().some((item) => item.url === 'https://edge-cases.example/news/empty')).toBe(false);
    expect(parseFixture('edge-items.xml').skipped).toBe(3);
  });

  it('derives a missing title from the first words of the text', () => {
    const untitled = items().find((item) => item.url === 'https://edge-cases.example/news/untitled');
    expect(untitled?.title).toBe('Treasury yields rose sharply & the dollar firmed after the central bank signalled that…');
  });

  it('leaves a missing or unreadable date undefined and keeps a future one as given', () => {
    expect(byTitle('No date at all')?.publishedAt).toBeUndefined();
    expect(byTitle('An unreadable date')?.publishedAt).toBeUndefined();
    expect(byTitle('Dated far in the future')?.publishedAt).toEqual(new Date('2099-01-01T00:00:00Z'));
    expect(byTitle('Title with extra whitespace')?.publishedAt).toEqual(new Date('2025-06-03T08:30:00Z'));
  });

  it('keeps the first of two items with the same guid', () => {
    const copies = items().filter((item) => item.guid === 'dup-1');
    expect(copies.map((item) => item.url)).toEqual(['https://edge-cases.example/news/dup-first']);
  });

  it('passes scripts through as text for the host to sanitise, runs none, and drops javascript: links', () => {
    const scripted = byTitle('Script tags and javascript: links pass through untouched');
    expect(scripted?.contentHtml).toContain('<script>globalThis.__alphawireExecuted = true;</script>');
    expect(scripted?.url).toBeUndefined();
    expect((globalThis as Record<string, unknown>).__alphawireExecuted).toBeUndefined();
  });

  it('resolves a relative link and enclosure against the channel link', () => {
    const relative = byTitle('Relative link and image');
    expect(relative?.url).toBe('https://edge-cases.example/archive/relative');
    expect(relative?.imageUrl).toBe('https://edge-cases.example/news/img/relative.jpg');
  });
});

/** A feed of `count` items listed oldest first, as many blogs and archives list them. */
function oldestFirst(count: number): string {
  const item = (n: number) => `<item><title>Story ${n}</title><link>https://old.example/${n}</link><pubDate>${minute(n).toUTCString()}</pubDate></item>`;
  return `<rss version="2.0"><channel><title>Old</title>${Array.from({ length: count }, (_, n) => item(n + 1)).join('')}</channel></rss>`;
}

describe('rss source fetching', () => {
  let server: FixtureServer;
  const VALIDATORS = { etag: '"markets-v1"', lastModified: 'Tue, 10 Jun 2025 06:00:00 GMT' };
  const statuses = [401, 403, 404, 410, 429, 500, 503];

  beforeAll(async () => {
    server = await startFixtureServer({
      '/markets.xml': { file: new URL('rss2-markets.xml', FIXTURES), ...VALIDATORS, headers: { 'content-type': 'application/rss+xml' } },
      '/atom.xml': { file: new URL('atom10.xml', FIXTURES), headers: { 'content-type': 'application/atom+xml' } },
      '/json-feed': { file: new URL('jsonfeed11.json', FIXTURES), headers: { 'content-type': 'application/feed+json' } },
      '/latin1.xml': { file: new URL('latin1-no-charset.xml', FIXTURES), headers: { 'content-type': 'text/xml' } },
      '/moved': { status: 301, headers: { location: '/news/relative.xml' } },
      '/news/relative.xml': '<rss version="2.0"><channel><title>R</title><item><title>Moved</title><link>story-1</link></item></channel></rss>',
      '/html': { file: new URL('bad-html-page.html', FIXTURES), headers: { 'content-type': 'text/html' } },
      '/malformed': { file: new URL('bad-malformed.xml', FIXTURES) },
      '/empty': '',
      '/oldest-first.xml': { body: oldestFirst(300), headers: { 'content-type': 'application/rss+xml' } },
      ...Object.fromEntries(statuses.map((status) => [`/status/${status}`, { status, headers: { 'retry-after': '120' }, body: 'no' }])),
    });
  });
  afterAll(() => server.stop());

  const fetchFeed = (path: string, options: { cursor?: Record<string, string>; settings?: object; limit?: number } = {}) =>
    rssSource.create(createTestContext()).fetch({
      url: `${server.url}${path}`,
      settings: rssSource.settingsSchema.parse(options.settings ?? {}),
      cursor: options.cursor ?? null,
      limit: options.limit ?? 50,
    });

  it('stores the answer’s ETag and Last-Modified as the cursor', async () => {
    const result = await fetchFeed('/markets.xml');
    expect(result.cursor).toEqual(VALIDATORS);
    expect(result.items).toHaveLength(3);
  });

  it('sends the cursor’s validators and answers a 304 with no items and the same cursor', async () => {
    const result = await fetchFeed('/markets.xml', { cursor: VALIDATORS });
    expect(result).toEqual({ items: [], cursor: VALIDATORS, notModified: true });
    const sent = server.requests.at(-1)?.headers;
    expect(sent?.['if-none-match']).toBe(VALIDATORS.etag);
    expect(sent?.['if-modified-since']).toBe(VALIDATORS.lastModified);
  });

  it('returns a null cursor when the server gives no validators', async () => {
    expect((await fetchFeed('/atom.xml')).cursor).toBeNull();
  });

  it('decodes a feed served as text/xml without a charset by its prolog', async () => {
    expect((await fetchFeed('/latin1.xml')).items[0]?.title).toContain('dépasse');
  });

  it('resolves relative links against the address the feed was finally served from', async () => {
    expect((await fetchFeed('/moved')).items[0]?.url).toBe(`${server.url}/news/story-1`);
  });

  it.each([
    [401, AuthError, 'Feed refused access (HTTP 401)'],
    [403, AuthError, 'Feed refused access (HTTP 403)'],
    [404, InvalidResponseError, 'Feed not found (HTTP 404)'],
    [410, InvalidResponseError, 'Feed not found (HTTP 410)'],
    [429, RateLimitedError, 'Feed asked us to slow down (HTTP 429)'],
    [500, TransientError, "Feed is failing on the server's side (HTTP 500)"],
    [503, TransientError, "Feed is failing on the server's side (HTTP 503)"],
  ])('turns HTTP %i into %o', async (status, kind, message) => {
    const error: unknown = await fetchFeed(`/status/${status}`).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(kind);
    expect((error as Error).message).toBe(message);
    if (error instanceof RateLimitedError) expect(error.retryAfterSeconds).toBe(120);
  });

  it('delivers the newest items of a feed listed oldest first that is longer than the fetch limit', async () => {
    const { items } = await fetchFeed('/oldest-first.xml', { limit: 200 });
    expect(items).toHaveLength(200);
    expect([items[0]?.title, items.at(-1)?.title]).toEqual(['Story 101', 'Story 300']);
    const few = await fetchFeed('/oldest-first.xml', { settings: { maxItems: 2 } });
    expect(titles(few)).toEqual(['Story 299', 'Story 300']);
  });

  it('honours maxItems and a custom User-Agent', async () => {
    const result = await fetchFeed('/markets.xml', { settings: { maxItems: 2, userAgent: 'FeedFriendly/1.0' } });
    expect(result.items).toHaveLength(2);
    expect(server.requests.at(-1)?.headers['user-agent']).toBe('FeedFriendly/1.0');
  });

  runSourceConformance(rssSource, () => ({
    feeds: [
      { name: 'RSS 2.0 with validators', url: `${server.url}/markets.xml`, settings: {} },
      { name: 'Atom 1.0', url: `${server.url}/atom.xml`, settings: {} },
      { name: 'JSON Feed 1.1', url: `${server.url}/json-feed`, settings: { maxItems: 10 } },
    ],
    invalidSettings: ['garbage', 42, null, { maxItems: 'lots' }, { maxItems: 0 }, { userAgent: '' }],
    failures: [
      { name: 'HTML page', url: `${server.url}/html`, settings: {} },
      { name: 'malformed XML', url: `${server.url}/malformed`, settings: {} },
      { name: 'empty body', url: `${server.url}/empty`, settings: {} },
      { name: 'missing feed', url: `${server.url}/status/404`, settings: {} },
      { name: 'unreachable host', url: 'http://127.0.0.1:9/feed.xml', settings: {} },
    ],
  }));
});
