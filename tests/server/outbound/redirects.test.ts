import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidResponseError, RejectedError } from '../../../src/plugins/sdk/errors.js';
import { createSafeHttpClient } from '../../../src/server/outbound/index.js';
import type { OutboundHttpClient } from '../../../src/server/outbound/index.js';
import { onlyFixture, startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';

let entry: FixtureServer;
let other: FixtureServer;
let client: OutboundHttpClient;

beforeAll(async () => {
  entry = await startFixtureServer(route);
  other = await startFixtureServer(echo);
  // The production policy with one hole, the entry fixture itself, so every redirect target
  // below meets the policy a real deployment runs with.
  client = createSafeHttpClient({ addressPolicy: onlyFixture(entry) });
});

afterAll(async () => {
  await client.close();
  await entry.close();
  await other.close();
});

afterEach(() => {
  entry.requests.length = 0;
  other.requests.length = 0;
});

function route(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
  if (chain) {
    const left = Number(chain[1]);
    if (left === 0) res.writeHead(200).end('end of chain');
    // Relative Locations, as most servers send them.
    else res.writeHead(302, { Location: `${left - 1}` }).end('moved');
    return;
  }
  if (url.pathname === '/to') {
    res.writeHead(Number(url.searchParams.get('status') ?? 302), { Location: url.searchParams.get('target') ?? '/' }).end();
    return;
  }
  echo(req, res);
}

function echo(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString() }));
  });
}

function redirectTo(target: string, status = 302): string {
  return entry.url(`/to?status=${status}&target=${encodeURIComponent(target)}`);
}

describe('safe HTTP client: redirects', () => {
  it('follows a chain of 3 redirects, resolving relative Locations', async () => {
    const response = await client.request({ url: entry.url('/chain/3') });
    expect(response.status).toBe(200);
    expect(response.text()).toBe('end of chain');
    expect(response.url).toBe(entry.url('/chain/0'));
    expect(entry.requests).toHaveLength(4);
  });

  it('follows exactly 5 redirects', async () => {
    expect((await client.request({ url: entry.url('/chain/5') })).text()).toBe('end of chain');
  });

  it('refuses a chain of 10 after following 5', async () => {
    const failure = client.request({ url: entry.url('/chain/10') });
    await expect(failure).rejects.toThrow(new InvalidResponseError('Too many redirects (more than 5)'));
    expect(entry.requests).toHaveLength(6);
  });

  // A browser goes on as a GET; an alert or a post would be lost while the GET's 200 looked like success.
  // Only the origin: a webhook's path is its credential (Slack, Discord), and so may be the path it redirects to.
  it('refuses to turn a POST into a GET after 301, 302 or 303, naming the origin it redirects to and not its path', async () => {
    const allowAll = createSafeHttpClient({ allowPrivate: true });
    for (const status of [301, 302, 303]) {
      const target = other.url('/slack/T/B/LEAKEDSECRET1?token=x');
      const error = await allowAll.request({ url: redirectTo(target, status), method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x=1' }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error, String(status)).toEqual(new RejectedError(`The address redirects (${status}) to ${new URL(target).origin}, where a POST would arrive as a GET without its content: use the address it redirects to instead`));
    }
    await allowAll.close();
  });

  it('refuses a Location that is not a URL without echoing it', async () => {
    const error = await client.request({ url: redirectTo('http://[oops/slack/T/B/LEAKEDSECRET1') }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toEqual(new InvalidResponseError(`${new URL(entry.url('/')).origin} redirected to an invalid URL`));
  });

  it('repeats a POST with its body after 307', async () => {
    const allowAll = createSafeHttpClient({ allowPrivate: true });
    const response = await allowAll.request({ url: redirectTo(other.url('/again'), 307), method: 'POST', body: 'x=1' });
    await allowAll.close();
    expect(response.json()).toMatchObject({ method: 'POST', body: 'x=1' });
  });

  it('keeps Authorization on the same origin and drops it on a redirect to another origin', async () => {
    const allowAll = createSafeHttpClient({ allowPrivate: true });
    const headers = { Authorization: 'Bearer secret-token' };
    const sameOrigin = await allowAll.request({ url: redirectTo(entry.url('/echo')), headers });
    const otherOrigin = await allowAll.request({ url: redirectTo(other.url('/echo')), headers });
    await allowAll.close();
    expect(sameOrigin.json()).toMatchObject({ headers: { authorization: 'Bearer secret-token' } });
    expect((otherOrigin.json() as { headers: Record<string, string> }).headers.authorization).toBeUndefined();
  });

  it('reaches a loopback target through a redirect when private addresses are allowed', async () => {
    const allowAll = createSafeHttpClient({ allowPrivate: true });
    const response = await allowAll.request({ url: redirectTo(other.url('/internal')) });
    await allowAll.close();
    expect(response.status).toBe(200);
    expect(other.requests).toHaveLength(1);
  });
});

describe('safe HTTP client: refused redirect targets', () => {
  // Targets on the `other` server's port answer if the guard lets them through, so a broken
  // guard shows as a 200 instead of the refusal.
  const port = (): number => other.port;
  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port()}/`, 'Refused to connect to 127.0.0.1: loopback address'],
    ['decimal', () => `http://2130706433:${port()}/`, 'Refused to connect to 127.0.0.1: loopback address'],
    ['hex', () => `http://0x7f000001:${port()}/`, 'Refused to connect to 127.0.0.1: loopback address'],
    ['dotted hex', () => `http://0x7f.0.0.1:${port()}/`, 'Refused to connect to 127.0.0.1: loopback address'],
    ['octal', () => `http://0177.0.0.1:${port()}/`, 'Refused to connect to 127.0.0.1: loopback address'],
    ['short', () => `http://127.1:${port()}/`, 'Refused to connect to 127.0.0.1: loopback address'],
    [
      'IPv4-mapped IPv6',
      () => `http://[::ffff:127.0.0.1]:${port()}/`,
      'Refused to connect to ::ffff:7f00:1: loopback address (IPv4-mapped IPv6)',
    ],
    ['IPv6 loopback', () => `http://[::1]:${port()}/`, 'Refused to connect to ::1: loopback address'],
    ['10.0.0.1', () => 'http://10.0.0.1/admin', 'Refused to connect to 10.0.0.1: private address'],
    [
      '169.254.169.254',
      () => 'http://169.254.169.254/latest/meta-data/',
      'Refused to connect to 169.254.169.254: cloud metadata address',
    ],
    ['https on 127.0.0.1', () => `https://127.0.0.1:${port()}/`, 'Refused to connect to 127.0.0.1: loopback address'],
  ])('refuses a redirect to %s', async (_name, target, message) => {
    const failure = client.request({ url: redirectTo(target()) });
    await expect(failure).rejects.toThrow(InvalidResponseError);
    await expect(failure).rejects.toThrow(message);
    expect(other.requests).toHaveLength(0);
  });

  it.each([['file:///etc/passwd'], ['gopher://127.0.0.1:70/_stats'], ['data:text/plain,hi'], ['ftp://example.com/feed']])(
    'refuses a redirect to %s',
    async (target) => {
      await expect(client.request({ url: redirectTo(target) })).rejects.toThrow(
        new InvalidResponseError('Only http and https URLs can be fetched'),
      );
    },
  );
});
