import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAddressPolicy } from '../../../src/server/outbound/index.js';
import type { AddressPolicy } from '../../../src/server/outbound/index.js';

export interface FixtureServer {
  port: number;
  origin: string;
  /** Requests seen, in order, so a test can tell whether a refused target was ever reached. */
  requests: IncomingMessage[];
  url(path: string): string;
  close(): Promise<void>;
}

/** Starts a node:http server on 127.0.0.1 with a random port, recording each request. */
export async function startFixtureServer(handler: RequestListener): Promise<FixtureServer> {
  const requests: IncomingMessage[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    requests,
    url: (path) => `${origin}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The production policy (private addresses refused) with one exception: the test's own fixture. */
export function onlyFixture(fixture: FixtureServer): AddressPolicy {
  const strict = createAddressPolicy({ allowPrivate: false });
  return (address, port) => (address === '127.0.0.1' && port === fixture.port ? null : strict(address, port));
}

/** Returns a port on 127.0.0.1 where nothing listens (just released by a server of ours). */
export async function closedPort(): Promise<number> {
  const server = await startFixtureServer(() => {});
  await server.close();
  return server.port;
}
