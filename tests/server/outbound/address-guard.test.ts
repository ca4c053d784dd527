import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../src/plugins/sdk/errors.js';
import { createSafeHttpClient } from '../../../src/server/outbound/index.js';
import type { HostResolver, OutboundHttpClient } from '../../../src/server/outbound/index.js';
import { startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';

// Plays DNS: evil.test points inside, mixed.test answers one public and one private address.
const fakeDns: HostResolver = async (hostname) => {
  const answers: Record<string, string[]> = { 'evil.test': ['127.0.0.1'], 'mixed.test': ['8.8.8.8', '10.1.2.3'] };
  const found = answers[hostname];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found;
};

let internal: FixtureServer;
let client: OutboundHttpClient;

beforeAll(async () => {
  // Stands for an internal service: if the guard let a request through, it would answer 200.
  internal = await startFixtureServer((_req, res) => res.writeHead(200).end('internal secrets'));
  client = createSafeHttpClient({ allowPrivate: false, resolveHost: fakeDns });
});

afterAll(async () => {
  await client.close();
  await internal.close();
});

afterEach(() => {
  internal.requests.length = 0;
});

describe('safe HTTP client: refused addresses', () => {
  const port = (): number => internal.port;
  it.each([
    ['http://127.0.0.1', 'Refused to connect to 127.0.0.1: loopback address'],
    ['http://2130706433', 'Refused to connect to 127.0.0.1: loopback address'],
    ['http://0x7f000001', 'Refused to connect to 127.0.0.1: loopback address'],
    ['http://0x7f.0.0.1', 'Refused to connect to 127.0.0.1: loopback address'],
    ['http://0177.0.0.1', 'Refused to connect to 127.0.0.1: loopback address'],
    ['http://127.1', 'Refused to connect to 127.0.0.1: loopback address'],
    ['http://[::ffff:127.0.0.1]', 'Refused to connect to ::ffff:7f00:1: loopback address (IPv4-mapped IPv6)'],
    ['http://[::ffff:7f00:1]', 'Refused to connect to ::ffff:7f00:1: loopback address (IPv4-mapped IPv6)'],
    ['http://[::1]', 'Refused to connect to ::1: loopback address'],
    ['http://evil.test', 'Refused to connect to evil.test: it resolves to an address that is not public (loopback address)'],
  ])('refuses %s:<port>', async (origin, message) => {
    const failure = client.request({ url: `${origin}:${port()}/feed.xml` });
    await expect(failure).rejects.toThrow(InvalidResponseError);
    await expect(failure).rejects.toThrow(message);
    expect(internal.requests).toHaveLength(0);
  });

  it.each([
    ['http://10.0.0.1/', 'Refused to connect to 10.0.0.1: private address'],
    ['http://169.254.169.254/latest/meta-data/', 'Refused to connect to 169.254.169.254: cloud metadata address'],
    ['http://[fd00:ec2::254]/', 'Refused to connect to fd00:ec2::254: cloud metadata address'],
    ['http://100.64.0.1/', 'Refused to connect to 100.64.0.1: shared (CGNAT) address'],
    ['http://[64:ff9b::10.0.0.1]/', 'Refused to connect to 64:ff9b::a00:1: private address (NAT64)'],
    ['http://0.0.0.0/', 'Refused to connect to 0.0.0.0: unspecified address'],
    ['http://mixed.test/', 'Refused to connect to mixed.test: it resolves to an address that is not public (private address)'],
  ])('refuses %s', async (url, message) => {
    await expect(client.request({ url })).rejects.toThrow(new InvalidResponseError(message));
  });

  it.each([['file:///etc/passwd'], ['gopher://127.0.0.1:70/_'], ['data:text/plain,hello'], ['ftp://example.com/'], ['javascript:alert(1)']])(
    'refuses the URL %s',
    async (url) => {
      await expect(client.request({ url })).rejects.toThrow(new InvalidResponseError('Only http and https URLs can be fetched'));
    },
  );

  it('refuses text that is not a URL, without echoing its token', async () => {
    await expect(client.request({ url: 'feeds example com?api_token=abc' })).rejects.toThrow(
      new InvalidResponseError('Not a valid URL: feeds example com'),
    );
  });
});

describe('safe HTTP client: DNS is checked at connect time', () => {
  it('connects to the very address it checked, asking DNS once', async () => {
    let lookups = 0;
    // A rebinding resolver: a harmless answer first, then another. Checking one answer and
    // connecting with a second lookup would reach 127.0.0.2 (nothing listens there) instead.
    const rebinding: HostResolver = async () => (++lookups === 1 ? ['127.0.0.1'] : ['127.0.0.2']);
    const guarded = createSafeHttpClient({
      resolveHost: rebinding,
      addressPolicy: (address, port) => (address === '127.0.0.1' && port === internal.port ? null : 'loopback address'),
    });
    const response = await guarded.request({ url: `http://rebind.test:${internal.port}/` });
    await guarded.close();
    expect(response.text()).toBe('internal secrets');
    expect(lookups).toBe(1);
  });

  it('reaches a loopback host through its DNS answer when private addresses are allowed', async () => {
    const open = createSafeHttpClient({ allowPrivate: true, resolveHost: fakeDns });
    const response = await open.request({ url: `http://evil.test:${internal.port}/` });
    await open.close();
    expect(response.status).toBe(200);
  });
});
