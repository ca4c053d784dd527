import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Builds a raw statement from its SQL (with ? for each value) and values, named or not
 * (DATABASE_PREPARED_STATEMENTS, docs/operations.md#prepared-statements).
 */
export type Prepare = <T>(knex: Knex, sql: string, bindings: readonly Knex.RawBinding[]) => Knex.Raw<T>;

/**
 * A named statement: each connection parses it once, and PostgreSQL may keep one generic plan for
 * it instead of planning every run, which for a short read is most of its cost. Only for queries
 * whose best plan is the same whatever their values (a generic plan does not know them): an asset's
 * news by its index, a call of a database function. The name is a hash of the SQL, so the same
 * text is one statement per connection and a different text another.
 */
export const prepareStatement: Prepare = <T>(knex: Knex, sql: string, bindings: readonly Knex.RawBinding[]) =>
  knex.raw<T>(sql, bindings).options({ name: `aw_${createHash('sha1').update(sql).digest('hex').slice(0, 32)}` });

/** An unnamed statement: parsed and planned at every run (behind a pooler that cannot keep statements). */
export const unprepared: Prepare = <T>(knex: Knex, sql: string, bindings: readonly Knex.RawBinding[]) => knex.raw<T>(sql, bindings);

export function preparer(enabled: boolean): Prepare {
  return enabled ? prepareStatement : unprepared;
}
