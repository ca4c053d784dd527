import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../src/contracts/admin.js';
import type { OpmlReport, TestFetchResult } from '../../../src/contracts/admin-sources.js';
import type { NewsSource } from '../../../src/contracts/sources.js';
import { rssSource } from '../../../src/plugins/sources/rss/index.js';
import { sampleSource } from '../../../src/plugins/sources/sample/index.js';
import { signedInAs } from '../../helpers/accounts.js';
import type { Agent } from '../../helpers/agent.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';

let app: TestApp;
let empty: TestApp;
let admin: Agent;

beforeAll(async () => {
  app = await startTestApp({ plugins: [rssSource, sampleSource] });
  empty = await startTestApp({ plugins: [rssSource, sampleSource] });
  admin = await signedInAs(app, 'boss', 'admin');
});
afterAll(async () => {
  await app.stop();
  await empty.stop();
});

describe('saving a source', () => {
  it.each([
    [{ name: 'No URL' }, 'URL is required'],
    [{ name: 'Loopback', url: 'http://127.0.0.1:8080/feed' }, 'This URL points to a private or local address (loopback'],
    [{ name: 'Intranet', url: 'http://[::ffff:10.0.0.1]/feed' }, 'private or local address'],
    [{ name: 'Local', url: 'http://feeds.localhost/rss' }, 'private or local address (localhost)'],
  ])('refuses %j with a message', async (body, message) => {
    const res = await admin.post<{ message: string }>('/api/admin/news-sources', body);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

describe('editing a source', () => {
  it('audits a change, not a save that changes nothing', async () => {
    const body = { name: 'Audited wire', url: 'sample://audited', enabled: false };
    const { id } = (await admin.post<NewsSource>('/api/admin/news-sources', body)).body;
    const updates = async () => (await app.ctx.knex('audit_log').where({ action: 'source.update', target_id: String(id) }).count('* as n').first())!.n;
    expect((await admin.put(`/api/admin/news-sources/${id}`, { ...body, name: 'Audited wire, renamed' })).statusCode).toBe(200);
    expect(Number(await updates())).toBe(1);
    expect((await admin.put(`/api/admin/news-sources/${id}`, { ...body, name: 'Audited wire, renamed' })).statusCode).toBe(200);
    expect(Number(await updates())).toBe(1);
    expect((await admin.put(`/api/admin/news-sources/${id}`, { ...body, name: 'Audited wire, renamed', pollIntervalMinutes: 30 })).statusCode).toBe(200);
    expect(Number(await updates())).toBe(2);
    const audit = (await admin.get<AuditPage>('/api/admin/audit')).body.items[0];
    expect(audit).toMatchObject({ action: 'source.update', after: { pollIntervalMinutes: 30 } });
    await app.ctx.knex('sources').where({ id }).delete();
  });
});

describe('the duplicate check', () => {
  it('reads one address however it is spelled, the path as written', async () => {
    const first = await admin.post<NewsSource>('/api/admin/news-sources', { name: 'Cased', url: 'https://Feeds.Example.com/Markets', enabled: false });
    expect(first.body.url).toBe('https://feeds.example.com/Markets');
    const again = await admin.post<{ message: string }>('/api/admin/news-sources', { name: 'Cased again', url: 'HTTPS://FEEDS.EXAMPLE.COM/Markets', enabled: false });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('A source with this URL already exists');
    // Other spellings of the same address, as the URL standard reads them.
    for (const url of ['https://feeds.example.com:443/Markets', 'https://feeds.example.com/./Markets', 'https://feeds.example.com/x/../Markets', 'https://feeds.example.com\\Markets']) {
      expect((await admin.post('/api/admin/news-sources', { name: 'Spelled again', url, enabled: false })).statusCode, url).toBe(409);
    }
    const otherPath = await admin.post<NewsSource>('/api/admin/news-sources', { name: 'Other path', url: 'https://feeds.example.com/markets', enabled: false });
    expect(otherPath.statusCode).toBe(201);
    // What a URL may not hold is percent-encoded, so the OPML file and the fetch carry the same address.
    const odd = await admin.post<NewsSource>('/api/admin/news-sources', { name: 'Odd', url: 'http://Feeds.Example.com:80/f3\u0001 x', enabled: false });
    expect(odd.body.url).toBe('http://feeds.example.com/f3%01%20x');
    await app.ctx.knex('sources').whereIn('id', [first.body.id, otherPath.body.id, odd.body.id]).delete();
  });
});

describe('the same change sent at once', () => {
  it('adds one source for a form sent several times, and keeps both of two edits of different fields', async () => {
    const url = 'https://feeds.example.com/sent-twice';
    const sent = await Promise.all(Array.from({ length: 6 }, () => admin.post<NewsSource>('/api/admin/news-sources', { name: 'Twice', url, enabled: false })));
    expect(sent.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(Number((await app.ctx.knex('sources').where({ url }).count('* as n').first())?.n)).toBe(1);
    const id = sent.find((res) => res.statusCode === 201)!.body.id;
    await Promise.all([
      admin.put(`/api/admin/news-sources/${id}`, { name: 'Twice', url, categories: ['b'] }),
      admin.put(`/api/admin/news-sources/${id}`, { name: 'Twice', url, pollIntervalMinutes: 30 }),
    ]);
    expect(await app.ctx.knex('sources').where({ id }).first()).toMatchObject({ categories: ['b'], poll_interval_minutes: 30 });
    await app.ctx.knex('sources').where({ id }).delete();
  });
});

describe('one OPML file imported several times at once', () => {
  it('adds each of its feeds once, and each report says who added it and who found it there', async () => {
    const urls = Array.from({ length: 5 }, (_, i) => `https://feeds.example.com/imported-at-once-${i}`);
    const outlines = urls.map((url, i) => `<outline text="At once ${i}" type="rss" xmlUrl="${url}"/>`).join('');
    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>t</title></head><body>${outlines}</body></opml>`;
    const reports = await Promise.all(Array.from({ length: 3 }, () => admin.post<OpmlReport>('/api/admin/news-sources/opml', { opml })));
    expect(reports.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const stored: { url: string }[] = await app.ctx.knex('sources').whereIn('url', urls).select('url');
    expect(stored.map((row) => row.url).sort()).toEqual(urls);
    expect(reports.flatMap((res) => res.body.added.map((added) => added.url)).sort()).toEqual(urls);
    expect(reports.flatMap((res) => res.body.duplicates)).toHaveLength(urls.length * 2);
    await app.ctx.knex('sources').whereIn('url', urls).delete();
  });
});

describe('changing a source with PUT', () => {
  it('keeps what the body leaves out, refuses a field it does not know, and keeps the plugin while the URL stays', async () => {
    const created = await admin.post<NewsSource>('/api/admin/news-sources', { name: 'Kept wire', url: 'sample://kept', categories: ['crypto'], enabled: false, pollIntervalMinutes: 30 });
    expect(created.statusCode).toBe(201);
    const { id } = created.body;
    const renamed = await admin.put<NewsSource>(`/api/admin/news-sources/${id}`, { name: 'Kept wire, renamed', url: 'sample://kept' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Kept wire, renamed', enabled: false, categories: ['crypto'], plugin: 'sample', poll_interval_minutes: 30 });
    for (const [body, message] of [
      [{ name: 'x', url: 'sample://kept', enable: true }, 'Unknown field: enable'],
      [{ name: 'x', url: 'sample://kept', poll_interval_minutes: 5 }, 'Unknown field: poll_interval_minutes'],
      [{ name: 'x', url: 'sample://kept', pollIntervalMinutes: 0 }, 'Poll interval must be a whole number of minutes from 1 to 1440'],
      [{ name: 'x', url: 'sample://kept', categories: ['c'.repeat(41)] }, 'A category is at most 40 characters'],
      [{ name: 'x', url: 'sample://kept', categories: 'crypto' }, 'Categories must be a list of text'],
    ] as const) {
      const res = await admin.put<{ message: string }>(`/api/admin/news-sources/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const refusedCreate = await admin.post<{ message: string }>('/api/admin/news-sources', { name: 'Typo', url: 'sample://typo', enable: false });
    expect(refusedCreate.body.message).toBe('Unknown field: enable');
    expect((await admin.get<NewsSource[]>('/api/admin/news-sources')).body.find((s) => s.id === id)).toMatchObject({ name: 'Kept wire, renamed', enabled: false });
    await app.ctx.knex('sources').where({ id }).delete();
  });
});

describe('POST /api/admin/news-sources/test-fetch', () => {
  it('fetches once without storing anything', async () => {
    const res = await admin.post<TestFetchResult>('/api/admin/news-sources/test-fetch', { name: 'Probe', url: 'sample://crypto' });
    expect(res.statusCode).toBe(200);
    expect(res.body.fetched).toBeGreaterThan(0);
    expect(res.body.titles.length).toBeGreaterThan(0);
    expect(Number((await app.ctx.knex('articles').count('* as n').first())!.n)).toBe(0);
    expect(Number((await app.ctx.knex('sources').count('* as n').first())!.n)).toBe(0);
  });

  it('shows why a feed cannot be fetched', async () => {
    const res = await admin.post<{ message: string }>('/api/admin/news-sources/test-fetch', { name: 'Gone', url: 'https://feeds.nowhere.invalid/rss' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^Could not fetch this source: .+/);
  });
});

describe('OPML', () => {
  const OPML = `<?xml version="1.0"?>
<opml version="2.0"><head><title>Mine</title></head><body>
  <outline text="Folder">
    <outline text="Crypto wire" type="rss" xmlUrl="sample://crypto" category="crypto,/bitcoin"/>
    <outline text="Markets wire" type="rss" xmlUrl="sample://markets" alphawireEnabled="false"/>
    <outline text="Twice" type="rss" xmlUrl="sample://crypto"/>
  </outline>
  <outline text="Feed" type="rss" xmlUrl="https://feeds.example.com/rss"/>
  <outline text="Bad" type="rss" xmlUrl="ftp://files.example.com/feed"/>
  <outline text="Inside" type="rss" xmlUrl="http://192.168.1.10/feed"/>
  <outline text="Page only" type="rss" htmlUrl="https://blog.example.com/"/>
  <outline text="Empty folder"/>
</body></opml>`;

  it('imports, reporting what was added, skipped as duplicate or refused, and audits it', async () => {
    const res = await admin.post<OpmlReport>('/api/admin/news-sources/opml', { opml: OPML });
    expect(res.statusCode).toBe(200);
    expect(res.body.added.map((a) => a.name)).toEqual(['Crypto wire', 'Markets wire', 'Feed']);
    expect(res.body.duplicates).toEqual([{ name: 'Twice', url: 'sample://crypto' }]);
    expect(res.body.refused).toEqual([
      { name: 'Bad', url: 'ftp://files.example.com/feed', reason: 'URL must be a full http:// or https:// address' },
      { name: 'Inside', url: 'http://192.168.1.10/feed', reason: expect.stringContaining('private or local address') },
      { name: 'Page only', url: '', reason: 'URL is required' },
    ]);
    const again = await admin.post<OpmlReport>('/api/admin/news-sources/opml', { opml: OPML });
    expect(again.body.added).toEqual([]);
    expect(again.body.duplicates).toHaveLength(4);
    const audit = (await admin.get<AuditPage>('/api/admin/audit')).body.items[1];
    expect(audit).toMatchObject({ action: 'source.import_opml', after: { added: 3, duplicates: 1, refused: 3 } });
  });

  it('refuses a file that is not OPML', async () => {
    const res = await admin.post<{ message: string }>('/api/admin/news-sources/opml', { opml: '<html><body>hi</body></html>' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('This file is not OPML');
  });

  it('reads OPML with nothing in it as no feeds, not as another kind of file', async () => {
    for (const opml of ['<?xml version="1.0"?>\n<opml version="2.0"><head/><body/></opml>\n', '<opml version="1.0"><head></head><body></body></opml>']) {
      const res = await admin.post<OpmlReport>('/api/admin/news-sources/opml', { opml });
      expect(res.statusCode, opml).toBe(200);
      expect(res.body).toEqual({ added: [], duplicates: [], refused: [] });
    }
    for (const opml of ['<opml version="2.0"><head/><body>', '<rss><channel/></rss>', 'opml']) {
      const res = await admin.post<{ message: string }>('/api/admin/news-sources/opml', { opml });
      expect(res.statusCode, opml).toBe(400);
      expect(res.body.message).toBe('This file is not OPML');
    }
  });

  it('reads comments before an empty root, and refuses what merely looks like one, at once', async () => {
    for (const opml of ['\uFEFF<?xml version="1.0"?>\n<!-- export -->\n<!-- of nothing -->\n<opml version="2.0"><head/><body/></opml>\n', '<opml version="2.0"/>\n']) {
      const res = await admin.post<OpmlReport>('/api/admin/news-sources/opml', { opml });
      expect(res.statusCode, opml).toBe(200);
      expect(res.body).toEqual({ added: [], duplicates: [], refused: [] });
    }
    // Each comment doubled the time a pattern took to give up on these (31: 20 s; 40: hours), and the
    // repeated open tag squared it; the server answered nobody meanwhile.
    for (const opml of [`${'<!-- c -->\n'.repeat(40)}<rss version="2.0"></rss>`, '<opml '.repeat(100_000), `<opml version="2.0"/>${'<!-- -->'.repeat(2)}<opml/>`]) {
      const res = await admin.post<{ message: string }>('/api/admin/news-sources/opml', { opml });
      expect(res.statusCode, opml.slice(0, 40)).toBe(400);
      expect(res.body.message).toBe('This file is not OPML');
    }
  });

  it('refuses folders nested ten thousand deep as not OPML, without failing', async () => {
    const depth = 10_000;
    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>t</title></head><body>${'<outline text="f">'.repeat(depth)}<outline text="x" xmlUrl="https://deep.example/feed"/>${'</outline>'.repeat(depth)}</body></opml>`;
    const res = await admin.post<{ message: string }>('/api/admin/news-sources/opml', { opml });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('This file is not OPML');
  });

  it('round-trips: an export imported into an empty instance gives the same sources', async () => {
    const exported = await admin.get<string>('/api/admin/news-sources/opml');
    expect(exported.headers['content-type']).toContain('text/x-opml');
    const other = await signedInAs(empty, 'other', 'admin');
    const report = await other.post<OpmlReport>('/api/admin/news-sources/opml', { opml: exported.body });
    expect(report.body.added).toHaveLength(3);
    const shape = (list: NewsSource[]) => list.map(({ name, url, type, plugin, categories, enabled }) => ({ name, url, type, plugin, categories, enabled }));
    const here = (await admin.get<NewsSource[]>('/api/admin/news-sources')).body;
    const there = (await other.get<NewsSource[]>('/api/admin/news-sources')).body;
    expect(shape(there)).toEqual(shape(here));
    expect(here.find((s) => s.name === 'Markets wire')?.enabled).toBe(false);
    expect(here.find((s) => s.name === 'Crypto wire')?.categories).toEqual(['crypto', 'bitcoin']);
  });
});

describe('OPML of an instance without sources', () => {
  it('exports an empty list that imports as nothing', async () => {
    const other = await signedInAs(empty, 'third', 'admin');
    await empty.ctx.knex('sources').delete();
    const exported = await other.get<string>('/api/admin/news-sources/opml');
    expect(exported.statusCode).toBe(200);
    const report = await other.post<OpmlReport>('/api/admin/news-sources/opml', { opml: exported.body });
    expect(report.body).toEqual({ added: [], duplicates: [], refused: [] });
  });
});
