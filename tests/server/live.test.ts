import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../src/plugins/sdk/testing/index.js';
import { rssSource } from '../../src/plugins/sources/rss/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DB } from '../helpers/database.js';
import { openLiveStream } from '../helpers/live-stream.js';
import { counted } from '../helpers/metrics.js';
import { rssFeed } from './ingestion/fixtures/feed.js';

async function waitFor(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a live event');
    await new Promise((r) => setTimeout(r, 50));
  }
}

let feeds: FixtureServer;
let app: TestApp;

beforeAll(async () => {
  feeds = await startFixtureServer({
    '/feed.xml': { body: rssFeed('Wire', [{ title: 'Oil prices slide on supply news', link: 'https://news.example.org/oil' }]) },
  });
  app = await startTestApp({ listen: true, plugins: [rssSource], env: { FETCH_ALLOW_PRIVATE: 'true' } });
});
afterAll(async () => {
  await app.stop();
  await feeds.stop();
});

describe('GET /api/live', () => {
  it('streams Server-Sent Events, uncompressed and uncached', async () => {
    const stream = await openLiveStream(app.url);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('content-encoding')).toBe('identity');
    stream.close();
  });

  it('announces new articles by id as they are stored', async () => {
    const stream = await openLiveStream(app.url);
    const source = await app.ctx.services.sources.create({ name: 'Wire', url: `${feeds.url}/feed.xml`, type: 'rss', categories: [], enabled: true }, null);
    await waitFor(() => stream.events.some((e) => e.event === 'articles'));
    const article = await app.ctx.knex('articles').where({ source_id: source.id }).first();
    expect(stream.events.find((e) => e.event === 'articles')?.data).toEqual({ kind: 'new', ids: [article.id] });
    stream.close();
  });

  it('ends the stream of a reader that stopped reading, instead of keeping its events in memory', async () => {
    const socket = connect(Number(new URL(app.url).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /api/live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await waitFor(() => socket.readableLength > 0 || socket.bytesRead > 0);
    socket.pause();
    const readers = () => counted(app.ctx, 'alphawire_live_clients', {});
    expect(await readers()).toBe(1);
    // Loopback's socket buffers take some megabytes first: send more than they hold.
    const data = { lastUpdated: 'x'.repeat(7_000) };
    for (let i = 0; i < 1_500 && (await readers()) > 0; i += 1) await app.ctx.services.live.publish({ event: 'market', data });
    expect(await readers()).toBe(0);
    socket.destroy();
    // A reader that reads is not affected.
    const stream = await openLiveStream(app.url);
    await app.ctx.services.live.publish({ event: 'market', data: { lastUpdated: '2026-11-22T12:00:00.000Z' } });
    await waitFor(() => stream.events.some((e) => e.event === 'market'));
    stream.close();
  });

  it.skipIf(TEST_DB !== 'postgres')('reaches the readers of another instance through LISTEN/NOTIFY', async () => {
    // A second instance on the same PostgreSQL database: what one publishes, the other's readers get.
    const other = await startTestApp({ listen: true, env: { DATABASE_URL: app.ctx.config.DATABASE_URL! } });
    const stream = await openLiveStream(other.url);
    await app.ctx.services.live.publish({ event: 'market', data: { lastUpdated: '2026-11-22T12:00:00.000Z' } });
    await waitFor(() => stream.events.some((e) => e.event === 'market'));
    expect(stream.events.find((e) => e.event === 'market')?.data).toEqual({ lastUpdated: '2026-11-22T12:00:00.000Z' });
    stream.close();
    await other.stop();
  });
});
