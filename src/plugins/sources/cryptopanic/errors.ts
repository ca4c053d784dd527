import { z } from 'zod';
import { AuthError, InvalidResponseError, parseUntrustedJson, RateLimitedError, retryAfterSeconds, TransientError } from '../../sdk/index.js';
import type { HttpResponse, PluginError } from '../../sdk/index.js';

// CryptoPanic throttles per second and per month; without Retry-After, try again in a minute.
const DEFAULT_RETRY_AFTER_SECONDS = 60;
const MAX_DETAIL_LENGTH = 200;

/** Turns a non-2xx answer into the SDK error that tells the host how to retry. */
export function errorForAnswer(response: HttpResponse, now: Date): PluginError {
  const { status } = response;
  if (status === 401) return new AuthError('CryptoPanic refused the auth token');
  if (status === 403) return new AuthError(`CryptoPanic plan does not allow this request${detail(response)}`);
  if (status === 429) {
    return new RateLimitedError('CryptoPanic rate limit reached', retryAfterSeconds(response, now, DEFAULT_RETRY_AFTER_SECONDS));
  }
  if (status >= 500) return new TransientError(`CryptoPanic is unavailable (HTTP ${status})`);
  return new InvalidResponseError(`CryptoPanic rejected the request (HTTP ${status})${detail(response)}`);
}

// The API is Django REST Framework's shape: errors say why in "detail" (or "info" on older answers).
const errorBodySchema = z.union([z.object({ detail: z.string() }), z.object({ info: z.string() })]);

function detail(response: HttpResponse): string {
  try {
    const body = errorBodySchema.safeParse(parseUntrustedJson(response.text()));
    if (!body.success) return '';
    const reason = 'detail' in body.data ? body.data.detail : body.data.info;
    return `: ${reason.slice(0, MAX_DETAIL_LENGTH)}`;
  } catch {
    return '';
  }
}
