import { AuthError, RateLimitedError } from '../../plugins/sdk/index.js';

const MAX_BACKOFF_MINUTES = 6 * 60;

/**
 * When to try a failing source again: when the service said (rate limit), after six hours for
 * refused credentials (an admin must act), otherwise the poll interval doubled per failure in a row,
 * at most six hours.
 */
export function nextAttemptAfterFailure(error: unknown, errorCount: number, intervalMinutes: number, now: Date): Date {
  if (error instanceof RateLimitedError) {
    return new Date(now.getTime() + Math.max(error.retryAfterSeconds * 1000, 60_000));
  }
  const minutes =
    error instanceof AuthError ? MAX_BACKOFF_MINUTES : Math.min(intervalMinutes * 2 ** Math.min(errorCount, 10), MAX_BACKOFF_MINUTES);
  return new Date(now.getTime() + minutes * 60_000);
}
