import { pino, type Logger } from 'pino';

/** Paths that may carry a secret: pino replaces them before a line is written. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  // One-time values in query strings: OAuth codes and states, reset tokens.
  'req.query.code',
  'req.query.state',
  'req.query.token',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'token',
  '*.token',
  'secret',
  '*.secret',
];

/** The process logger: JSON lines on stdout, secrets redacted. */
export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } });
}
