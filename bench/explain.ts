import type { Knex } from 'knex';

/**
 * Prints PostgreSQL's plan of every statement `run` sends, under `name`. `timings` adds each node's
 * time and the total (the asset bench reads them); without, plans are comparable across runs.
 */
export async function explainQueries(knex: Knex, name: string, run: () => Promise<unknown>, { timings = false } = {}): Promise<void> {
  const queries: { sql: string; bindings: readonly unknown[] }[] = [];
  const listen = (q: { sql: string; bindings?: readonly unknown[] }) => queries.push({ sql: q.sql, bindings: q.bindings ?? [] });
  knex.on('query', listen);
  await run();
  knex.off('query', listen);
  const options = timings ? 'analyze, costs off, summary on' : 'analyze, costs off, timing off, summary off';
  for (const q of queries) {
    const { rows } = await knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(`explain (${options}) ${q.sql.replace(/\$\d+/g, '?')}`, q.bindings as Knex.RawBinding[]);
    process.stdout.write(`\n### ${name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
}
