import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidResponseError, RateLimitedError } from '../../../src/plugins/sdk/errors.js';
import { createSafeHttpClient } from '../../../src/server/outbound/index.js';
import type { OutboundHttpClient } from '../../../src/server/outbound/index.js';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';

const LATIN1_FEED = readFileSync(new URL('./fixtures/latin1-feed.xml', import.meta.url));
const FEED_TEXT = 'Société Générale: résultats au-dessus des attentes, le titre gagne 2,5 %';
const BODY = 'Bitcoin tops $100k as ETF inflows continue. '.repeat(200);
const ETAG = '"v42"';
const LAST_MODIFIED = 'Wed, 01 Jan 2025 10:00:00 GMT';

let server: FixtureServer;
let client: OutboundHttpClient;
type Route = (response: ServerResponse, request: IncomingMessage) => void;
let routes: Record<string, Route>;

beforeAll(async () => {
  routes = {
    '/plain': (res) => res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Feed-Id': 'abc' }).end(BODY),
    '/gzip': (res) => res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(zlib.gzipSync(BODY)),
    '/deflate': (res) => res.writeHead(200, { 'Content-Encoding': 'deflate' }).end(zlib.deflateSync(BODY)),
    '/raw-deflate': (res) => res.writeHead(200, { 'Content-Encoding': 'deflate' }).end(zlib.deflateRawSync(BODY)),
    '/br': (res) => res.writeHead(200, { 'Content-Encoding': 'br' }).end(zlib.brotliCompressSync(BODY)),
    '/corrupt-gzip': (res) => res.writeHead(200, { 'Content-Encoding': 'gzip' }).end('this is not gzip at all'),
    '/compress': (res) => res.writeHead(200, { 'Content-Encoding': 'compress' }).end('x'),
    '/latin1': (res) => res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=ISO-8859-1' }).end(LATIN1_FEED),
    // Quotes and a euro in windows-1252's own range (0x80–0x9F), labelled as ISO-8859-1 is on the web.
    '/cp1252': (res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=ISO-8859-1' }).end(Buffer.from([0x93, 0x4c, 0x92, 0x65, 0x75, 0x72, 0x6f, 0x94, 0x20, 0x80])),
    '/bad-charset': (res) => res.writeHead(200, { 'Content-Type': 'text/plain; charset=klingon' }).end('Zürich'),
    '/json': (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"price":101234.5}'),
    '/deep-json': (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('['.repeat(100_000) + ']'.repeat(100_000)),
    '/not-json': (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>oops</html>'),
    '/conditional': (res, req) => conditional(res, req),
    '/missing': (res) => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such feed'),
    '/broken': (res) => res.writeHead(500).end('boom'),
    '/busy-seconds': (res) => res.writeHead(429, { 'Retry-After': '120' }).end('slow down'),
    '/busy-date': (res) => res.writeHead(503, { 'Retry-After': new Date(Date.now() + 90_000).toUTCString() }).end(),
    '/busy-no-header': (res) => res.writeHead(429).end('slow down'),
    '/echo': (res, req) => echo(res, req),
    '/taken-then-12mb': (res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end(Buffer.alloc(12 * 1024 * 1024, 'x')),
    // The status and headers at once, the body held back past the request's deadline.
    '/taken-then-silence': (res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('ok');
      setTimeout(() => res.end(), 4_000).unref();
    },
  };
  server = await startFixtureServer((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) route(res, req);
    else res.writeHead(404).end();
  });
  client = createSafeHttpClient({ allowPrivate: true, userAgent: 'AlphaWire/0.1.0 (+https://news.example.org)' });
});

afterAll(async () => {
  await client.close();
  await server.close();
});

afterEach(() => {
  server.requests.length = 0;
});

function conditional(res: ServerResponse, req: IncomingMessage): void {
  const fresh = req.headers['if-none-match'] === ETAG || req.headers['if-modified-since'] === LAST_MODIFIED;
  if (fresh) {
    res.writeHead(304, { ETag: ETAG }).end();
    return;
  }
  res.writeHead(200, { ETag: ETAG, 'Last-Modified': LAST_MODIFIED }).end('<rss/>');
}

function echo(res: ServerResponse, req: IncomingMessage): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString() }));
  });
}

