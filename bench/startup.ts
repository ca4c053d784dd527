// Cold start of AlphaWire to its first 200 on /healthz: PGlite (fresh and existing data dir) and
// PostgreSQL (scratch database, fresh and migrated). Run: npm run bench:startup [-- --runs 5]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from './scratch-postgres.js';
import { ALPHAWIRE_ARGS, alphawireEnv, spawnServer } from './server-process.js';
import { describeTimings } from './stats.js';

type Database = { DATABASE_URL?: string; DATA_DIR: string };

/** Starts AlphaWire on the database, returns the time to the first 200 on /healthz, stops it. */
async function timeStartup(database: Database): Promise<number> {
  const server = await spawnServer(ALPHAWIRE_ARGS, alphawireEnv(database), '/healthz');
  await server.stop();
  return server.startupMs;
}

async function pgliteRuns(runs: number): Promise<{ fresh: number[]; existing: number[] }> {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-'));
    try {
      fresh.push(await timeStartup({ DATA_DIR: dataDir }));
      existing.push(await timeStartup({ DATA_DIR: dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { fresh, existing };
}

async function postgresRuns(runs: number): Promise<{ fresh: number[]; existing: number[] } | null> {
  const fresh: number[] = [];
  const existing: number[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-'));
  try {
    for (let run = 0; run < runs; run += 1) {
      const scratch = await createScratchDatabase();
      if (!scratch) return null;
      try {
        fresh.push(await timeStartup({ DATABASE_URL: scratch.url, DATA_DIR: dataDir }));
        existing.push(await timeStartup({ DATABASE_URL: scratch.url, DATA_DIR: dataDir }));
      } finally {
        await scratch.drop();
      }
    }
    return { fresh, existing };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  const runs = Number.parseInt(values.runs, 10);
  // One untimed start first, so the file cache is as warm for the first scenario as for the rest.
  await pgliteRuns(1);
  const pglite = await pgliteRuns(runs);
  const postgres = await postgresRuns(runs);
  const lines = [
    `Cold start to first 200 on /healthz (node ${ALPHAWIRE_ARGS.join(' ')}, Node ${process.version}), median:`,
    `  PGlite, fresh data dir (runs migrations)   ${describeTimings(pglite.fresh)}`,
    `  PGlite, existing data dir                  ${describeTimings(pglite.existing)}`,
  ];
  if (postgres) {
    lines.push(`  PostgreSQL, empty database (migrations)    ${describeTimings(postgres.fresh)}`);
    lines.push(`  PostgreSQL, migrated database              ${describeTimings(postgres.existing)}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
