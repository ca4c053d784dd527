import { AuthError, InvalidResponseError, type HttpResponse, type PluginError, RateLimitedError, RejectedError, TransientError } from '../../sdk/index.js';

const FALLBACK_RESET_SECONDS = 15 * 60;

/** The token endpoint's word for a client id and secret it does not know. */
export const CLIENT_REFUSED = 'X did not accept the Client ID and Client Secret (HTTP 401)';

/** X's own words from a problem answer (`detail`, else the first error's message, else the OAuth description). */
function detailOf(response: HttpResponse): string {
  try {
    const body = response.json() as { detail?: unknown; errors?: { message?: unknown }[]; error_description?: unknown; error?: unknown };
    const words = body.detail ?? body.errors?.[0]?.message ?? body.error_description ?? body.error;
    return typeof words === 'string' ? words : '';
  } catch {
    return '';
  }
}

/** Seconds until X's x-rate-limit-reset (epoch seconds), 15 minutes when it is missing. */
export function resetSeconds(response: HttpResponse, now: Date): number {
  const reset = Number(response.headers['x-rate-limit-reset']);
  if (!Number.isFinite(reset) || reset <= 0) return FALLBACK_RESET_SECONDS;
  return Math.max(1, Math.ceil(reset - now.getTime() / 1000));
}

/** The SDK error for X's answer to a call, in words a member can act on; null for 2xx. */
export function xError(response: HttpResponse, now: Date): PluginError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  const detail = detailOf(response);
  if (status === 401) return new AuthError('X no longer accepts AlphaWire\'s access to your account: authorize again (HTTP 401)');
  if (status === 403 && /duplicate/i.test(detail)) return new RejectedError('X refused the post: you already posted this exact text (HTTP 403)');
  if (status === 403) return new AuthError(`X refused the post: the authorization lacks write access, authorize again with Read and Write permissions (HTTP 403${detail ? `: ${detail}` : ''})`);
  if (status === 429) {
    const seconds = resetSeconds(response, now);
    const at = new Date(now.getTime() + seconds * 1000).toISOString().slice(11, 16);
    return new RateLimitedError(`X's rate limit is reached; it resets at ${at} UTC (HTTP 429)`, seconds);
  }
  if (status >= 500 || status === 408) return new TransientError(`X is failing on its side; try again shortly (HTTP ${status})`);
  if (status === 400) return new RejectedError(`X refused the request${detail ? `: ${detail}` : ''} (HTTP 400)`);
  return new InvalidResponseError(`X answered with an error${detail ? `: ${detail}` : ''} (HTTP ${status})`);
}

/** The token endpoint's errors: a refused client or grant means the member must act. */
export function tokenError(response: HttpResponse, now: Date): PluginError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  if (status === 401) return new AuthError(CLIENT_REFUSED);
  if (status === 400) {
    const detail = detailOf(response);
    return new AuthError(`X refused the authorization grant${detail ? `: ${detail}` : ''}; authorize again (HTTP 400)`);
  }
  return xError(response, now);
}