describe('safe HTTP client: answers', () => {
  it('fetches a body with its status, final URL and lower-cased headers', async () => {
    const response = await client.request({ url: server.url('/plain') });
    expect(response.status).toBe(200);
    expect(response.url).toBe(server.url('/plain'));
    expect(response.notModified).toBe(false);
    expect(response.headers['x-feed-id']).toBe('abc');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text()).toBe(BODY);
  });

  it('sends its User-Agent and Accept-Encoding whatever the plugin sets, and passes the plugin headers on', async () => {
    const response = await client.request({
      url: server.url('/echo'),
      headers: { 'X-Api-Version': '3', 'User-Agent': 'curl/8', 'Accept-Encoding': 'identity' },
    });
    const echoed = response.json() as { headers: Record<string, string> };
    expect(echoed.headers['user-agent']).toBe('AlphaWire/0.1.0 (+https://news.example.org)');
    expect(echoed.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(echoed.headers['x-api-version']).toBe('3');
  });

  it('posts a body', async () => {
    const response = await client.request({
      url: server.url('/echo'),
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"text":"hello"}',
    });
    expect(response.json()).toMatchObject({ method: 'POST', body: '{"text":"hello"}' });
  });

  it.each(['/gzip', '/deflate', '/raw-deflate', '/br'])('decompresses %s bodies', async (path) => {
    const response = await client.request({ url: server.url(path) });
    expect(response.body.toString()).toBe(BODY);
  });

  it('refuses a body that does not decompress', async () => {
    const failure = client.request({ url: server.url('/corrupt-gzip') });
    await expect(failure).rejects.toThrow(InvalidResponseError);
    await expect(failure).rejects.toThrow('Response body could not be decompressed (gzip): incorrect header check');
  });

  it('refuses a content encoding it never asked for', async () => {
    await expect(client.request({ url: server.url('/compress') })).rejects.toThrow(
      new InvalidResponseError('Response uses an unsupported content encoding: compress'),
    );
  });

  it('decodes text by the charset of Content-Type', async () => {
    const response = await client.request({ url: server.url('/latin1') });
    expect(response.body.includes(Buffer.from('Société', 'utf8'))).toBe(false);
    expect(response.text()).toContain(FEED_TEXT);
    expect(response.text()).toContain('«très bon trimestre»');
  });

  it('reads ISO-8859-1 as windows-1252, as browsers do', async () => {
    expect((await client.request({ url: server.url('/cp1252') })).text()).toBe('“L’euro” €');
  });

  it('falls back to UTF-8 for a charset it does not know', async () => {
    const response = await client.request({ url: server.url('/bad-charset') });
    expect(response.text()).toBe('Zürich');
  });

  it('parses JSON, and says so when the body is not JSON', async () => {
    expect((await client.request({ url: server.url('/json') })).json()).toEqual({ price: 101234.5 });
    const response = await client.request({ url: server.url('/not-json') });
    expect(() => response.json()).toThrow(new InvalidResponseError('Response is not valid JSON'));
  });

  it('refuses JSON nested a hundred thousand deep before parsing it', async () => {
    const response = await client.request({ url: server.url('/deep-json') });
    expect(() => response.json()).toThrow(new InvalidResponseError('Response is not valid JSON'));
  });
});

describe('safe HTTP client: conditional GET', () => {
  it('exposes the validators of a full answer', async () => {
    const response = await client.request({ url: server.url('/conditional') });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(ETAG);
    expect(response.headers['last-modified']).toBe(LAST_MODIFIED);
  });

  it('sends the ETag as If-None-Match and reports 304 as not modified with an empty body', async () => {
    const response = await client.request({ url: server.url('/conditional'), conditional: { etag: ETAG } });
    expect(server.requests[0]?.headers['if-none-match']).toBe(ETAG);
    expect(response).toMatchObject({ status: 304, notModified: true });
    expect(response.body.length).toBe(0);
  });

  it('sends Last-Modified as If-Modified-Since', async () => {
    const response = await client.request({
      url: server.url('/conditional'),
      conditional: { etag: null, lastModified: LAST_MODIFIED },
    });
    expect(server.requests[0]?.headers['if-modified-since']).toBe(LAST_MODIFIED);
    expect(server.requests[0]?.headers['if-none-match']).toBeUndefined();
    expect(response.notModified).toBe(true);
  });
});

describe('safe HTTP client: statuses', () => {
  it('resolves error statuses so the plugin can decide', async () => {
    const missing = await client.request({ url: server.url('/missing') });
    expect(missing.status).toBe(404);
    expect(missing.text()).toBe('no such feed');
    expect((await client.request({ url: server.url('/broken') })).status).toBe(500);
  });

  it('throws RateLimitedError for 429 with Retry-After in seconds', async () => {
    const failure = client.request({ url: server.url('/busy-seconds') });
    await expect(failure).rejects.toThrow(RateLimitedError);
    await expect(failure).rejects.toMatchObject({
      message: `Rate limited by 127.0.0.1:${server.port} (HTTP 429): retry after 120 s`,
      retryAfterSeconds: 120,
    });
  });

  it('throws RateLimitedError for 503 with Retry-After as an HTTP date', async () => {
    const error = await client.request({ url: server.url('/busy-date') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    const { retryAfterSeconds, message } = error as RateLimitedError;
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(88);
    expect(retryAfterSeconds).toBeLessThanOrEqual(90);
    expect(message).toBe(`127.0.0.1:${server.port} is unavailable (HTTP 503): retry after ${retryAfterSeconds} s`);
  });

  // A notifier needs only to know its message was taken: a success's body, however large or slow, must not fail it.
  it('takes a success without its body when asked to, however large or slow the body', async () => {
    const quick = { readSuccessBody: false, timeoutMs: 2_000 };
    for (const path of ['/taken-then-12mb', '/taken-then-silence']) {
      const taken = await client.request({ url: server.url(path), ...quick });
      expect(taken.status, path).toBe(200);
      expect(taken.body.length, path).toBe(0);
    }
    // An error still comes with its body, for the plugin to say why.
    const missing = await client.request({ url: server.url('/missing'), ...quick });
    expect([missing.status, missing.text()]).toEqual([404, 'no such feed']);
    // Read as usual, the same answers are refused.
    await expect(client.request({ url: server.url('/taken-then-12mb') })).rejects.toThrow('Response larger than 10 MB');
    await expect(client.request({ url: server.url('/taken-then-silence'), timeoutMs: 2_000 })).rejects.toThrow('Server too slow');
  });

  it('resolves a 429 without Retry-After', async () => {
    expect((await client.request({ url: server.url('/busy-no-header') })).status).toBe(429);
  });
});
