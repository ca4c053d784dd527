import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import type { Server } from '@hapi/hapi';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { type AppContext, createContext } from '../../src/server/context.js';
import { createServer } from '../../src/server/server.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

// Clients drop connections all the time (a closed tab, a load balancer's probe, a benchmark's end).
// That is theirs to worry about: it is logged at debug level, never as one of our errors.
let database: TestDatabase;
let ctx: AppContext;
let server: Server;
const lines: { level: number; msg: string; err?: { code?: string } }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal', PORT: '0', ...database.env });
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
  ctx = await createContext(config, logger, []);
  server = await createServer(ctx);
  await server.start();
});
afterAll(async () => {
  await server.stop();
  await ctx.close();
  await database.drop();
});

async function openSocket(): Promise<Socket> {
  const socket = connect(server.info.port as number, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

it('logs a reset connection and a malformed request at debug level, and goes on answering', async () => {
  const startup = lines.length;
  const reset = await openSocket();
  reset.write('GET /api/news HTTP/1.1\r\nHost: x\r\n');
  await new Promise((resolve) => setTimeout(resolve, 20));
  reset.resetAndDestroy();

  const garbage = await openSocket();
  garbage.end('\u0001\u0002 not http at all\r\n\r\n');
  garbage.resume();
  await once(garbage, 'close');

  await vi.waitFor(() => {
    const codes = lines.filter((l) => l.msg === 'client connection error').map((l) => l.err?.code);
    expect(codes).toEqual(expect.arrayContaining(['ECONNRESET', expect.stringMatching(/^HPE_/)]));
  });
  expect(lines.filter((l) => l.msg === 'client connection error').every((l) => l.level === 20)).toBe(true);
  expect(lines.slice(startup).filter((l) => l.level >= 40)).toEqual([]);
  expect((await fetch(`http://127.0.0.1:${server.info.port}/healthz`)).status).toBe(200);
});

// The request target `*` (RFC 9110 §9.3.7): the router asserts on a path without a slash, and the answer was a 500.
it('answers OPTIONS * with the methods the server takes, and a target the router cannot read with a 4xx', async () => {
  const ask = async (text: string) => {
    const socket = await openSocket();
    socket.end(text);
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    await once(socket, 'close');
    return answer;
  };
  const options = await ask('OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(options).toMatch(/^HTTP\/1\.1 204 /);
  expect(options.toLowerCase()).toContain('allow: get, post, put, patch, delete, head, options');
  for (const method of ['TRACE', 'GET']) expect(await ask(`${method} * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)).toMatch(/^HTTP\/1\.1 4\d\d /);
  // A broken escape, with a method no route is made for: the router asserted there too.
  for (const method of ['OPTIONS', 'TRACE', 'PROPFIND']) expect(await ask(`${method} /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), method).toMatch(/^HTTP\/1\.1 4\d\d /);
  expect((await fetch(`http://127.0.0.1:${server.info.port}/healthz`)).status).toBe(200);
});
