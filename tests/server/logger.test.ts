import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { censor, REDACT_PATHS } from '../../src/server/logger.js';

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
