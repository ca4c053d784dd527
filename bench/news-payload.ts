// How many bytes a member's page of 100 news items weighs, as sent (identity) and gzipped, beside
// one article's answer. The articles are enriched as the app enriches them: a one-minute summary,
// a tweet draft and a full text of about 900 words, the length of an ordinary news story.
// Run: npm run bench:news-payload
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '../src/server/db/knex.js';
import { migrateLatest } from '../src/server/db/migrate.js';
import { alphawireEnv, ALPHAWIRE_ARGS, spawnServer } from './server-process.js';

const ITEMS = 100;
const WORDS = (
  'treasury yields edged higher as traders weighed fresh inflation figures against signs of a cooling labour market ' +
  'while equity desks reported thin volumes ahead of the central bank meeting and crypto venues saw steady inflows ' +
  'analysts said guidance from chipmakers lifted futures though oil slipped on supply worries and the dollar held firm'
).split(' ');

/** Text that does not repeat (gzip would shrink repeated text far below real prose), the same on every run. */
function prose(words: number, seed: number): string {
  let state = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out.push(WORDS[state % WORDS.length]!);
  }
  return `${out.join(' ')}.`;
}

async function seed(dataDir: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  await migrateLatest(db.knex);
  for (let i = 1; i <= ITEMS; i += 1) {
    const fullText = Array.from({ length: 12 }, (_, p) => `<p>${prose(75, i * 100 + p)}</p>`).join('');
    const [row] = await db.knex('articles').insert({
      source_name: 'Bench Wire',
      url: `https://bench.example/${i}`,
      canonical_url: `https://bench.example/${i}`,
      title: `Markets weigh inflation and rates, report ${i}`,
      content: `<p>${prose(35, i)}</p>`,
      content_text: prose(35, i),
      full_content: fullText,
      full_content_status: 'done',
      tweet: 'Yields tick up as inflation data lands; equities quiet before the Fed, crypto inflows steady. $BTC $SPY',
      categories: ['markets', 'economy'],
      tickers: ['BTC', 'SPY'],
      sentiment: 'neutral',
      ai_score: 60, popularity_score: 40, relevance_score: 55, impact_score: 50,
      enrichment_status: 'done',
      published_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }).returning('id');
    await db.knex('summaries').insert({ article_id: row.id, type: 'one_minute', summary: prose(90, 10_000 + i), word_count: 90, model: 'bench' });
  }
  await db.close();
}

/** Registers a member through the API (crumb cookie first, as the web app does) and returns its cookie header. */
async function signUp(url: string): Promise<string> {
  const first = await fetch(`${url}/api/version`);
  const crumb = /crumb=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, cookie: `crumb=${crumb}` },
    body: JSON.stringify({ username: 'payload', email: 'payload@example.com', password: 'a-good-password' }),
  });
  if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const session = res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return `crumb=${crumb}; ${session}`;
}

async function weigh(url: string, cookie: string): Promise<{ identity: number; gzip: number }> {
  const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { identity: body.length, gzip: gzipSync(body).length };
}

const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-payload-'));
try {
  await seed(dataDir);
  const server = await spawnServer(ALPHAWIRE_ARGS, alphawireEnv({ DATA_DIR: dataDir }), '/healthz');
  try {
    const cookie = await signUp(server.url);
    const page = await weigh(`${server.url}/api/news?limit=${ITEMS}`, cookie);
    const article = await weigh(`${server.url}/api/news/1`, cookie);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    process.stdout.write(`member's page of ${ITEMS} items: ${kb(page.identity)} (${kb(page.gzip)} gzipped)\n`);
    process.stdout.write(`one article's answer:           ${kb(article.identity)} (${kb(article.gzip)} gzipped)\n`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
