import { connect } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Every error under /api has the one error shape, even when the request never reaches a route.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ listen: true });
});
afterAll(async () => {
  await app.stop();
});

/** Sends raw bytes and reads the whole answer (the server closes the connection after an error). */
async function rawExchange(...chunks: string[]): Promise<{ status: number; headers: string; body: string }> {
  const socket = connect(app.server.info.port as number, '127.0.0.1');
  await once(socket, 'connect');
  const closed = once(socket, 'close');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => {});
  for (const chunk of chunks) {
    if (socket.destroyed) break;
    socket.write(chunk);
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!socket.destroyed) socket.end();
  await closed;
  const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
  return { status: Number(head.split(' ')[1]), headers: head, body };
}

function expectErrorBody(body: string, statusCode: number) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed).toEqual({ statusCode, error: expect.any(String), message: expect.any(String) });
  expect(parsed.message).not.toBe('');
}

describe('query parameters a call does not take', () => {
  it.each([
    ['/api/version?foo=1', 'Unknown query parameter: foo'],
    ['/api/market/crypto?includeSource=true&x=1', 'Unknown query parameter: x'],
    ['/healthz?verbose=1&also=2', 'Unknown query parameter: verbose, also'],
  ])('refuses %s, naming them', async (url, message) => {
    const res = await app.server.inject(url);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.payload)).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('errors outside any route', () => {
  it('answers a write naming a row deleted meanwhile with a JSON 409, not a 500', async () => {
    // As a member's write lands just after their account (or the channel it names) is deleted.
    app.server.route({
      method: 'GET',
      path: '/api/test-only/vanished-reference',
      options: { auth: false },
      handler: async () => {
        await app.ctx.knex('sessions').insert({ id_hash: 'vanished', user_id: 2_000_000_000, expires_at: new Date(Date.UTC(2100, 0, 1)) });
        return null;
      },
    });
    const res = await app.server.inject('/api/test-only/vanished-reference');
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.payload)).toEqual({ statusCode: 409, error: 'Conflict', message: 'This could not be saved: something it refers to was deleted meanwhile. Reload and try again.' });
  });

  it('answers a 100 KB query string with a JSON 431', async () => {
    const answer = await rawExchange(`GET /api/news?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expectErrorBody(answer.body, 431);
  });

  it.each([
    ['an HTTP/1.1 request without Host', 'GET /api/version HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['an Expect other than 100-continue', 'GET /api/version HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n', 417],
    ['a CONNECT', 'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n', 405],
  ])('answers %s, which Node answers bare or not at all, in the error shape', async (_, request, status) => {
    const answer = await rawExchange(request);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expectErrorBody(answer.body, status);
  });

  it('still answers an HTTP/1.0 request without Host', async () => {
    const answer = await rawExchange('GET /api/version HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(200);
  });

  it('answers bytes that are not HTTP with a JSON 400', async () => {
    const answer = await rawExchange('\u0001\u0002 not http at all\r\n\r\n');
    expect(answer.status).toBe(400);
    expectErrorBody(answer.body, 400);
  });

  it('answers a chunked JSON body past the limit with a JSON 413', async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const asChunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`;
    const chunks = Array.from({ length: 48 }, () => asChunk('a'.repeat(64 * 1024)));
    const answer = await rawExchange(head, asChunk('{"loginId":"'), ...chunks, asChunk('"}'), '0\r\n\r\n');
    expect(answer.status).toBe(413);
    expectErrorBody(answer.body, 413);
  });

  it.each([
    ['declared as a gigabyte', 'Content-Length: 1000000000', (data: Buffer) => data],
    ['sent in chunks without end', 'Transfer-Encoding: chunked', (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])],
  ])('reads a refused upload %s only up to a budget, then closes the connection', async (_, header, frame) => {
    const socket = connect(app.server.info.port as number, '127.0.0.1');
    await once(socket, 'connect');
    socket.on('error', () => {});
    socket.resume();
    socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${header}\r\n\r\n`);
    const chunk = frame(Buffer.alloc(1024 * 1024, 'a'));
    let sent = 0;
    // As fast as the server takes it, until it closes the connection: Hapi alone read it all.
    while (!socket.destroyed && sent < 400 * 1024 * 1024) {
      if (!socket.write(chunk)) await Promise.race([once(socket, 'drain'), once(socket, 'close')]).catch(() => {});
      sent += chunk.length;
    }
    socket.destroy();
    expect(sent).toBeLessThan(200 * 1024 * 1024);
  });

  it('answers a declared body past the limit with a JSON 413', async () => {
    const res = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'x'.repeat(3 * 1024 * 1024), password: 'whatever' }),
    });
    expect(res.status).toBe(413);
    expectErrorBody(await res.text(), 413);
  });
});
