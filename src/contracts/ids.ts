import { z } from 'zod';
import { paramNumber } from './param-number.js';

/** The largest id a PostgreSQL integer (serial) column holds. */
export const MAX_ID = 2_147_483_647;

/** A row id from a path: a whole number within the id column's range (`what` names it in messages). */
export function idSchema(what: string) {
  const message = `${what} must be a whole number from 1 to ${MAX_ID}`;
  return paramNumber(z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message));
}

/** Path parameters of a route addressing one row by `{id}`. */
export function idParamsSchema(what: string) {
  return z.object({ id: idSchema(what) });
}
