import { AuthError, InvalidResponseError, type PluginError, RateLimitedError, TransientError } from './errors.js';
import type { HttpResponse } from './types.js';

const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Reads Retry-After as seconds or an HTTP date; a missing or unreadable value gives the default. */
function retryAfterSeconds(header: string | undefined, now: Date): number {
  if (!header) return DEFAULT_RETRY_AFTER_SECONDS;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/**
 * The SDK error for an HTTP status that is not a success, or null for 2xx and 304. `what` names
 * the thing fetched in the admin's words ("Feed", "Marketaux"), e.g. "Feed not found (HTTP 404)".
 */
export function httpStatusError(
  response: Pick<HttpResponse, 'status' | 'headers'>,
  what: string,
  now: Date = new Date(),
): PluginError | null {
  const { status } = response;
  if ((status >= 200 && status < 300) || status === 304) return null;
  const code = `(HTTP ${status})`;
  if (status === 401 || status === 403) return new AuthError(`${what} refused access ${code}`);
  if (status === 404 || status === 410) return new InvalidResponseError(`${what} not found ${code}`);
  if (status === 429) {
    return new RateLimitedError(`${what} asked us to slow down ${code}`, retryAfterSeconds(response.headers['retry-after'], now));
  }
  if (status === 408 || status >= 500) return new TransientError(`${what} is failing on the server's side ${code}`);
  return new InvalidResponseError(`${what} answered with an error ${code}`);
}
