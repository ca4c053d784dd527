import { AuthError, type HttpResponse, type PluginError, RateLimitedError, redact, RejectedError, retryAfterSeconds, TransientError } from '../../sdk/index.js';

/** ntfy's own words from its error answer (`{"code":40301,"http":403,"error":"forbidden"}`), '' when absent. */
function reasonOf(response: HttpResponse, secrets: string[]): string {
  try {
    const { error } = response.json() as { error?: unknown };
    return typeof error === 'string' ? `: ${redact(error, secrets).slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/** The SDK error for ntfy's answer to a publish, null for 2xx; `secrets` (the token) never show in it. */
export function ntfyError(response: HttpResponse, secrets: string[], now: Date): PluginError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  const reason = reasonOf(response, secrets);
  if (status === 429) return new RateLimitedError(`ntfy asked us to slow down (429${reason})`, retryAfterSeconds(response, now));
  if (status === 401 || status === 403) {
    return new AuthError(`ntfy refused to publish to the topic (${status}${reason}): it needs an access token with write access, or the token is wrong`);
  }
  if (status === 404) return new AuthError(`ntfy was not found at the server URL (404${reason}): check the server setting`);
  if (status >= 500) return new TransientError(`ntfy is failing on its side (${status}${reason})`);
  // A timeout (408) or "too early" (425) says to try again; the other 4xx will not change by retrying.
  if (status === 408 || status === 425) return new TransientError(`ntfy asked us to try again later (${status})`);
  return new RejectedError(`ntfy refused the message (${status}${reason})`);
}
