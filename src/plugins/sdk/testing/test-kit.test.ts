import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidResponseError, TransientError } from '../errors.js';
import { createRecordingLogger, createTestContext, type FixtureServer, startFixtureServer } from './index.js';

describe('plugin test kit', () => {
  let server: FixtureServer;
  let hits = 0;

  beforeAll(async () => {
    server = await startFixtureServer({
      '/plain': 'hello',
      '/cached': { body: 'v1', etag: '"v1"', lastModified: 'Mon, 09 Jun 2025 10:00:00 GMT' },
      '/teapot': { status: 418, headers: { 'x-reason': 'short and stout' }, body: 'no coffee' },
      '/counter': () => ({ body: String(++hits) }),
      '/latin1': { body: Buffer.from('café', 'latin1'), headers: { 'content-type': 'text/plain; charset=iso-8859-1' } },
      '/big': 'x'.repeat(2048),
    });
  });
  afterAll(() => server.stop());

  const http = () => createTestContext().http;

  it('serves strings, statuses, headers and functions, and records each request', async () => {
    expect((await http().request({ url: `${server.url}/plain` })).text()).toBe('hello');
    const teapot = await http().request({ url: `${server.url}/teapot` });
    expect([teapot.status, teapot.headers['x-reason']]).toEqual([418, 'short and stout']);
    await http().request({ url: `${server.url}/counter?again=1` });
    expect((await http().request({ url: `${server.url}/counter` })).text()).toBe('2');
    expect(server.requests.map((request) => request.path)).toContain('/counter?again=1');
    expect((await http().request({ url: `${server.url}/nowhere` })).status).toBe(404);
  });

  it('answers matching validators with 304, which the client reports as not modified', async () => {
    const fresh = await http().request({ url: `${server.url}/cached` });
    expect([fresh.notModified, fresh.headers.etag]).toEqual([false, '"v1"']);
    const byEtag = await http().request({ url: `${server.url}/cached`, conditional: { etag: '"v1"' } });
    const byDate = await http().request({ url: `${server.url}/cached`, conditional: { lastModified: 'Mon, 09 Jun 2025 10:00:00 GMT' } });
    const stale = await http().request({ url: `${server.url}/cached`, conditional: { etag: '"v0"' } });
    expect([byEtag.notModified, byDate.notModified, stale.notModified]).toEqual([true, true, false]);
  });

  it('decodes text by the declared charset and refuses bodies over the cap', async () => {
    expect((await http().request({ url: `${server.url}/latin1` })).text()).toBe('café');
    await expect(http().request({ url: `${server.url}/big`, maxBytes: 1024 })).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('reports an unreachable host as a transient error', async () => {
    await expect(http().request({ url: 'http://127.0.0.1:9/' })).rejects.toBeInstanceOf(TransientError);
  });

  it('gives a fixed clock, a silent recording logger and the plugin id', () => {
    const logger = createRecordingLogger();
    const ctx = createTestContext({ pluginId: 'rss', now: new Date('2025-06-10T00:00:00Z'), logger });
    ctx.logger.warn({ sourceId: 1 }, 'careful');
    expect([ctx.pluginId, ctx.now().toISOString()]).toEqual(['rss', '2025-06-10T00:00:00.000Z']);
    expect(logger.entries).toEqual([{ level: 'warn', obj: { sourceId: 1 }, msg: 'careful' }]);
  });
});
