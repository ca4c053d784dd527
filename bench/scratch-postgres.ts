import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { migrateLatest } from '../src/server/db/migrate.js';
import { seedArticles } from './seed-articles.js';

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

/**
 * Runs `use` on a migrated scratch database holding `articles` generated articles, through one
 * connection (a plan bench measures queries one at a time), then drops the database.
 */
export async function withSeededDatabase<T>(bench: string, articles: number, use: (knex: Knex) => Promise<T>): Promise<T> {
  const database = await createScratchDatabase();
  if (!database) throw new Error(`${bench} needs PostgreSQL (BENCH_DATABASE_URL)`);
  const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 1, max: 1 } });
  try {
    await migrateLatest(knex);
    await seedArticles(knex, articles);
    return await use(knex);
  } finally {
    await knex.destroy();
    await database.drop();
  }
}
