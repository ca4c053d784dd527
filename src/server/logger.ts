import { pino, type Logger } from 'pino';
import { type LineSink, readableLines } from './readable-log.js';

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

/** How log lines are written: readable text for a person, or JSON lines for a collector. */
export type LogFormat = 'json' | 'text';

/**
 * The process logger, secrets redacted, in the format asked for; unset, readable lines when
 * stdout is a terminal (someone is watching) and JSON lines otherwise (a file, a pipe, a log
 * collector).
 */
export function createLogger(level: string, out: LineSink & { isTTY?: boolean } = process.stdout, format?: LogFormat): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  if ((format ?? (out.isTTY === true ? 'text' : 'json')) === 'text') return pino(options, readableLines(out));
  return out === process.stdout ? pino(options) : pino(options, out);
}
