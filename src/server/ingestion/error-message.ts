import { PluginError } from '../../plugins/sdk/index.js';
import { storableText } from '../db/storable.js';

const MAX_LENGTH = 500;
const SEE_LOG = 'the details are in the server log';
// knex puts the statement before the database's own words: "insert into … - <message>".
const SQL_FIRST = /^\s*(?:insert|update|delete|select|with|create|alter|drop)\s[\s\S]* - /i;

/** A database's error: PostgreSQL and PGlite give a five-character SQLSTATE and a severity. */
function sqlState(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string' ? code : null;
}

function isDatabaseError(error: unknown): boolean {
  if (sqlState(error) !== null) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'KnexTimeoutError' || SQL_FIRST.test(error.message);
}

/** The SQLSTATE class in a sentence an admin can read; statements and values stay in the log. */
function databaseSentence(error: unknown): string {
  const state = sqlState(error) ?? '';
  if (state.startsWith('22')) return `The database refused some of the data (${SEE_LOG})`;
  if (state.startsWith('23')) return `The data broke a rule of the database (${SEE_LOG})`;
  if (state.startsWith('08')) return `The connection to the database failed (${SEE_LOG})`;
  if (/^(53|57)/.test(state) || (error instanceof Error && error.name === 'KnexTimeoutError')) {
    return `The database was too busy or stopped the query (${SEE_LOG})`;
  }
  return `A database error stopped this (${SEE_LOG})`;
}

/**
 * The words stored on a source or article for an admin: plugin errors as written, a database's
 * error as a plain sentence (never its SQL), anything else marked unexpected. The caller logs the
 * error itself.
 */
export function adminMessage(error: unknown): string {
  if (error instanceof PluginError) return storableText(error.message).slice(0, MAX_LENGTH);
  if (isDatabaseError(error)) return databaseSentence(error);
  const detail = error instanceof Error ? error.message : String(error);
  return storableText(`Unexpected error: ${detail}`).slice(0, MAX_LENGTH);
}
