import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACT_PATHS } from '../../src/server/logger.js';

describe('log redaction', () => {
  it('never writes cookies, CSRF tokens, passwords or one-time query values', () => {
    let written = '';
    const sink = new Writable({ write: (chunk, _enc, done) => { written += String(chunk); done(); } });
    const logger = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    logger.info({
      req: {
        headers: { cookie: 'aw_session=secret-cookie', 'x-csrf-token': 'secret-crumb', authorization: 'Bearer secret-bearer' },
        query: { code: 'secret-code', state: 'secret-state', token: 'secret-token', page: '2' },
      },
      payload: { password: 'secret-password' },
    });
    expect(written).not.toMatch(/secret-/);
    expect(written).toContain('"page":"2"');
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
