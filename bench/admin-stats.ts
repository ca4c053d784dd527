// GET /api/admin/stats on a real PostgreSQL holding 1,000,000 articles (and a summary for every
// tenth), over real HTTP as a signed-in admin, one request at a time as the 30 s refresh makes them.
// The counts come from trigger-kept deltas (migration 0090), so no request scans the table.
// Goal: p95 <= 20 ms. Run: npm run bench:admin-stats [-- --articles 1000000 --requests 500]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.js';
import { createContext } from '../src/server/context.js';
import { createLogger } from '../src/server/logger.js';
import { createServer } from '../src/server/server.js';
import { createScratchDatabase } from './scratch-postgres.js';
import { seedArticles } from './seed-articles.js';

const { values } = parseArgs({ options: { articles: { type: 'string', default: '1000000' }, requests: { type: 'string', default: '500' } } });
const articles = Number(values.articles);
const requests = Number(values.requests);

function cookiesOf(response: Response): string {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const scratch = await createScratchDatabase();
if (!scratch) process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-'));
const config = loadConfig({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, APP_SECRET: 'bench-secret-that-is-long-enough-for-iron', PORT: '0', LOG_LEVEL: 'silent' });
const ctx = await createContext(config, createLogger('silent'), []);
const server = await createServer(ctx);
try {
  const seeding = performance.now();
  await seedArticles(ctx.knex, articles);
  await ctx.knex.raw("insert into summaries (article_id, summary, word_count, model) select id, 'A summary', 2, 'bench' from articles where id % 10 = 0");
  process.stdout.write(`seeded ${articles} articles in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`);
  await ctx.services.accounts.createUser({ username: 'benchadmin', email: 'bench@example.com', password: 'bench-password-1' }, 'admin');
  await server.start();
  const base = `http://127.0.0.1:${server.info.port}`;
  const crumb = cookiesOf(await fetch(`${base}/api/version`));
  const token = /crumb=([^;]+)/.exec(crumb)?.[1] ?? '';
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { cookie: crumb, 'x-csrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'benchadmin', password: 'bench-password-1' }),
  });
  const cookie = `${crumb}; ${cookiesOf(login)}`;
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < requests + 20; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/stats`, { headers: { cookie } });
    body = await response.text();
    if (response.status !== 200) throw new Error(`stats answered ${response.status}: ${body}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const exact = performance.now();
  await ctx.knex('articles').count('* as n').first();
  const countMs = performance.now() - exact;
  process.stdout.write(`answer: ${body}\n`);
  process.stdout.write(`GET /api/admin/stats over ${articles} articles, ${requests} requests: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (goal p95 <= 20 ms)\n`);
  process.stdout.write(`for comparison, one exact count(*) of articles: ${countMs.toFixed(1)} ms\n`);
} finally {
  await server.stop();
  await ctx.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
