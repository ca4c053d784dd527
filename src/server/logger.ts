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
  // A redirect to an OAuth provider carries the state and the member's client id in its query.
  'res.headers.location',
  'password',
  '*.password',
  'token',
  '*.token',
  'secret',
  '*.secret',
];

/** A redirect's address stays in the log, its query does not; every other path is replaced whole. */
export function censor(value: unknown, path: string[]): unknown {
  if (path.at(-1) === 'location' && typeof value === 'string') return value.replace(/[?#].*$/s, '?[redacted]');
  return '[redacted]';
}

// A personal feed's URL carries its key, the feed's credential (docs/product.md#feeds-out). Any
// spelling Hapi may hand over: repeated slashes, any case, a slash written %2F, which Hapi leaves
// encoded (a mistyped URL still holds a live key). And the key's own shape anywhere in the path.
const FEED_KEY_IN_PATH = /(\/feeds(?:\/|%2f)+u(?:\/|%2f)+)(?:(?!\/|%2f).)+/gi;
const FEED_KEY = /awf_[A-Za-z0-9_-]{43}/g;

/** A request's path fit for the log: a personal feed's key replaced, the rest kept. */
export function loggedPath(path: string): string {
  return path.replace(FEED_KEY_IN_PATH, '$1[redacted]').replace(FEED_KEY, '[redacted]');
}

/** What every logger of ours shares, the CLI's included: secrets redacted, expected network failures without a stack. */
export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: { paths: REDACT_PATHS, censor }, serializers: { err: serializeError } };
}

/** How log lines are written: readable text for a person, or JSON lines for a collector. */
export type LogFormat = 'json' | 'text';

/**
 * The process logger in the format asked for; unset, readable lines when stdout is a terminal
 * (someone is watching) and JSON lines otherwise (a file, a pipe, a log collector).
 */
export function createLogger(level: string, out: LineSink & { isTTY?: boolean } = process.stdout, format?: LogFormat): Logger {
  const options = loggerOptions(level);
  if ((format ?? (out.isTTY === true ? 'text' : 'json')) === 'text') return pino(options, readableLines(out));
  return out === process.stdout ? pino(options) : pino(options, out);
}
