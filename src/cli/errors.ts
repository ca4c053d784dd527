import { ConfigError } from '../server/config.js';
import { BackupError } from '../server/db/backup-error.js';
import { DataDirLockedError, DataDirUnusableError } from '../server/db/data-dir-lock.js';
import { NewerSchemaError } from '../server/db/migrate.js';
import { AppError } from '../server/errors.js';
import type { TextSink } from './io.js';

/** A problem with what the operator asked for: printed as it is, without a stack. */
export class CliError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'CliError';
  }
}

/** Arguments the command cannot use (a value outside its choices, a bad URL): exit code 2. */
export class UsageError extends CliError {
  constructor(lines: string[]) {
    super(lines);
    this.name = 'UsageError';
  }
}

/** Exit codes: 0 done, 1 failed, 2 bad usage. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** The exit code an error ends the process with. */
export function exitCodeOf(error: unknown): number {
  return error instanceof UsageError ? EXIT.usage : EXIT.failed;
}

// Network failures, and PostgreSQL's connection (08), authorisation (28) and unknown-database codes.
const CONNECTION_CODES = /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|08...|28...|3D000)$/;

// The driver's and the pool's words for a connection lost or never made, which carry no code.
const CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Knex: Timeout acquiring a connection)/;

function isConnectionError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && ((typeof code === 'string' && CONNECTION_CODES.test(code)) || CONNECTION_MESSAGES.test(error.message));
}

function messagesOf(error: unknown): string[] | null {
  if (error instanceof CliError) return error.lines;
  if (error instanceof ConfigError) return [error.message];
  if (error instanceof DataDirLockedError || error instanceof DataDirUnusableError || error instanceof BackupError || error instanceof NewerSchemaError) return [error.message];
  // Domain errors carry the same words the web app shows (duplicate username, last admin …).
  if (error instanceof AppError) return [error.message];
  // An unreachable or misnamed database is the operator's to fix: no stack, just what failed.
  if (isConnectionError(error)) return [`Cannot open the database at DATABASE_URL: ${error.message}`];
  return null;
}

/** Writes an error to stderr: known ones as plain messages, anything else with its stack. */
export function reportError(error: unknown, stderr: TextSink): void {
  const messages = messagesOf(error);
  if (messages) {
    for (const message of messages) stderr.write(`error: ${message}\n`);
    return;
  }
  stderr.write(`error: unexpected failure\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
}
