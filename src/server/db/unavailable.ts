/**
 * Whether an error says the database could not serve us right now (down, restarting, cut off,
 * stalled, out of connections, too slow), as opposed to a fault in our query or data. Those answer
 * 503 and the client may try again (docs/operations.md#database-outages); everything else stays a 500.
 */

// The network under the connection: the server is not there, or the connection died.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// SQLSTATEs of the server refusing or dropping us: class 08 (connection exception), admin or crash
// shutdown and "the database system is starting up" (57P01-57P03), too many connections (53300).
const SERVER_STATES = /^(08|57P0[123]$|53300$)/;

// pg and knex say these without a code: the connection ended or never opened in time, the client
// heard nothing back within query_timeout, or the pool had no connection within its acquire timeout.
const CLIENT_MESSAGES = /Connection terminated|Query read timeout|timeout expired|is not queryable|Connection ended unexpectedly|Timeout acquiring a connection/;

interface ErrorFields {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  data?: unknown;
}

/**
 * A statement cancelled by statement_timeout (57014 also covers a cancel someone asked for, which
 * stays a 500). It is a slow query rather than a dead server, but the client's answer is the same:
 * the database cannot answer in time now, try again.
 */
function isStatementTimeout(error: ErrorFields): boolean {
  return error.code === '57014' && typeof error.message === 'string' && error.message.includes('statement timeout');
}

function isOwnUnavailable(error: ErrorFields): boolean {
  if (error.name === 'KnexTimeoutError') return true;
  if (typeof error.code === 'string' && (NETWORK_CODES.has(error.code) || SERVER_STATES.test(error.code))) return true;
  if (isStatementTimeout(error)) return true;
  return typeof error.message === 'string' && CLIENT_MESSAGES.test(error.message);
}

/**
 * Looks at the error and a Boom's `data` (the cookie plugin keeps the original error there). Not at
 * `cause`: fetch keeps an upstream's ECONNREFUSED there, which is not the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const fields = error as ErrorFields;
  return isOwnUnavailable(fields) || (typeof fields.data === 'object' && fields.data !== null && isOwnUnavailable(fields.data as ErrorFields));
}

/** Whether the database gave up on a statement as too slow (worth an error in the log: a query to look at). */
export function isSlowStatement(error: unknown): boolean {
  return typeof error === 'object' && error !== null && isStatementTimeout(error as ErrorFields);
}
