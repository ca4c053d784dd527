import { AuthError, type HttpResponse, type PluginError, RateLimitedError, redact, RejectedError, retryAfterSeconds, TransientError } from '../../sdk/index.js';

/** Discord's error answer: `{message, code}`, and `retry_after` (seconds, fractional) on 429. */
interface DiscordFailure {
  message?: unknown;
  retry_after?: unknown;
}

function failureOf(response: HttpResponse): DiscordFailure {
  try {
    const body = response.json();
    return typeof body === 'object' && body !== null ? (body as DiscordFailure) : {};
  } catch {
    return {};
  }
}

/** The SDK error for Discord's answer to a webhook call, null for 2xx. The URL is never named: it is the credential. */
export function discordError(response: HttpResponse, url: string, now: Date): PluginError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  const failure = failureOf(response);
  const reason = typeof failure.message === 'string' ? `: ${redact(failure.message, [url]).slice(0, 200)}` : '';
  if (status === 429) {
    // The body's retry_after is exact to the millisecond; Retry-After is its rounded copy.
    const wait = failure.retry_after;
    const seconds = typeof wait === 'number' && wait >= 0 ? Math.ceil(wait) : retryAfterSeconds(response, now);
    return new RateLimitedError(`Discord asked us to slow down (429${reason})`, seconds);
  }
  if (status === 401 || status === 403 || status === 404) {
    return new AuthError(`Discord refused the webhook URL (${status}${reason}): it was deleted or is wrong`);
  }
  if (status >= 500) return new TransientError(`Discord is failing on its side (${status})`);
  // A timeout (408) or "too early" (425) says to try again; the other 4xx will not change by retrying.
  if (status === 408 || status === 425) return new TransientError(`Discord asked us to try again later (${status})`);
  return new RejectedError(`Discord refused the message (${status}${reason})`);
}
