import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { TransientError } from '../../src/plugins/sdk/index.js';
import { censor, createLogger, REDACT_PATHS } from '../../src/server/logger.js';
import { deadPort, failureOf, timeoutFailure, tlsFailure } from '../helpers/network-failures.js';

describe('log redaction', () => {
  it('never writes cookies, CSRF tokens, passwords or one-time query values', () => {
    let written = '';
    const sink = new Writable({ write: (chunk, _enc, done) => { written += String(chunk); done(); } });
    const logger = pino({ redact: { paths: REDACT_PATHS, censor } }, sink);
    logger.info({
      req: {
        headers: { cookie: 'aw_session=secret-cookie', 'x-csrf-token': 'secret-crumb', authorization: 'Bearer secret-bearer' },
        query: { code: 'secret-code', state: 'secret-state', token: 'secret-token', page: '2' },
      },
      payload: { password: 'secret-password' },
      res: { statusCode: 302, headers: { location: 'https://x.com/i/oauth2/authorize?client_id=secret-client&state=secret-state#secret-hash' } },
    });
    expect(written).not.toMatch(/secret-/);
    expect(written).toContain('"location":"https://x.com/i/oauth2/authorize?[redacted]"');
    expect(written).toContain('"cookie":"[redacted]"');
    expect(written).toContain('"page":"2"');
  });
});

/** The JSON line a file or a pipe gets for one error logged at the given level. */
function jsonLine(level: 'warn' | 'error', err: unknown): Record<string, unknown> & { err: Record<string, unknown> } {
  const pipe = { text: '', write: (chunk: string) => (pipe.text += chunk) };
  createLogger('info', pipe)[level]({ sourceId: 3, err }, 'source fetch failed');
  expect(pipe.text.trimEnd().split('\n')).toHaveLength(1);
  return JSON.parse(pipe.text) as Record<string, unknown> & { err: Record<string, unknown> };
}

describe('an expected network failure in a JSON log line', () => {
  it.each([
    ['a refused connection', async () => failureOf(`http://127.0.0.1:${await deadPort()}/feed.xml`), 'TransientError', /^Could not connect to 127\.0\.0\.1:\d+: connection refused: connect ECONNREFUSED/, 'ECONNREFUSED'],
    ['a failed DNS lookup', () => failureOf('http://feeds.nowhere.invalid/rss'), 'TransientError', /^DNS lookup failed for feeds\.nowhere\.invalid: getaddrinfo (ENOTFOUND|EAI_AGAIN) feeds\.nowhere\.invalid$/, /^(ENOTFOUND|EAI_AGAIN)$/],
    ['a failed TLS handshake', tlsFailure, 'InvalidResponseError', /^TLS error with 127\.0\.0\.1:\d+: [^\n]*wrong version number[^\n]*$/, /^ERR_SSL_/],
  ])('carries %s as its message and code, without a stack, at warn and at error level', async (_what, failure, type, message, code) => {
    const error = await failure();
    for (const level of ['warn', 'error'] as const) {
      const { err, sourceId } = jsonLine(level, error);
      expect(sourceId).toBe(3);
      expect(Object.keys(err).sort()).toEqual(['code', 'message', 'type']);
      expect(err.type).toBe(type);
      expect(err.message).toMatch(message);
      expect(err.code).toMatch(code);
    }
  });

  it('carries a timeout and a bare socket error the same way', async () => {
    const timeout = jsonLine('warn', await timeoutFailure()).err;
    expect(timeout).toEqual({ type: 'TransientError', message: 'Server too slow: no complete answer within 0.2 s: The request took too long' });
    const bare = jsonLine('error', Object.assign(new Error('getaddrinfo EAI_AGAIN quotes.example'), { code: 'EAI_AGAIN' })).err;
    expect(bare).toEqual({ type: 'Error', message: 'getaddrinfo EAI_AGAIN quotes.example', code: 'EAI_AGAIN' });
    const plugin = jsonLine('warn', new TransientError('Marketaux answered 503')).err;
    expect(plugin).toEqual({ type: 'TransientError', message: 'Marketaux answered 503' });
  });

  it('keeps the stack of any other error, which is a bug of ours to find', () => {
    const { err } = jsonLine('error', new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(err.type).toBe('TypeError');
    expect(err.stack).toMatch(/^TypeError: Cannot read properties of undefined \(reading 'id'\)\n\s+at /);
  });
});

describe('log format', () => {
  const sink = (isTTY: boolean) => {
    const out = { isTTY, text: '', write: (chunk: string) => (out.text += chunk) };
    return out;
  };

  it('writes readable lines on a terminal and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    const [terminal, pipe, forcedJson, forcedText] = [sink(true), sink(false), sink(true), sink(false)];
    createLogger('info', terminal).info('up');
    createLogger('info', pipe).info('up');
    createLogger('info', forcedJson, 'json').info('up');
    createLogger('info', forcedText, 'text').info('up');
    expect(terminal.text).toMatch(/^\d\d:\d\d:\d\d INFO {2}up\n$/);
    expect(forcedText.text).toMatch(/^\d\d:\d\d:\d\d INFO {2}up\n$/);
    expect(JSON.parse(pipe.text)).toMatchObject({ level: 30, msg: 'up' });
    expect(JSON.parse(forcedJson.text)).toMatchObject({ level: 30, msg: 'up' });
  });
});
