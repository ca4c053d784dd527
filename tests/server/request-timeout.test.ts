import { connect } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// A request whose body never finishes held its socket for Node's 5 minutes (Hapi's own payload
// timeout answers only once the body has been read to its end): a few hundred such from one client
// would hold as many sockets and file descriptors. The whole request must now arrive in time.
const LIMIT_MS = 1000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ listen: true, env: { REQUEST_TIMEOUT_MS: String(LIMIT_MS) } });
});
afterAll(async () => {
  await app.stop();
});

interface Outcome {
  /** Everything the server sent before the socket closed, or null when it was still open at `waitMs`. */
  received: string | null;
  ms: number;
}

/** Writes `parts` one after another `gapMs` apart, then waits for the server to close the socket. */
async function send(parts: string[], gapMs: number, waitMs = LIMIT_MS * 6): Promise<Outcome> {
  const socket = connect(Number(new URL(app.url).port), '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = once(socket, 'close').then(() => true);
  for (const part of parts) {
    if (socket.destroyed) break;
    socket.write(part);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  const ended = await Promise.race([closed, new Promise<false>((resolve) => setTimeout(() => resolve(false), waitMs))]);
  socket.destroy();
  return { received: ended ? received : null, ms: Date.now() - started };
}

const body = (received: string | null) => JSON.parse(received?.slice(received.indexOf('\r\n\r\n') + 4) ?? 'null') as unknown;

// Each waits on the clock: at once, they take the longest one's time.
describe.concurrent('a request against the limit', () => {
  it('answers 408 and closes the socket when a body stops coming', async () => {
    const outcome = await send(['POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user'], 0);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(body(outcome.received)).toEqual({ statusCode: 408, error: 'Request Timeout', message: 'The request took too long to arrive' });
    expect(outcome.ms).toBeLessThan(LIMIT_MS * 3);
  });

  it('does the same for a chunked upload that stalls and for headers that never end', async () => {
    const chunked = await send(['POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{"u\r\n'], 0);
    expect(chunked.received).toMatch(/^HTTP\/1\.1 408 /);
    const head = await send(['GET /api/news HTTP/1.1\r\nHost: x\r\n', 'X-Drip: 1\r\n', 'X-Drip: 2\r\n', 'X-Drip: 3\r\n', 'X-Drip: 4\r\n', 'X-Drip: 5\r\n', 'X-Drip: 6\r\n'], LIMIT_MS / 2);
    expect(head.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('reads a slow body that arrives within the limit', async () => {
    // Not JSON: the 400 saying so proves the body was read to its end.
    const json = '{"username":"nobody","password":"not-the-password"';
    const drip = json.match(/.{1,10}/g) ?? [];
    const outcome = await send([`POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\nConnection: close\r\n\r\n`, ...drip], LIMIT_MS / 10);
    expect(body(outcome.received)).toMatchObject({ statusCode: 400, message: 'Invalid request payload JSON format' });
  });

  it('leaves an answer that takes longer than the limit alone: a live stream stays open', async () => {
    const outcome = await send(['GET /api/live HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n'], 0, LIMIT_MS * 3);
    expect(outcome.received).toBeNull();
  });
});

it('takes the limit between 1 s and 5 minutes', () => {
  expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '999' })).toThrow(/REQUEST_TIMEOUT_MS/);
  expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '300001' })).toThrow(/REQUEST_TIMEOUT_MS/);
  expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBe(30_000);
});
