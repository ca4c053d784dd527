import { z } from 'zod';
import { AuthError, InvalidResponseError, parseUntrustedJson, RateLimitedError, retryAfterSeconds, TransientError } from '../../sdk/index.js';
import type { HttpResponse, PluginError } from '../../sdk/index.js';

// Marketaux's per-minute rate limit: when it sends no Retry-After, wait out one window.
const DEFAULT_RETRY_AFTER_SECONDS = 60;
const MAX_DETAIL_LENGTH = 200;

/** Turns a non-2xx answer into the SDK error that tells the host how to retry. */
export function errorForAnswer(response: HttpResponse, now: Date): PluginError {
  const { code, message } = readErrorBody(response);
  const { status } = response;
  if (status === 401 || code === 'invalid_api_token') return new AuthError('Marketaux refused the API token');
  if (status === 402 || code === 'usage_limit_reached') {
    // The plan's daily allowance resets at midnight UTC.
    return new RateLimitedError('Marketaux daily limit reached', secondsUntilUtcMidnight(now));
  }
  if (status === 429 || code === 'rate_limit_reached') {
    return new RateLimitedError('Marketaux rate limit reached', retryAfterSeconds(response, now, DEFAULT_RETRY_AFTER_SECONDS));
  }
  if (status === 403) return new AuthError(`Marketaux plan does not allow this request${detail(message)}`);
  if (status >= 500) return new TransientError(`Marketaux is unavailable (HTTP ${status})`);
  return new InvalidResponseError(`Marketaux rejected the request (HTTP ${status})${detail(message)}`);
}

/** Seconds from now to the next 00:00 UTC, at least 1. */
export function secondsUntilUtcMidnight(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

// Marketaux errors are {"error": {"code", "message"}}; anything else leaves both empty.
const errorBodySchema = z.object({
  error: z.object({ code: z.string().optional(), message: z.string().optional() }),
});

function readErrorBody(response: HttpResponse): { code?: string; message?: string } {
  try {
    const body = errorBodySchema.safeParse(parseUntrustedJson(response.text()));
    return body.success ? body.data.error : {};
  } catch {
    return {};
  }
}

function detail(message: string | undefined): string {
  return message ? `: ${message.slice(0, MAX_DETAIL_LENGTH)}` : '';
}
