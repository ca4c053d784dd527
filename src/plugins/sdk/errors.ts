/**
 * The errors a plugin throws to tell the host how to retry. Messages are shown to admins as they
 * are, so they say what went wrong in plain words ("Feed is not valid XML at line 3").
 */
export class PluginError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The credentials or token were refused: no retry until an admin changes the settings. */
export class AuthError extends PluginError {}

/** The service asked us to slow down: retry after the given number of seconds. */
export class RateLimitedError extends PluginError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A passing fault (network, timeout, 5xx): retry with back-off. */
export class TransientError extends PluginError {}

/** The answer could not be used (not a feed, malformed, too large, refused address): retry later, slowly. */
export class InvalidResponseError extends PluginError {}

/** The service refused this content (a duplicate, too long): sending it again would fail the same way. */
export class RejectedError extends PluginError {}
