import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../src/plugins/sdk/errors.js';
import { createSafeHttpClient } from '../../../src/server/outbound/index.js';

// A throwaway self-signed certificate for feeds.test, made for this test and trusted by no one.
const key = readFileSync(new URL('./fixtures/self-signed-key.pem', import.meta.url));
const cert = readFileSync(new URL('./fixtures/self-signed-cert.pem', import.meta.url));

let server: Server;
let port: number;
const serverNames: string[] = [];

beforeAll(async () => {
  server = createServer(
    {
      key,
      cert,
      SNICallback: (name, done) => {
        serverNames.push(name);
        done(null);
      },
    },
    (_req, res) => res.writeHead(200).end('secure'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('safe HTTP client: TLS', () => {
  it('sends the hostname as SNI through the checked address and refuses an untrusted certificate', async () => {
    const client = createSafeHttpClient({ allowPrivate: true, resolveHost: async () => ['127.0.0.1'] });
    const failure = client.request({ url: `https://feeds.test:${port}/rss` });
    await expect(failure).rejects.toThrow(InvalidResponseError);
    await expect(failure).rejects.toThrow(`TLS error with feeds.test:${port}: self-signed certificate`);
    await client.close();
    expect(serverNames).toEqual(['feeds.test']);
  });
});
