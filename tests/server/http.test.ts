import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../helpers/accounts.js';
import { createAgent } from '../helpers/agent.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertArticle } from '../helpers/articles.js';

let app: TestApp;
const HOME_FEED = '/api/news?page=1&limit=20&sort=latest';
const webDir = mkdtempSync(join(tmpdir(), 'alphawire-web-'));

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><head><title>AlphaWire</title></head><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(webDir, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
  // The build's manifest (vite.config.ts), cut down: the entry, and the article page with a chunk of its own and one it shares with the entry.
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(
    join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-1234.js', imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-1.js' },
      'pages/article/article-page.tsx': { file: 'assets/article-page-1.js', imports: ['_vendor.js', '_grid.js'], css: ['assets/article-page-1.css'] },
      '_grid.js': { file: 'assets/grid-1.js' },
    }),
  );
  app = await startTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await app.stop();
  rmSync(webDir, { recursive: true, force: true });
});

describe('service routes', () => {
  it('GET /api/version answers the package version', async () => {
    const res = await createAgent(app.server).get('/api/version');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('GET /healthz says the process is alive and which database it uses', async () => {
    const res = await createAgent(app.server).get('/healthz');
    expect(res.statusCode).toBe(200);
    // Probes poll every few seconds: no CSRF cookie for them.
    for (const path of ['/healthz', '/readyz']) expect((await app.server.inject(path)).headers['set-cookie'], path).toBeUndefined();
    expect(res.body).toEqual({ status: 'ok', database: app.ctx.db.kind });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404 for every method', async () => {
    const agent = createAgent(app.server);
    for (const res of [await agent.get('/api/nothing-here'), await agent.post('/api/nothing/here', {}), await agent.get('/API/news'), await agent.get('/Api')]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.stringMatching(/No API route/) });
    }
    // A slash written %2F, which Hapi leaves encoded: still under /feeds, never the web app's page.
    for (const path of ['/Feeds/news.rss', '/FEEDS', '/feeds%2Fnews.rss', '/feeds%2fu%2fx']) {
      const res = await agent.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: expect.stringMatching(/^No feed at this address/) });
    }
    // A script's write (a bearer token, no cookie and no CSRF header) to no route: 404, not a missing crumb.
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await app.server.inject({ method, url: '/api/admin/no-such-call/1', headers: { authorization: 'Bearer awt_not_checked_here' } });
      expect(res.statusCode, method).toBe(404);
      expect(JSON.parse(res.payload).message).toBe(`No API route ${method} /api/admin/no-such-call/1`);
    }
  });

  it('answers a method a path does not take with 405 and the methods it does take in Allow', async () => {
    const cases = [
      { method: 'POST', url: '/api/news', allow: 'GET, HEAD' },
      { method: 'DELETE', url: '/api/version', allow: 'GET, HEAD' },
      { method: 'GET', url: '/api/auth/login', allow: 'POST' },
      { method: 'PATCH', url: '/api/user/mutes', allow: 'GET, PUT, HEAD' },
      { method: 'POST', url: '/feeds/news.rss', allow: 'GET, HEAD' },
      { method: 'PUT', url: '/api/news?page=2', allow: 'GET, HEAD' },
    ];
    for (const { method, url, allow } of cases) {
      const res = await app.server.inject({ method, url, headers: { authorization: 'Bearer awt_not_checked_here' } });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
      expect(JSON.parse(res.payload)).toEqual({ statusCode: 405, error: 'Method Not Allowed', message: `${method} is not allowed here: this address takes ${allow}` });
    }
    // OPTIONS asks what a path takes; any other method is refused the same way.
    const options = await app.server.inject({ method: 'OPTIONS', url: '/api/user/mutes' });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('GET, PUT, HEAD, OPTIONS');
    const trace = await app.server.inject({ method: 'TRACE', url: '/feeds/news.rss' });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
    expect((await app.server.inject({ method: 'OPTIONS', url: '/api/no-such-call' })).statusCode).toBe(404);
    // A path no method takes stays a 404, pages and feeds included.
    for (const [method, url, message] of [['POST', '/no-such-page', 'Not Found'], ['DELETE', '/feeds/nothing.rss', expect.stringMatching(/^No feed at this address/)]] as const) {
      const res = await app.server.inject({ method, url, headers: { authorization: 'Bearer awt_not_checked_here' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(JSON.parse(res.payload)).toEqual({ statusCode: 404, error: 'Not Found', message });
    }
  });

  it('answers an address whose %-escapes are not UTF-8 with a 400 saying so', async () => {
    for (const url of ['/api/assets/%ED%A0%80', '/api/news/%FF', '/%C3%28']) {
      const res = await app.server.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.parse(res.payload), url).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The address could not be read: a %-escape in its path is not valid UTF-8' });
    }
  });

  it('takes only JSON bodies: anything else is 415, saying what to send', async () => {
    const login = JSON.stringify({ loginId: 'nobody', password: 'not-the-password' });
    const refused = [
      ['application/x-www-form-urlencoded', 'loginId=nobody&password=not-the-password'],
      ['text/plain', login],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="loginId"\r\n\r\nnobody\r\n--x--\r\n'],
      ['application/xml', '<login/>'],
    ];
    for (const [type, payload] of refused) {
      const res = await app.server.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': type!, authorization: 'Bearer awt_not_checked_here' }, payload });
      expect(res.statusCode, type).toBe(415);
      expect(JSON.parse(res.payload), type).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'The request body must be JSON, sent with Content-Type: application/json' });
    }
    // No body at all has no type to judge, whatever it is labelled (fetch labels '' text/plain).
    const browser = createAgent(app.server);
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
      const res = await browser.post<{ message: string }>('/api/auth/login', undefined, { 'content-type': type, 'content-length': '0' });
      expect(res.statusCode, type).toBe(400);
      expect(res.body.message, type).toContain('Please enter your username or email address');
    }
    // JSON with a charset, or with no type at all (read as JSON), gets as far as the password check.
    for (const headers of [{ 'content-type': 'application/json; charset=utf-8' }, {}]) {
      const res = await app.server.inject({ method: 'POST', url: '/api/auth/login', headers: { ...headers, authorization: 'Bearer awt_not_checked_here' }, payload: login });
      expect(res.statusCode, JSON.stringify(headers)).not.toBe(415);
    }
  });

  it('reads bodies sent in gzip, deflate or br, refuses any other coding with 415 saying which it reads, and judges no coding of an empty body', async () => {
    const login = JSON.stringify({ loginId: 'nobody', password: 'not-the-password' });
    const post = (headers: Record<string, string>, payload: Buffer | string) =>
      app.server.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json', authorization: 'Bearer awt_not_checked_here', ...headers }, payload });
    const plain = await post({}, login);
    expect(plain.statusCode).not.toBe(400);
    const coded: [string, Buffer][] = [['gzip', gzipSync(login)], ['deflate', deflateSync(login)], ['br', brotliCompressSync(login)], ['BR', brotliCompressSync(login)], [' GZip ', gzipSync(login)], ['identity', Buffer.from(login)]];
    for (const [coding, payload] of coded) {
      const res = await post({ 'content-encoding': coding }, payload);
      expect({ status: res.statusCode, body: res.payload }, coding).toEqual({ status: plain.statusCode, body: plain.payload });
    }
    // Read as if uncoded, these were taken when they were not coded at all and refused as "Invalid JSON" when they were.
    for (const [coding, payload] of [['zstd', login], ['x-unknown', login], ['gzip, br', brotliCompressSync(gzipSync(login))]] as const) {
      const res = await post({ 'content-encoding': coding }, payload);
      expect(res.statusCode, coding).toBe(415);
      expect(JSON.parse(res.payload), coding).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: `A body in Content-Encoding ${coding} cannot be read: send it as it is, or in gzip, deflate or br` });
    }
    // No body has no coding to judge: a client that compresses every request labels nothing gzip.
    const bare = await app.server.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: 'Bearer awt_not_checked_here' } });
    for (const coding of ['gzip', 'br', 'zstd']) {
      for (const length of [{}, { 'content-length': '0' }]) {
        const res = await app.server.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: 'Bearer awt_not_checked_here', 'content-encoding': coding, ...length } });
        expect({ status: res.statusCode, body: res.payload }, `${coding} ${JSON.stringify(length)}`).toEqual({ status: bare.statusCode, body: bare.payload });
      }
    }
    // Decoded, a body still counts against the route's limit: 2 MB of spaces in 2 KB of br.
    const inflated = brotliCompressSync(`{"loginId":"nobody"${' '.repeat(2 * 1024 * 1024)}}`);
    expect(inflated.length).toBeLessThan(4096);
    const large = await post({ 'content-encoding': 'br' }, inflated);
    expect(large.statusCode).toBe(413);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const agent = createAgent(app.server);
    await agent.get('/api/version');
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"loginId": ',
      headers: {
        'content-type': 'application/json',
        cookie: `crumb=${agent.jar.get('crumb')}`,
        'x-csrf-token': agent.jar.get('crumb')!,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.payload)).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await createAgent(app.server).post('/api/auth/login', { loginId: 'x'.repeat(1_100_000), password: 'abcdef' });
    expect(res.statusCode).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Request Entity Too Large' });
  });
});

