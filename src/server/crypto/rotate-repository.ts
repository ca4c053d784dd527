import type { Knex } from 'knex';
import type { SealedTable } from './sealed-columns.js';
import type { SecretBox } from './secret-box.js';

const BATCH = 200;

export interface RotationReport {
  table: string;
  /** Rows re-sealed under the current key. */
  resealed: number;
  /** Values that could not be opened (their key is not in APP_SECRET or PREVIOUS_APP_SECRETS), by row key. */
  unreadable: string[];
}

/**
 * Re-seals every value of a sealed table that another key sealed, a batch per transaction; each
 * row is locked and checked again, so a value written meanwhile is never overwritten with an old one.
 */
export async function resealTable(knex: Knex, box: SecretBox, spec: SealedTable): Promise<RotationReport> {
  const report: RotationReport = { table: spec.table, resealed: 0, unreadable: [] };
  // A module whose migration has not run here (an older database) has nothing sealed yet.
  if (!(await knex.schema.hasTable(spec.table))) return report;
  const current = `v1.${box.keyId}.%`;
  const stale = (query: Knex.QueryBuilder) =>
    query.where((w) => {
      for (const column of spec.columns) w.orWhere((c) => c.whereNotNull(column).andWhereNot(column, 'like', current));
    });
  const skip = new Set<string>();
  for (;;) {
    const done = await knex.transaction(async (trx) => {
      const rows: Record<string, string | null>[] = await stale(trx(spec.table).select(spec.key, ...spec.columns))
        .whereNotIn(spec.key, [...skip])
        .orderBy(spec.key)
        .limit(BATCH)
        .forUpdate();
      for (const row of rows) {
        const key = String(row[spec.key]);
        try {
          const update = Object.fromEntries(
            spec.columns.flatMap((column) => {
              const value = row[column];
              return value && box.keyIdOf(value) !== box.keyId ? [[column, box.seal(box.open(value))]] : [];
            }),
          );
          await trx(spec.table).where(spec.key, row[spec.key]).update(update);
          report.resealed += 1;
        } catch {
          skip.add(key);
          report.unreadable.push(key);
        }
      }
      return rows.length < BATCH;
    });
    if (done) return report;
  }
}
