import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FixtureServer, startFixtureServer } from '../../../src/plugins/sdk/testing/index.js';
import { rssSource } from '../../../src/plugins/sources/rss/index.js';
import { type Agent, createAgent } from '../../helpers/agent.js';
import { signedInAs } from '../../helpers/accounts.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { type FeedItem, LONG_TEXT, rssFeed } from './fixtures/feed.js';

let app: TestApp;
let feeds: FixtureServer;
// What the press-release feeds hold now: a test changes it between fetches.
const press: { releases: FeedItem[]; statements: FeedItem[] } = { releases: [], statements: [] };
let admin: Agent;
const day = 'Sun, 22 Nov 2026';
// The app's clock stands a few hours after the feeds' dates, whatever day the test runs on.
const clock = () => new Date('2026-11-22T12:00:00Z');

const story = (n: number) => ({
  title: `Central bank raises rates by half a point to fight inflation (${['wire', 'daily', 'times'][n]})`,
  link: `https://news${n}.example/fed-hike-${n}?utm_source=rss`,
  description: LONG_TEXT,
  pubDate: `${day} 09:0${n}:00 GMT`,
});

beforeAll(async () => {
  feeds = await startFixtureServer({
    '/wire.xml': {
      body: rssFeed('Wire', [
        story(0),
        { title: 'Chipmaker beats earnings estimates', link: 'https://news0.example/chips', description: LONG_TEXT, pubDate: `${day} 08:00:00 GMT` },
        { title: 'Duplicate guid kept once', link: 'https://news0.example/chips?utm_campaign=x', description: LONG_TEXT },
      ]),
      headers: { 'content-type': 'application/rss+xml' },
      etag: '"wire-v1"',
    },
    '/daily.xml': { body: rssFeed('Daily', [story(1)]), headers: { 'content-type': 'application/rss+xml' } },
    '/times.xml': { body: rssFeed('Times', [story(2)]), headers: { 'content-type': 'application/rss+xml' } },
    '/broken.xml': { body: '<?xml version="1.0"?>\n<rss>\n<channel><title>x</title><item></channel>', headers: { 'content-type': 'application/xml' } },
    '/page.html': { body: '<!doctype html><html><head><title>Hi</title></head><body><p>Not a feed</p></body></html>', headers: { 'content-type': 'text/html' } },
    '/releases.xml': () => ({ body: rssFeed('Releases', press.releases), headers: { 'content-type': 'application/rss+xml' } }),
    '/statements.xml': () => ({ body: rssFeed('Statements', press.statements), headers: { 'content-type': 'application/rss+xml' } }),
    '/teasers.xml': () => ({
      body: rssFeed('Teasers', [{ title: 'Short teaser about bond yields', link: `${feeds.url}/article.html`, description: 'Yields rose.' }]),
      headers: { 'content-type': 'application/rss+xml' },
    }),
    '/article.html': {
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><html><head><title>Bond yields</title></head><body><nav>Menu</nav><article><h1>Bond yields climb</h1>${'<p>Ten-year yields rose to their highest level in months as investors priced in fewer rate cuts, while the dollar firmed against major currencies and equities slipped in late trading.</p>'.repeat(6)}<script>steal()</script></article><footer>Cookie notice</footer></body></html>`,
    },
  });
  app = await startTestApp({ plugins: [rssSource], env: { FETCH_ALLOW_PRIVATE: 'true' }, clock });
  admin = await signedInAs(app, 'editor', 'admin');
});

afterAll(async () => {
  await app.stop();
  await feeds.stop();
});

async function addSource(name: string, path: string) {
  const res = await admin.post<{ id: number }>('/api/admin/news-sources', { name, url: `${feeds.url}${path}`, type: 'rss', categories: ['markets'] });
  expect(res.statusCode).toBe(201);
  return res.body.id;
}

async function sourceRow(id: number) {
  return app.ctx.knex('sources').where({ id }).first();
}

describe('ingesting a feed', () => {
  let wireId: number;

  it('fetches a newly added source at once and stores its articles once', async () => {
    wireId = await addSource('Wire', '/wire.xml');
    await vi.waitFor(async () => expect((await sourceRow(wireId)).last_fetch_at).not.toBeNull(), { timeout: 10_000 });
    const articles = await app.ctx.knex('articles').where({ source_id: wireId }).orderBy('published_at', 'desc');
    expect(articles.map((a) => a.title)).toEqual([
      'Central bank raises rates by half a point to fight inflation (wire)',
      'Chipmaker beats earnings estimates',
    ]);
    expect(articles[0].canonical_url).toBe('https://news0.example/fed-hike-0');
    // The link readers open and share carries no tracking parameters.
    expect(articles[0].url).toBe('https://news0.example/fed-hike-0');
    expect(articles[0].categories).toEqual(['markets']);
    const row = await sourceRow(wireId);
    expect(row).toMatchObject({ error_count: 0, last_error: null, cursor: { etag: '"wire-v1"' } });
  });

  it('adds nothing when fetched again, and sends the stored ETag', async () => {
    const outcome = await app.ctx.services.scheduler.fetchNow(wireId);
    expect(outcome).toMatchObject({ added: 0, notModified: true, error: null });
    expect(feeds.requests.filter((r) => r.path === '/wire.xml').at(-1)?.headers['if-none-match']).toBe('"wire-v1"');
    expect(await app.ctx.knex('articles').where({ source_id: wireId }).count('* as n').first()).toMatchObject({ n: 2 });
  });

  it('groups the same story from three feeds into one cluster', async () => {
    const daily = await addSource('Daily', '/daily.xml');
    const times = await addSource('Times', '/times.xml');
    await vi.waitFor(async () => {
      expect((await sourceRow(daily)).last_fetch_at).not.toBeNull();
      expect((await sourceRow(times)).last_fetch_at).not.toBeNull();
    });
    const rows = await app.ctx.knex('articles').where('title', 'like', 'Central bank raises rates%').select('cluster_id');
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.cluster_id)).size).toBe(1);
    const cluster = await app.ctx.knex('story_clusters').where({ id: rows[0].cluster_id }).first();
    expect(cluster.article_count).toBe(3);
    const chips = await app.ctx.knex('articles').where({ title: 'Chipmaker beats earnings estimates' }).first();
    expect(chips.cluster_id).not.toBe(rows[0].cluster_id);
  });
});

describe('items that share one link', () => {
  // A press office's feed: every release links to the same listing page, each with its own guid.
  const release = (n: number, link = 'http://press.example.org/releases') => ({
    title: `Press release ${n}: quarterly figures`,
    link,
    guid: `pr-${n}`,
    description: LONG_TEXT,
    pubDate: `${day} 0${n}:00:00 GMT`,
  });
  const titles = async (id: number) => (await app.ctx.knex('articles').where({ source_id: id }).orderBy('title')).map((a) => a.title);

  it('stores each item with its own guid, once, however the feed changes between fetches', async () => {
    press.releases = [release(1), release(2), release(3)];
    const id = await addSource('Releases', '/releases.xml');
    await vi.waitFor(async () => expect((await sourceRow(id)).last_fetch_at).not.toBeNull(), { timeout: 10_000 });
    expect(await titles(id)).toEqual(['Press release 1: quarterly figures', 'Press release 2: quarterly figures', 'Press release 3: quarterly figures']);
    const rows = await app.ctx.knex('articles').where({ source_id: id });
    expect(rows.map((a) => a.url)).toEqual(Array(3).fill('http://press.example.org/releases'));
    expect(await app.ctx.services.scheduler.fetchNow(id)).toMatchObject({ added: 0, error: null });
    // The others have left the feed: the one left must still be known, though it no longer shares its link.
    press.releases = [release(3)];
    expect(await app.ctx.services.scheduler.fetchNow(id)).toMatchObject({ added: 0, error: null });
    press.releases = [release(3), release(4)];
    expect(await app.ctx.services.scheduler.fetchNow(id)).toMatchObject({ added: 1, error: null });
    expect(await titles(id)).toHaveLength(4);
  });

  it('keeps an item stored under its link there, and stores the others that come to share it', async () => {
    const link = 'http://press.example.org/statements';
    press.statements = [release(1, link)];
    const id = await addSource('Statements', '/statements.xml');
    await vi.waitFor(async () => expect((await sourceRow(id)).last_fetch_at).not.toBeNull(), { timeout: 10_000 });
    expect((await app.ctx.knex('articles').where({ source_id: id }).first()).canonical_url).toBe('https://press.example.org/statements');
    press.statements = [release(1, link), release(2, link)];
    expect(await app.ctx.services.scheduler.fetchNow(id)).toMatchObject({ added: 1, error: null });
    press.statements = [release(2, link)];
    expect(await app.ctx.services.scheduler.fetchNow(id)).toMatchObject({ added: 0, error: null });
    expect(await titles(id)).toEqual(['Press release 1: quarterly figures', 'Press release 2: quarterly figures']);
  });
});

describe('a failing source', () => {
  it('records a malformed feed on the source row in plain words and backs off', async () => {
    const id = await addSource('Broken', '/broken.xml');
    await vi.waitFor(async () => expect((await sourceRow(id)).error_count).toBe(1));
    const row = await sourceRow(id);
    expect(row.last_error).toMatch(/^Feed is not valid XML at line \d+/);
    expect(new Date(row.next_fetch_at).getTime()).toBeGreaterThan(Date.now());
    expect(row.claimed_until).toBeNull();
  });

  it('records an HTML page as not a feed', async () => {
    const id = await addSource('Page', '/page.html');
    await vi.waitFor(async () => expect((await sourceRow(id)).error_count).toBe(1));
    expect((await sourceRow(id)).last_error).toBe('This URL returns an HTML page, not a feed');
  });

  it('lists errors to admins through the API', async () => {
    const res = await admin.get<{ name: string; last_error: string | null; error_count: number }[]>('/api/admin/news-sources');
    expect(res.statusCode).toBe(200);
    expect(res.body.find((s) => s.name === 'Page')).toMatchObject({ error_count: 1, last_error: 'This URL returns an HTML page, not a feed' });
  });
});

describe('full text', () => {
  it('reads the original page of a teaser-only item, sanitised', async () => {
    const id = await addSource('Teasers', '/teasers.xml');
    await vi.waitFor(
      async () => {
        const article = await app.ctx.knex('articles').where({ source_id: id }).first();
        expect(article?.full_content_status).toBe('done');
      },
      { timeout: 10_000 },
    );
    const article = await app.ctx.knex('articles').where({ source_id: id }).first();
    expect(article.full_content).toContain('Ten-year yields rose');
    expect(article.full_content).not.toContain('steal()');
    expect(article.full_content).not.toContain('Cookie notice');
  });

  it('queues extraction on request for members and answers at once', async () => {
    const article = await app.ctx.knex('articles').first();
    expect((await createAgent(app.server).post(`/api/news/${article.id}/scrape-content`)).statusCode).toBe(401);
    const member = createAgent(app.server);
    await member.post('/api/auth/register', { username: 'reader', email: 'reader@example.com', password: 'a-good-password' });
    const res = await member.post(`/api/news/${article.id}/scrape-content`);
    expect(res.statusCode).toBe(202);
    expect(res.body).toEqual({ success: true, message: 'Content processing initiated' });
    expect((await member.post('/api/news/999999/scrape-content')).statusCode).toBe(404);
  });
});