/** The API answers a page holds (src/server/http/page-data.ts), read as the web app reads them. */
function pageDataOf(html: string): Record<string, unknown> {
  const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (text === undefined) throw new Error('the page holds no page-data element');
  return JSON.parse(text) as Record<string, unknown>;
}

describe('the web app', () => {
  it('serves index.html for any client route, uncached, with a CSP', async () => {
    for (const path of ['/', '/news/42', '/admin/one-minute-summaries', '/no/such/page']) {
      const res = await app.server.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.payload).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('announces the feed of a filtered home page in its HTML, for readers that do not run the page', async () => {
    const viewLink = (payload: string) => /<link rel="alternate"[^>]*data-feed="view" \/>/.exec(payload)?.[0];
    const filtered = await app.server.inject('/?sentiment=bearish&ticker=btc&watchlist=true');
    expect(viewLink(filtered.payload)).toBe('<link rel="alternate" type="application/rss+xml" title="AlphaWire news: this view" href="/feeds/news.rss?ticker=BTC&amp;sentiment=bearish" data-feed="view" />');
    // The page keeps its order in its address, and so does the feed it announces.
    expect(viewLink((await app.server.inject('/?ticker=BTC&sort=impact')).payload)).toContain('href="/feeds/news.rss?sort=impact&amp;ticker=BTC"');
    // A filter given twice is read as the page reads it: its first value.
    const twice = await app.server.inject('/?ticker=BTC&ticker=ETH&sentiment=bearish');
    expect(viewLink(twice.payload)).toContain('href="/feeds/news.rss?ticker=BTC&amp;sentiment=bearish"');
    // The unfiltered page has index.html's links only; filters a feed refuses, and other pages, announce nothing.
    for (const path of ['/', '/?sentiment=sideways', '/news/42?ticker=BTC', '/?watchlist=true']) expect(viewLink((await app.server.inject(path)).payload), path).toBeUndefined();
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await app.server.inject('/assets/app-1234.js');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a byte range of the web app\'s files, and the whole answer, never a range, of API calls and feeds', async () => {
    const part = await app.server.inject({ url: '/assets/app-1234.js', headers: { range: 'bytes=0-6', 'accept-encoding': 'identity' } });
    expect(part.statusCode).toBe(206);
    expect(part.payload).toBe('console');
    for (const url of ['/api/version', '/api/news', '/feeds/news.json']) {
      for (const range of ['bytes=0-5', 'bytes=100000-200000']) {
        const res = await app.server.inject({ url, headers: { range } });
        expect(res.statusCode, `${url} ${range}`).toBe(200);
        expect(res.headers['accept-ranges'], url).toBeUndefined();
        expect(() => JSON.parse(res.payload) as unknown, `${url} ${range}`).not.toThrow();
      }
    }
    // The app's page holds the request's own first answers: a range of one would splice two pages.
    for (const url of ['/', '/news/1', '/assets/BTC']) {
      for (const range of ['bytes=0-10', 'bytes=999999-']) {
        const res = await app.server.inject({ url, headers: { range, 'accept-encoding': 'identity' } });
        expect(res.statusCode, `${url} ${range}`).toBe(200);
        expect(res.payload, `${url} ${range}`).toMatch(/^<!doctype html><head><title>AlphaWire/i);
        expect(res.payload, `${url} ${range}`).toContain('id="page-data"');
      }
    }
  });

  it("sends the build's brotli copy of an asset to a browser that accepts it, and the plain file to one that does not", async () => {
    const brotli = await app.server.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.server.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe('console.log(1)');
  });

  it("puts the signed-out session and the home feed's first page in the home page, unless the address asks for another list", async () => {
    await insertArticle(app.ctx.knex, { title: 'Page data story' });
    const home = await app.server.inject('/');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.link).toBeUndefined();
    const data = pageDataOf(home.payload);
    expect(Object.keys(data)).toEqual(['/api/auth/me', HOME_FEED]);
    expect(data['/api/auth/me']).toBeNull();
    // Exactly what the call answers on its own.
    expect(data[HOME_FEED]).toEqual((await createAgent(app.server).get(HOME_FEED)).body);
    for (const path of ['/?topic=crypto', '/about', '/news/42']) expect(pageDataOf((await app.server.inject(path)).payload)).toEqual({ '/api/auth/me': null });
  });

  it("puts a member's session and the article in the article page, which is never stored, and starts its chunks in Link", async () => {
    const chunks =
      '</assets/article-page-1.js>; rel=modulepreload; crossorigin, </assets/grid-1.js>; rel=modulepreload; crossorigin, ' +
      '</assets/article-page-1.css>; rel=preload; as=style; crossorigin';
    const id = await insertArticle(app.ctx.knex, { title: 'Article in the page' });
    expect((await app.server.inject(`/news/${id}`)).headers.link).toBe(chunks);
    const member = await signedInAs(app, 'page-data-reader');
    const page = await member.get(`/news/${id}`);
    expect(page.headers.link).toBe(chunks);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const data = pageDataOf(page.body as string);
    expect(data['/api/auth/me']).toMatchObject({ username: 'page-data-reader' });
    expect(data[`/api/news/${id}`]).toEqual((await member.get(`/api/news/${id}`)).body);
    // An article the call refuses (here unknown) is left to the app to ask for, and show its error.
    expect(Object.keys(pageDataOf((await member.get('/news/999999')).body as string))).toEqual(['/api/auth/me']);
    expect((await member.get('/news/abc')).headers.link).toBeUndefined();
  });

  it('reads a cookie whose session has ended as signed out, and puts nothing of the article in the page', async () => {
    const member = await signedInAs(app, 'page-data-leaver');
    const id = await insertArticle(app.ctx.knex, { title: 'Not for the signed out' });
    const cookie = [...member.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    await member.post('/api/auth/logout');
    const page = await app.server.inject({ url: `/news/${id}`, headers: { cookie } });
    expect(pageDataOf(page.payload)).toEqual({ '/api/auth/me': null });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('keeps any text of an answer inside the data element and reads it back unchanged', async () => {
    const title = 'Breaking </script><script>alert(1)</script> <!-- \u2028 line \u2029 end';
    const id = await insertArticle(app.ctx.knex, { title });
    const page = await (await signedInAs(app, 'page-data-hostile')).get(`/news/${id}`);
    expect((page.body as string).match(/<\/script>/g)).toHaveLength(1);
    expect(pageDataOf(page.body as string)[`/api/news/${id}`]).toMatchObject({ title });
  });

  it('answers a file that is not there with a 404, not the app page, while app routes that look alike get the page', async () => {
    for (const path of ['/assets/app-0000.js', '/assets/app-0000.js.br', '/assets/missing-0000.css', '/assets/nested/x.js', '/favicon.ico', '/robots.txt']) {
      const res = await app.server.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('text/plain');
    }
    // A share on Euronext Brussels ends as a brotli file does.
    for (const path of ['/assets/BTC', '/assets/BRK.B', '/assets', '/assets/ABI.BR', '/assets/abi.br', '/assets/X.GZ', '/assets/%5EN225']) {
      const res = await app.server.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.payload).toContain('<div id="root">');
    }
  });

  it('never serves files outside the web folder', async () => {
    const res = await app.server.inject('/../package.json');
    expect(res.payload).not.toContain('"dependencies"');
  });

  it('sends security headers', async () => {
    const res = await app.server.inject('/');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
