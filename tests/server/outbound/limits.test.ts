import { getEventListeners } from 'node:events';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidResponseError, TransientError } from '../../../src/plugins/sdk/errors.js';
import { createSafeHttpClient } from '../../../src/server/outbound/index.js';
import type { OutboundHttpClient } from '../../../src/server/outbound/index.js';
import { closedPort, startFixtureServer } from './fixture-server.js';
import type { FixtureServer } from './fixture-server.js';

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
const ZEROS = Buffer.alloc(64 * 1024);

let server: FixtureServer;
let client: OutboundHttpClient;
/** Bytes each streaming route produced before the client hung up, by route. */
const produced: Record<string, number> = {};

/** Yields `total` bytes from one reused buffer, counting what the consumer actually pulled. */
async function* generate(route: string, chunk: Buffer, total: number): AsyncGenerator<Buffer> {
  produced[route] = 0;
  for (let sent = 0; sent < total; sent += chunk.length) {
    produced[route] += chunk.length;
    yield chunk;
  }
}

function stream(res: ServerResponse, source: AsyncIterable<Buffer>, ...through: NodeJS.ReadWriteStream[]): void {
  pipeline(Readable.from(source), ...(through as [NodeJS.ReadWriteStream]), res).catch(() => {
    // The client hanging up mid-body is the point of these routes.
  });
}

function slowBytes(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Length': '600' });
  const timer = setInterval(() => res.write('x'), 1000);
  res.on('close', () => clearInterval(timer));
}

beforeAll(async () => {
  const routes: Record<string, (res: ServerResponse) => void> = {
    '/50mb-declared': (res) => res.writeHead(200, { 'Content-Length': String(50 * MB) }).flushHeaders(),
    '/50mb-chunked': (res) => stream(res, generate('/50mb-chunked', CHUNK, 50 * MB)),
    '/gzip-bomb': (res) => {
      res.writeHead(200, { 'Content-Encoding': 'gzip' });
      stream(res, generate('/gzip-bomb', ZEROS, 1024 * MB), zlib.createGzip());
    },
    '/br-bomb': (res) => {
      res.writeHead(200, { 'Content-Encoding': 'br' });
      const brotli = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
      stream(res, generate('/br-bomb', ZEROS, 1024 * MB), brotli);
    },
    '/small': (res) => res.writeHead(200).end('x'.repeat(2000)),
    '/one-byte-a-second': slowBytes,
    '/redirect-one-byte-a-second': (res) => {
      res.writeHead(302, { Location: '/small', 'Content-Length': '600' });
      const timer = setInterval(() => res.write('x'), 1000);
      res.on('close', () => clearInterval(timer));
    },
    '/no-answer': () => {},
    '/cut': (res) => {
      res.writeHead(200, { 'Content-Length': '100' });
      res.write('only ten b', () => res.socket?.destroy());
    },
  };
  server = await startFixtureServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  client = createSafeHttpClient({ allowPrivate: true });
});

afterAll(async () => {
  await client.close();
  await server.close();
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => new Error('expected the request to fail'),
    (error: unknown) => error as Error,
  );
  if (outcome.message === 'expected the request to fail') throw outcome;
  return outcome;
}

/** Runs a request while sampling memory, returning the highest growth of Buffer memory seen. */
async function peakBufferGrowth(run: () => Promise<unknown>): Promise<number> {
  const base = process.memoryUsage().arrayBuffers;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
  }, 5);
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  return peak;
}

describe('safe HTTP client: size cap', () => {
  it('refuses a declared 50 MB body before reading any of it', async () => {
    const started = Date.now();
    const error = await failure(client.request({ url: server.url('/50mb-declared') }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toBe('Response larger than 10 MB');
    // The route never sends its body: reading it would have waited for the 30 s timeout.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops an undeclared 50 MB body at the cap without holding it all', async () => {
    let error: Error | undefined;
    const growth = await peakBufferGrowth(async () => {
      error = await failure(client.request({ url: server.url('/50mb-chunked') }));
    });
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error?.message).toBe('Response larger than 10 MB');
    expect(produced['/50mb-chunked']).toBeLessThan(30 * MB);
    expect(growth).toBeLessThan(40 * MB);
  });

  it.each([['/gzip-bomb'], ['/br-bomb']])('stops %s (1 GB of zeros) at the cap, counted after decompression', async (route) => {
    let error: Error | undefined;
    const growth = await peakBufferGrowth(async () => {
      error = await failure(client.request({ url: server.url(route) }));
    });
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error?.message).toBe('Response larger than 10 MB');
    expect(produced[route]).toBeLessThan(200 * MB);
    expect(growth).toBeLessThan(40 * MB);
  });

  it('applies a smaller cap asked for by the request', async () => {
    const error = await failure(client.request({ url: server.url('/small'), maxBytes: 1024 }));
    expect(error).toEqual(new InvalidResponseError('Response larger than 1 KB'));
  });
});

