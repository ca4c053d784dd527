import { AuthError, type HttpResponse, type PluginError, RateLimitedError, RejectedError, retryAfterSeconds, TransientError } from '../../sdk/index.js';

/**
 * The SDK error for the receiver's answer, null for 2xx. The receiver's body is left out: it is
 * the member's own server and may echo anything, the URL's secrets included.
 */
export function webhookError(response: HttpResponse, now: Date): PluginError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  if (status === 429) return new RateLimitedError('The webhook endpoint asked us to slow down (429)', retryAfterSeconds(response, now));
  if (status === 401 || status === 403) return new AuthError(`The webhook endpoint refused the delivery (${status}): check that it accepts AlphaWire's signature`);
  if (status === 404) return new AuthError('The webhook endpoint was not found (404): the URL is wrong or no longer served');
  if (status >= 500) return new TransientError(`The webhook endpoint is failing on its side (${status})`);
  // A timeout (408) or "too early" (425) says to try again; any other 4xx will not change by retrying.
  if (status === 408 || status === 425) return new TransientError(`The webhook endpoint asked us to try again later (${status})`);
  if (status >= 400) return new RejectedError(`The webhook endpoint refused the delivery (${status})`);
  return new RejectedError(`The webhook endpoint answered ${status} instead of a success`);
}
