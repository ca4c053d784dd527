import { InvalidResponseError, PluginError, TransientError } from '../../plugins/sdk/errors.js';
import { formatSeconds } from './format.js';

// What a failed connect is called in an admin's words, by the system error code.
const CONNECT_FAILURES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EADDRNOTAVAIL: 'address not available',
  EPROTO: 'protocol error',
};

const CLOSED_EARLY = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED']);

/**
 * Turns whatever undici, node:net or node:tls threw into the SDK error that tells the host how
 * to retry, with a message an admin can act on. Messages name the host, never the full URL,
 * because query strings carry API tokens.
 */
export function toPluginError(error: unknown, url: URL, connectTimeoutMs: number): PluginError {
  if (error instanceof PluginError) return error;
  const host = url.host;
  const code = errorCode(error);
  const connectFailure = CONNECT_FAILURES[code];
  if (connectFailure) return new TransientError(`Could not connect to ${host}: ${connectFailure}`, { cause: error });
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
    return new TransientError(`Could not connect to ${host}: no answer within ${formatSeconds(connectTimeoutMs)}`, {
      cause: error,
    });
  }
  if (CLOSED_EARLY.has(code)) {
    return new TransientError(`Connection to ${host} closed before the answer was complete`, { cause: error });
  }
  if (code.startsWith('HPE_') || code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') {
    return new InvalidResponseError(`${host} sent a malformed HTTP answer`, { cause: error });
  }
  if (isTlsError(code)) {
    return new InvalidResponseError(`TLS error with ${host}: ${errorMessage(error)}`, { cause: error });
  }
  return new TransientError(`Request to ${host} failed: ${errorMessage(error)}`, { cause: error });
}

function isTlsError(code: string): boolean {
  return code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_') || /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/.test(code);
}

function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('code' in error)) return '';
  return typeof error.code === 'string' ? error.code : '';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
