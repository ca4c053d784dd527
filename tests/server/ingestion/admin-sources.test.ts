import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptopanicSource } from '../../../src/plugins/sources/cryptopanic/index.js';
import { marketauxSource } from '../../../src/plugins/sources/marketaux/index.js';
import { rssSource } from '../../../src/plugins/sources/rss/index.js';
import { type Agent, createAgent } from '../../helpers/agent.js';
import { signedInAs } from '../../helpers/accounts.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';

let app: TestApp;
let admin: Agent;
let member: Agent;

beforeAll(async () => {
  // No scheduler and no network: these tests are about the API's rules, not fetching.
  app = await startTestApp({ plugins: [rssSource, marketauxSource, cryptopanicSource] });
  admin = await signedInAs(app, 'chief', 'admin');
  member = createAgent(app.server);
  await member.post('/api/auth/register', { username: 'plain', email: 'plain@example.com', password: 'a-good-password' });
});
afterAll(async () => {
  await app.stop();
});

const valid = { name: 'Example feed', url: 'https://feeds.example.com/rss', type: 'rss', categories: ['Crypto', 'crypto', 'markets'], enabled: false };

describe('/api/admin/news-sources', () => {
  it('is for admins only', async () => {
    expect((await createAgent(app.server).get('/api/admin/news-sources')).statusCode).toBe(401);
    expect((await member.get('/api/admin/news-sources')).statusCode).toBe(403);
    expect((await member.post('/api/admin/news-sources', valid)).statusCode).toBe(403);
  });

  it('adds a source with defaults and answers it in the admin list shape', async () => {
    const res = await admin.post('/api/admin/news-sources', { name: 'Defaults', url: 'https://feeds.example.com/defaults' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Defaults',
      type: 'rss',
      plugin: 'rss',
      categories: [],
      enabled: true,
      last_fetch_at: null,
    });
  });

  it('cleans categories: lower case, no duplicates', async () => {
    const res = await admin.post('/api/admin/news-sources', valid);
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ categories: ['crypto', 'markets'], enabled: false });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ name: '\u0001\u0002' }, 'Name may not hold control characters'],
    [{ name: 'Wire\u0007 one' }, 'Name may not hold control characters'],
    // A bidi override shows the name reversed wherever it is shown.
    [{ name: '\u202eenil daB' }, 'Name may not hold control characters'],
    [{ categories: ['a\u0007b'] }, 'Categories may not hold control characters'],
    [{ url: '' }, 'URL is required'],
    [{ url: 'feeds.example.com/rss' }, 'URL must be a full http:// or https:// address'],
    [{ url: 'javascript:alert(1)' }, 'URL must be a full http:// or https:// address'],
    [{ type: 'xml' }, 'Type must be rss or api'],
    [{ type: 'api', url: 'https://api.unknown.example/v1' }, 'Cannot tell which news API this URL belongs to: use an address on marketaux.com, api.marketaux.com, cryptopanic.com, or name the plugin (marketaux or cryptopanic) from the API or CLI'],
    [{ plugin: 'nope' }, "No source plugin named 'nope' is installed"],
    [{ enabled: 'yes' }, 'enabled must be true or false'],
  ])('refuses %o with a clear message', async (override, message) => {
    const res = await admin.post('/api/admin/news-sources', { ...valid, url: `https://feeds.example.com/${Math.random()}`, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
  });

  it('refuses a second source with the same URL', async () => {
    const res = await admin.post('/api/admin/news-sources', valid);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ message: 'A source with this URL already exists' });
  });

  it('updates a source and resets its cursor when the URL changes', async () => {
    const created = await admin.post<{ id: number }>('/api/admin/news-sources', { ...valid, url: 'https://feeds.example.com/old' });
    await app.ctx.knex('sources').where({ id: created.body.id }).update({ cursor: JSON.stringify({ etag: 'x' }), error_count: 3, last_error: 'old' });
    const res = await admin.put(`/api/admin/news-sources/${created.body.id}`, { ...valid, name: 'Renamed', url: 'https://feeds.example.com/new' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', url: 'https://feeds.example.com/new', error_count: 0, last_error: null });
    const row = await app.ctx.knex('sources').where({ id: created.body.id }).first();
    expect(row.cursor).toBeNull();
  });

  it('answers 404 for an unknown source and 400 for a bad id', async () => {
    expect((await admin.put('/api/admin/news-sources/99999', valid)).statusCode).toBe(404);
    expect((await admin.put('/api/admin/news-sources/abc', valid)).statusCode).toBe(400);
  });
});
