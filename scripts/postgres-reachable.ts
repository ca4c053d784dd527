// Exits 0 when the test PostgreSQL server answers, 1 otherwise (used by scripts/test.sh).
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  process.exit(0);
} catch (error) {
  console.error(`PostgreSQL at ${new URL(url).host} is not reachable: ${(error as Error).message}`);
  process.exit(1);
}
