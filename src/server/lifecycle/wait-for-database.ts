import pg from 'pg';
import type { Logger } from 'pino';

const FIRST_DELAY_MS = 500;
// A server that takes the connection but never answers (a stalled network) counts as one failed try.
const CONNECT_TIMEOUT_MS = 5_000;

// The network's "not there (yet)": the server is down, restarting, or its name not yet in DNS (compose).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// PostgreSQL's own: starting up, shutting down, in recovery (57P0x), or out of connections (53300).
const PG_BUSY_CODES = /^(57P0[1-3]|53300)$/;

interface FailureFields {
  code?: string;
  address?: string;
  port?: number;
  errors?: unknown[];
}

/** The database refused us for a reason no wait cures and that carries no code (TLS asked of a server without it): said in one line. */
export class DatabaseRefusedError extends Error {
  constructor(message: string) {
    super(`AlphaWire failed to start: DATABASE_URL cannot be used: ${message}`);
    this.name = 'DatabaseRefusedError';
  }
}

/** Whether another try may succeed; a wrong password or a missing database will not by waiting. */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errors } = error as FailureFields;
  if (code !== undefined) return NETWORK_CODES.has(code) || PG_BUSY_CODES.test(code);
  // Node tries each address of a name in turn and reports them together.
  if (errors?.length) return errors.some(isWorthRetrying);
  // pg's own wording when the server closed the connection or did not answer in time.
  return /connection terminated|timeout/i.test(error.message);
}

/** "ECONNREFUSED 127.0.0.1:5432", or PostgreSQL's message: what the operator needs on one line. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, address, port, errors } = error as FailureFields;
  const first = errors?.[0];
  if (code === undefined && first instanceof Error) return describeFailure(first);
  if (address !== undefined) return `${code ?? error.message} ${address}${port === undefined ? '' : `:${port}`}`;
  return code !== undefined && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}

/** Connects once and asks the server something, as the first migration query will. */
async function tryOnce(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection that fails late reports it here; unheard, it would end the process.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

export interface WaitForDatabaseOptions {
  url: string;
  logger: Logger;
  /** Aborted when the process is told to stop: the wait ends at once. */
  signal: AbortSignal;
  /** The longest pause between tries (DATABASE_RETRY_MAX_MS); pauses start at 0.5 s and double. */
  maxDelayMs: number;
  /** Called once, before the first pause: the database did not answer the first try. */
  onUnreachable(): Promise<void>;
}

/**
 * Tries the database until it answers, pausing 0.5 s, 1 s, 2 s… up to the cap between tries, with
 * one log line per failed try. Resolves true once it answers, false when the signal stopped the
 * wait; an error no wait can cure (a wrong password, a missing database) is thrown at once.
 */
export async function waitForDatabase(options: WaitForDatabaseOptions): Promise<boolean> {
  const { url, logger, signal, maxDelayMs } = options;
  let delay = Math.min(FIRST_DELAY_MS, maxDelayMs);
  for (let attempt = 1; !signal.aborted; attempt += 1) {
    try {
      await tryOnce(url);
      if (attempt > 1) logger.info({ attempts: attempt }, 'database reachable; starting');
      return true;
    } catch (error) {
      if (!isWorthRetrying(error)) {
        // PostgreSQL's own refusals (a wrong password, a missing database) carry a code, which the start says in one line.
        throw error instanceof Error && (error as FailureFields).code === undefined ? new DatabaseRefusedError(describeFailure(error)) : error;
      }
      if (attempt === 1) await options.onUnreachable();
      logger.warn({ attempt, retryInMs: delay }, `database not reachable (${describeFailure(error)}); retrying in ${seconds(delay)}`);
    }
    await sleep(delay, signal);
    delay = Math.min(delay * 2, maxDelayMs);
  }
  return false;
}
