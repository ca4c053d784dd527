import { stdSerializers } from 'pino';
import { PluginError } from '../plugins/sdk/errors.js';

/** An error as a log line carries it. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  [key: string]: unknown;
}

// The system's and undici's codes for a host that cannot be reached or dropped the connection.
const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'EPIPE',
  'EPROTO',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
]);
const TLS_CODE = /^ERR_(TLS|SSL)_|CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/;
// Causes nest a few levels at most (plugin error → fetch failure → socket error); the bound keeps a cycle finite.
const MAX_CAUSES = 5;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The error and its causes, outermost first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; link instanceof Error && chain.length < MAX_CAUSES; link = link.cause) chain.push(link);
  return chain;
}

/**
 * Whether this is a failure every installation meets when a host is offline or refuses: a plugin's
 * own account of what went wrong, a network or TLS code anywhere in its causes, or a timeout.
 */
function isExpectedFailure(chain: unknown[]): boolean {
  return chain.some((link) => {
    const code = codeOf(link) ?? '';
    return link instanceof PluginError || NETWORK_CODES.has(code) || TLS_CODE.test(code) || (link as Error).name === 'TimeoutError';
  });
}

/** The messages of the error and its causes on one line, a cause left out when its outer error already quotes it (as TLS errors do). */
function oneLine(chain: Error[]): string {
  let text = '';
  for (const link of chain) {
    const message = link.message.replace(/\s+/g, ' ').trim();
    if (message && !text.includes(message)) text = text ? `${text}: ${message}` : message;
  }
  return text;
}

/**
 * pino's `err` serializer. An expected network failure is logged as its message (with its causes')
 * and its code, without a stack: its stack says nothing about the host that did not answer, and
 * in the readable format it would spread one offline feed over twenty lines. Anything else keeps
 * its stack, which is how a bug of ours is found.
 */
export function serializeError(error: unknown): LoggedError {
  const full = stdSerializers.err(error as Error) as LoggedError;
  const chain = chainOf(error);
  if (chain.length === 0 || !isExpectedFailure(chain)) return full;
  const code = chain.map(codeOf).find((c) => c !== undefined);
  return { type: full.type, message: oneLine(chain as Error[]), ...(code ? { code } : {}) };
}
