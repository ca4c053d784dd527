import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database on the benchmark's PostgreSQL, or null when none answers. */
export async function createScratchDatabase(): Promise<ScratchDatabase | null> {
  const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
  const name = `alphawire_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.raw(`create database ${name}`);
  } catch (error) {
    await admin.destroy();
    process.stderr.write(`PostgreSQL at ${ADMIN_URL} not usable (${(error as Error).message}); skipping it\n`);
    return null;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
