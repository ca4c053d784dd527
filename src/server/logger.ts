import { pino, type Logger, type LoggerOptions } from 'pino';
import { serializeError } from './log-error.js';
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

/** What every logger of ours shares, the CLI's included: secrets redacted, expected network failures without a stack. */
export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { err: serializeError } };
}

/**
 * The process logger: readable lines when stdout is a terminal (someone is watching), JSON lines
 * otherwise (a file, a pipe, a log collector).
 */
export function createLogger(level: string, out: LineSink & { isTTY?: boolean } = process.stdout): Logger {
  const options = loggerOptions(level);
  if (out.isTTY === true) return pino(options, readableLines(out));
  return out === process.stdout ? pino(options) : pino(options, out);
}