describe('safe HTTP client: time limits and network failures', () => {
  it('gives up on a server that sends one byte a second at the total timeout', async () => {
    const started = Date.now();
    const error = await failure(client.request({ url: server.url('/one-byte-a-second'), timeoutMs: 1000 }));
    expect(error).toBeInstanceOf(TransientError);
    expect(error.message).toBe('Server too slow: no complete answer within 1 s');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  // The redirect's body is read (up to 64 KB, so the connection can be reused) under the same deadline.
  it('gives up at the total timeout on a redirect whose body trickles', async () => {
    const started = Date.now();
    const error = await failure(client.request({ url: server.url('/redirect-one-byte-a-second'), timeoutMs: 1000 }));
    expect(error).toEqual(new TransientError('Server too slow: no complete answer within 1 s'));
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('gives up on a server that never answers at the total timeout', async () => {
    const error = await failure(client.request({ url: server.url('/no-answer'), timeoutMs: 500 }));
    expect(error).toEqual(new TransientError('Server too slow: no complete answer within 0.5 s'));
  });

  it('reports a refused connection as transient', async () => {
    const port = await closedPort();
    const error = await failure(client.request({ url: `http://127.0.0.1:${port}/feed` }));
    expect(error).toEqual(new TransientError(`Could not connect to 127.0.0.1:${port}: connection refused`));
  });

  it('reports a connection cut mid-body as transient', async () => {
    const error = await failure(client.request({ url: server.url('/cut') }));
    expect(error).toEqual(new TransientError(`Connection to 127.0.0.1:${server.port} closed before the answer was complete`));
  });

  it('reports a name that does not resolve', async () => {
    const error = await failure(client.request({ url: 'http://nope.invalid/feed.xml' }));
    expect(error).toEqual(new TransientError('DNS lookup failed for nope.invalid'));
  });

  it('gives up on DNS that never answers at the connect timeout', async () => {
    const hanging = createSafeHttpClient({ connectTimeoutMs: 200, resolveHost: () => new Promise<string[]>(() => {}) });
    const error = await failure(hanging.request({ url: 'http://slow.test/feed.xml' }));
    await hanging.close();
    expect(error).toEqual(new TransientError('DNS lookup for slow.test timed out after 0.2 s'));
  });

  it('gives up on a TLS handshake that never completes at the connect timeout', async () => {
    // Accepts TCP and then says nothing, so the TLS handshake hangs.
    const silent: Server = createTcpServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const impatient = createSafeHttpClient({ allowPrivate: true, connectTimeoutMs: 300 });
    const error = await failure(impatient.request({ url: `https://127.0.0.1:${port}/` }));
    await impatient.close();
    silent.close();
    expect(error).toEqual(new TransientError(`Could not connect to 127.0.0.1:${port}: no answer within 0.3 s`));
  });

  it('stops when the host cancels, e.g. at shutdown', async () => {
    const controller = new AbortController();
    const cancellable = createSafeHttpClient({ allowPrivate: true, signal: controller.signal });
    const pending = failure(cancellable.request({ url: server.url('/no-answer') }));
    setTimeout(() => controller.abort(), 100);
    const error = await pending;
    await cancellable.close();
    expect(error).toEqual(new TransientError(`Request to 127.0.0.1:${server.port} was cancelled`));
  });

  // A stop must not wait for the operating system's resolver, which nothing can interrupt: the
  // lookup here never answers and its connect budget is a minute, so only the cancel can end it.
  it('stops at once when the host cancels during a DNS lookup, and closes without waiting for it', async () => {
    const controller = new AbortController();
    const cancellable = createSafeHttpClient({ signal: controller.signal, connectTimeoutMs: 60_000, resolveHost: () => new Promise<string[]>(() => {}) });
    const pending = failure(cancellable.request({ url: 'http://slow.test/feed.xml' }));
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual(new TransientError('Request to slow.test was cancelled'));
    await cancellable.close();
  });

  // At first start a dozen feeds and quote calls run at once: one listener each on the shutdown
  // signal made Node warn "MaxListenersExceededWarning: 11 abort listeners".
  it('hooks onto the host signal once, however many requests are in flight, and still cancels them all', async () => {
    const controller = new AbortController();
    const cancellable = createSafeHttpClient({ allowPrivate: true, signal: controller.signal });
    const pending = Array.from({ length: 15 }, () => failure(cancellable.request({ url: server.url('/no-answer') })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort();
    const errors = await Promise.all(pending);
    await cancellable.close();
    expect(errors.every((error) => error instanceof TransientError && error.message.endsWith('was cancelled'))).toBe(true);
  });
});
