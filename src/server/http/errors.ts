import Boom from '@hapi/boom';
import type { Server } from '@hapi/hapi';
import { isDatabaseUnavailable, isSlowStatement } from '../db/unavailable.js';
import { AppError, TooManyRequestsError } from '../errors.js';
import { bearerToken } from './bearer.js';
import { discardBody } from './discard-body.js';

/** What a caller sees while the database cannot answer (docs/operations.md#database-outages). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not answering right now. Try again in a moment.';

const UNREADABLE_PATH_MESSAGE = 'The address could not be read: a %-escape in its path is not valid UTF-8';

/**
 * Maps every error to the one answer shape `{ statusCode, error, message }`: domain errors by
 * their status, Boom as it is, the database being down, cut off or too slow as a 503, anything
 * else as a 500 whose details stay in the log: logged once, at error level, with its stack and the
 * request's id.
 */
export function registerErrorMapping(server: Server): void {
  server.ext('onPreResponse', async (request, h) => {
    const response = request.response;
    if (!Boom.isBoom(response)) return h.continue;
    const unavailable = isDatabaseUnavailable(response);
    // An outage is the operator's to see once (readiness, the pool metrics), not an error per request;
    // a statement the server cancelled as too slow is a query to look at.
    if (unavailable) request.logger[isSlowStatement(response) ? 'error' : 'warn']({ err: response }, 'database unavailable');
    else if (response.isServer && !(response instanceof AppError) && !isForeignKeyViolation(response)) request.logger.error({ err: response }, 'unexpected error');
    const boom = unavailable ? Boom.serverUnavailable(DATABASE_UNAVAILABLE_MESSAGE) : toBoom(response);
    // Hapi's router answers an address it cannot decode with a bare "Bad Request".
    // (Its special route's method is '_special', which Hapi's types do not list.)
    if (boom.output.statusCode === 400 && (request.route.method as string) === '_special') boom.output.payload.message = UNREADABLE_PATH_MESSAGE;
    // A token refused says which scheme failed and why, as RFC 6750 asks (a missing one gets Hapi's own header).
    if (boom.output.statusCode === 401 && bearerToken(request) !== null && boom.output.headers['WWW-Authenticate'] === undefined) {
      boom.output.headers['WWW-Authenticate'] = 'Bearer error="invalid_token"';
    }
    if (boom.output.statusCode === 413) await discardBody(request.raw.req);
    const payload = boom.output.payload;
    const answer = h.response({ statusCode: payload.statusCode, error: payload.error, message: payload.message });
    answer.code(boom.output.statusCode);
    for (const [name, value] of Object.entries(boom.output.headers)) {
      if (value !== undefined) answer.header(name, String(value));
    }
    return answer;
  });
}

/**
 * A row written naming one deleted meanwhile (foreign_key_violation): a member's write racing the
 * deletion of their account, or of the channel or rule it names. The request lost a race; it is
 * not a fault of ours.
 */
const VANISHED_REFERENCE = 'This could not be saved: something it refers to was deleted meanwhile. Reload and try again.';

function isForeignKeyViolation(error: Boom.Boom): boolean {
  return (error as { code?: unknown }).code === '23503';
}

function toBoom(error: Boom.Boom): Boom.Boom {
  if (isForeignKeyViolation(error)) return Boom.conflict(VANISHED_REFERENCE);
  if (error instanceof AppError) {
    const boom = new Boom.Boom(error.message, { statusCode: error.statusCode });
    if (error instanceof TooManyRequestsError) boom.output.headers['Retry-After'] = String(error.retryAfterSeconds);
    return boom;
  }
  const status = error.output.statusCode;
  if (status === 401) {
    // The cookie scheme answers "Missing authentication" or "Invalid cookie value"; the client
    // treats "Authentication required" as the quiet signed-out case (docs/product.md#conventions-of-every-call).
    error.output.payload.message = 'Authentication required';
  }
  if (status === 403 && error.output.payload.message === 'Forbidden') {
    // @hapi/crumb rejects a missing or wrong CSRF token with a bare Boom.forbidden().
    error.output.payload.message = 'Missing or invalid CSRF token. Reload the page and try again.';
  }
  if (status === 415 && error.output.payload.message === 'Unsupported Media Type') {
    // Hapi says only "Unsupported Media Type" (every route takes JSON: server.ts).
    error.output.payload.message = 'The request body must be JSON, sent with Content-Type: application/json';
  }
  if (status === 403 && error.output.payload.message === 'Insufficient scope') {
    error.output.payload.message = 'You do not have permission to do this';
  }
  return error;
}
