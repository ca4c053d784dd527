import { AuthError, InvalidResponseError, type PluginError, RateLimitedError, TransientError } from './errors.js';
import type { HttpResponse } from './types.js';

const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * An answer's Retry-After in seconds, written as seconds or as an HTTP date; a missing or
 * unreadable header gives the fallback (a minute unless the service's own window is known).
 */
export function retryAfterSeconds(
  response: Pick<HttpResponse, 'headers'>,
  now: Date,
  fallbackSeconds = DEFAULT_RETRY_AFTER_SECONDS,
): number {
  const name = Object.keys(response.headers).find((key) => key.toLowerCase() === 'retry-after');
  const value = name === undefined ? '' : (response.headers[name] ?? '').trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? fallbackSeconds : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
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
    return new RateLimitedError(`${what} asked us to slow down ${code}`, retryAfterSeconds(response, now));
  }
  if (status === 408 || status >= 500) return new TransientError(`${what} is failing on the server's side ${code}`);
  return new InvalidResponseError(`${what} answered with an error ${code}`);
}
