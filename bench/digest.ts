// The daily digest at scale on a real PostgreSQL: N members (default 1,000) all due at once, in
// a dozen time zones, over 10,000 articles, and two app instances (two contexts, two pools) running
// the digest side by side until nobody is due. Every member must get exactly one mail.
// Prints: members, mails received, duplicates, wall time, mails/s, and the p50/p95 of one run.
// Run: npm run bench:digest [-- --members 1000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.js';
import { createContext } from '../src/server/context.js';
import { createLogger } from '../src/server/logger.js';
import { startFakeSmtp } from '../tests/helpers/fake-smtp.js';
import { createScratchDatabase } from './scratch-postgres.js';
import { seedArticles } from './seed-articles.js';

const ZONES = ['UTC', 'Europe/Berlin', 'Europe/London', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Kolkata', 'Australia/Sydney', 'America/Sao_Paulo', 'Africa/Lagos', 'Asia/Singapore', 'Pacific/Auckland'];

const { values } = parseArgs({ options: { members: { type: 'string', default: '1000' } } });
const members = Number(values.members);

const scratch = await createScratchDatabase();
if (!scratch) process.exit(0);
const smtp = await startFakeSmtp();
const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-digest-'));
const config = loadConfig({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, APP_SECRET: 'bench-secret-that-is-long-enough-for-iron', SMTP_URL: smtp.url, LOG_LEVEL: 'silent', PORT: '0' });
// 23:30 UTC: every zone above is past hour 0 locally, so every member (digest_hour 0) is due.
const now = new Date();
now.setUTCHours(23, 30, 0, 0);
const instances = [
  await createContext(config, createLogger('silent'), [], { clock: () => now }),
  await createContext(config, createLogger('silent'), [], { clock: () => now }),
];
try {
  const { knex } = instances[0]!;
  await seedArticles(knex, 10_000);
  await knex.raw(
    `insert into users (username, email, password_hash, role)
     select 'reader' || g, 'reader' || g || '@example.com', null, 'user' from generate_series(1, ?::int) g`,
    [members],
  );
  await knex.raw(
    `insert into preferences (user_id, news_categories, keywords, daily_digest, digest_hour, time_zone)
     select id, array['crypto'], array['bitcoin'], true, 0, (?::text[])[1 + id % ?] from users`,
    [ZONES, ZONES.length],
  );
  const runs: number[] = [];
  const started = performance.now();
  for (;;) {
    const results = await Promise.all(
      instances.map(async (ctx) => {
        const t = performance.now();
        const run = await ctx.services.digest.runOnce();
        runs.push(performance.now() - t);
        return run.sent;
      }),
    );
    if (results.every((sent) => sent === 0)) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const perMember = new Map<string, number>();
  for (const mail of smtp.inbox) for (const to of mail.to) perMember.set(to, (perMember.get(to) ?? 0) + 1);
  const duplicates = [...perMember.values()].filter((n) => n > 1).length;
  runs.sort((a, b) => a - b);
  const pct = (p: number) => runs[Math.min(runs.length - 1, Math.floor((p / 100) * runs.length))]!.toFixed(0);
  console.log(`members due: ${members} in ${ZONES.length} time zones, two instances racing`);
  console.log(`mails received: ${smtp.inbox.length}; members mailed: ${perMember.size}; members mailed twice: ${duplicates}`);
  console.log(`wall time: ${seconds.toFixed(1)} s (${(smtp.inbox.length / seconds).toFixed(0)} mails/s, each with its top-5 ranking); runs: ${runs.length}, run p50 ${pct(50)} ms, p95 ${pct(95)} ms`);
  if (smtp.inbox.length !== members || duplicates > 0) process.exitCode = 1;
} finally {
  for (const ctx of instances) await ctx.close();
  await smtp.stop();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
