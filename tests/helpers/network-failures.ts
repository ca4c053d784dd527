import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { createSafeHttpClient } from '../../src/server/outbound/index.js';

/** A loopback port where nothing listens: a connection to it is refused at once, as offline. */
export async function deadPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What the safe HTTP client (every plugin's) throws for this URL: a real failure, causes and all. */
export async function failureOf(url: string, timeoutMs = 5_000): Promise<Error> {
  const client = createSafeHttpClient({ allowPrivate: true, connectTimeoutMs: 5_000, timeoutMs });
  try {
    await client.request({ url });
  } catch (error) {
    return error as Error;
  } finally {
    await client.close();
  }
  throw new Error(`${url} answered`);
}

/** A TLS handshake with a plain-text server, which fails as a wrong certificate or protocol does. */
export async function tlsFailure(): Promise<Error> {
  const server = createNetServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await failureOf(`https://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`);
  } finally {
    server.close();
  }
}

/** A server that accepts the connection and never answers, asked with a short budget: the request times out. */
export async function timeoutFailure(): Promise<Error> {
  const server = createNetServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await failureOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`, 200);
  } finally {
    server.close();
    server.unref();
  }
}
