import { pino } from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type FixtureServer, startFixtureServer } from '../../../src/plugins/sdk/testing/index.js';
import { createRepositories } from '../../../src/server/db/repositories.js';
import { createFullText } from '../../../src/server/ingestion/full-text.js';
import { createSafeHttpClient } from '../../../src/server/outbound/client.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { insertArticle } from '../../helpers/articles.js';

// A stop that cuts a page's reading off (a command that added a source and ended, a server shutting
// down) is not the page's fault: the article stays waiting for its full text, for the next run.
let app: TestApp;
let pages: FixtureServer;
let release: () => void = () => undefined;

beforeAll(async () => {
  // A page that answers only when the test lets it: the read is under way when the stop comes.
  pages = await startFixtureServer({ '/slow.html': () => new Promise((resolve) => (release = () => resolve({ body: '<p>late</p>' }))) });
  app = await startTestApp();
});
afterAll(async () => {
  release();
  await app.stop();
  await pages.stop();
});

it('leaves a page whose reading the stop cut off waiting for the next run, not failed', async () => {
  const id = await insertArticle(app.ctx.knex, { title: 'Teaser only' });
  await app.ctx.knex('articles').where({ id }).update({ url: `${pages.url}/slow.html`, full_content_status: 'pending' });
  const stop = new AbortController();
  const fullText = createFullText({
    articles: createRepositories(app.ctx.knex).articles,
    http: createSafeHttpClient({ signal: stop.signal, allowPrivate: true }),
    logger: pino({ level: 'silent' }),
    ownHost: 'alphawire.example',
    leaseSeconds: 60,
    stopping: stop.signal,
  });
  fullText.enqueue(id);
  await vi.waitFor(() => expect(pages.requests.filter((r) => r.path === '/slow.html')).toHaveLength(1), { timeout: 10_000 });
  stop.abort();
  await fullText.stop();
  const row = await app.ctx.knex('articles').where({ id }).first('full_content_status', 'full_content_error', 'full_text_claimed_until');
  expect(row).toEqual({ full_content_status: 'pending', full_content_error: null, full_text_claimed_until: null });
});
