import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Marks a query to run as a named (prepared) statement, or leaves it as it is
 * (DATABASE_PREPARED_STATEMENTS, docs/operations.md#prepared-statements).
 */
export type Prepare = <Q extends Knex.QueryBuilder | Knex.Raw>(query: Q) => Q;

/**
 * Runs the query as a named statement: each connection parses it once, and PostgreSQL may keep one
 * generic plan for it instead of planning every run, which for a short read is most of its cost.
 * Only for queries whose best plan is the same whatever their values (a generic plan does not know
 * them): an asset's news by its index, a call of a database function. The name is a hash of the
 * SQL, so the same text is one statement per connection and a different text another.
 */
export const prepareStatement: Prepare = (query) => {
  const name = `aw_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 32)}`;
  return query.options({ name }) as typeof query;
};

/** Leaves the query unnamed: parsed and planned at every run (behind a pooler that cannot keep statements). */
export const unprepared: Prepare = (query) => query;

export function preparer(enabled: boolean): Prepare {
  return enabled ? prepareStatement : unprepared;
}
