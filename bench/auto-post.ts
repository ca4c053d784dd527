// Auto-posting at scale: 1,000 members due at once, posting to the fake X on loopback. Goal: all
// posted within one minute, none twice. Also the secret box's cost per credential read (a read
// opens four sealed values: client id, client secret, access and refresh token).
// Run: npm run bench:auto-post [-- --members 1000 --concurrency 16]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { xPoster } from '../src/plugins/posters/x/index.js';
import { loadConfig } from '../src/server/config.js';
import { createContext } from '../src/server/context.js';
import { createSecretBox } from '../src/server/crypto/secret-box.js';
import { createLogger } from '../src/server/logger.js';
import { startFakeX } from '../tests/helpers/fake-x.js';
import { createScratchDatabase } from './scratch-postgres.js';

const GOAL_MS = 60_000;
const { values } = parseArgs({ options: { members: { type: 'string', default: '1000' }, reads: { type: 'string', default: '20000' } } });
const members = Number(values.members);

function secretBoxCost(reads: number): { sealUs: number; openUs: number; readUs: number } {
  const box = createSecretBox('bench-secret-that-is-long-enough-0123456789');
  const values4 = ['client-id-0123456789abcdef', 'client-secret-0123456789abcdefghijklmnopqrstuvwxyz', `at-${'x'.repeat(90)}`, `rt-${'y'.repeat(90)}`];
  let t0 = performance.now();
  let sealed: string[] = [];
  for (let i = 0; i < reads; i += 1) sealed = values4.map((v) => box.seal(v));
  const sealUs = ((performance.now() - t0) * 1000) / (reads * 4);
  t0 = performance.now();
  for (let i = 0; i < reads; i += 1) for (const v of sealed) box.open(v);
  const readUs = ((performance.now() - t0) * 1000) / reads;
  return { sealUs, openUs: readUs / 4, readUs };
}

const scratch = await createScratchDatabase();
const fake = await startFakeX();
const config = loadConfig({
  APP_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  LOG_LEVEL: 'warn',
  ...(scratch ? { DATABASE_URL: scratch.url, DATABASE_POOL_MAX: '20' } : { DATA_DIR: `/tmp/alphawire-bench-autopost-${process.pid}` }),
  SCHEDULER_ENABLED: 'false',
  ...fake.env,
});
const ctx = await createContext(config, createLogger('warn'), [xPoster]);
try {
  const { knex, secretBox: box } = ctx;
  process.stdout.write(`auto-post bench: ${members} members due at once, database ${scratch ? 'PostgreSQL' : 'PGlite'}\n`);
  const articles = await knex('articles')
    .insert(Array.from({ length: 40 }, (_, i) => ({
      source_name: 'Bench Wire', url: `https://news.example.org/bench/${i}`, canonical_url: `https://news.example.org/bench/${i}`,
      title: `Bitcoin bench story ${i}`, content: '<p>Body</p>', content_text: 'Body', categories: ['bitcoin'],
      published_at: new Date(Date.now() - i * 60_000), tweet: `Bitcoin bench story ${i} https://news.example.org/bench/${i}`, tickers: [], enrichment_status: 'done',
    })))
    .returning('id');
  const users = await knex('users')
    .insert(Array.from({ length: members }, (_, i) => ({ username: `bench_${i}`, email: `bench_${i}@example.com`, role: 'user' })))
    .returning('id');
  const credentials = users.map(({ id }: { id: number }, i: number) => {
    const clientId = `bench-client-${i}`;
    fake.addApp(clientId, `bench-secret-${i}`, `bench_${i}`);
    const tokens = fake.issueTokens(clientId);
    return {
      user_id: id, client_id_enc: box.seal(clientId), client_secret_enc: box.seal(`bench-secret-${i}`),
      access_token_enc: box.seal(tokens.access_token), refresh_token_enc: box.seal(tokens.refresh_token),
      token_expires_at: new Date(Date.now() + tokens.expires_in * 1000), scopes: tokens.scope, oauth_status: 'authorized', x_username: `bench_${i}`,
    };
  });
  for (let i = 0; i < credentials.length; i += 200) await knex('x_credentials').insert(credentials.slice(i, i + 200));
  await knex('preferences').insert(users.map(({ id }: { id: number }) => ({ user_id: id, automated_posting_enabled: true, posting_frequency: 12, auto_post_topics: ['bitcoin'] })));

  const t0 = performance.now();
  // Two runs at once, as two instances would start them.
  const [first, second] = await Promise.all([ctx.services.x.autopost.runOnce(), ctx.services.x.autopost.runOnce()]);
  const ms = performance.now() - t0;
  const again = await ctx.services.x.autopost.runOnce();
  const perUser = new Map<string, number>();
  for (const tweet of fake.tweets) perUser.set(tweet.userId, (perUser.get(tweet.userId) ?? 0) + 1);
  const twice = [...perUser.values()].filter((n) => n > 1).length;
  const rows = await knex('x_posts').where({ mode: 'auto', status: 'posted' }).count<{ count: string }[]>({ count: '*' });
  process.stdout.write(`  articles available: ${articles.length}\n`);
  process.stdout.write(`  posted: ${first.posted + second.posted} (runs: ${first.posted} + ${second.posted}), failed: ${first.failed + second.failed}, rows posted: ${rows[0]!.count}\n`);
  process.stdout.write(`  tweets at X: ${fake.tweets.length}, members posted twice: ${twice}, a third run posted: ${again.posted}\n`);
  process.stdout.write(`  wall time: ${(ms / 1000).toFixed(2)} s (${(members / (ms / 1000)).toFixed(0)} members/s) — goal under ${GOAL_MS / 1000} s: ${ms < GOAL_MS && twice === 0 && fake.tweets.length === members ? 'met' : 'NOT met'}\n`);
  const cost = secretBoxCost(Number(values.reads));
  process.stdout.write(`secret box: seal ${cost.sealUs.toFixed(1)} µs per value, open ${cost.openUs.toFixed(1)} µs per value, ${cost.readUs.toFixed(1)} µs per credential read (4 values)\n`);
} finally {
  await ctx.close();
  await fake.stop();
  await scratch?.drop();
}
