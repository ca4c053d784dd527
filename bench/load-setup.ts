// What bench/load.ts prepares before measuring: a fresh database with seeded articles, members
// signed in over HTTP as the web app signs in, and feeds added the way an admin adds them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { openDatabase } from '../src/server/db/knex.js';
import { migrateLatest } from '../src/server/db/migrate.js';
import { createScratchDatabase } from './scratch-postgres.js';
import { seedArticles } from './seed-articles.js';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  env: { DATABASE_URL?: string; DATA_DIR: string };
  /** A connection for the bench's own questions (PostgreSQL only: PGlite admits one process). */
  knex: Knex | null;
  drop(): Promise<void>;
}

/** A migrated database holding `articles` seeded articles, on PostgreSQL or in a PGlite data dir. */
export async function prepareDatabase(kind: 'postgres' | 'pglite', articles: number): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-bench-load-'));
  if (kind === 'pglite') {
    const db = await openDatabase({ dataDir });
    await migrateLatest(db.knex);
    await seedArticles(db.knex, articles);
    await db.close();
    return { kind, env: { DATA_DIR: dataDir }, knex: null, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase();
  if (!scratch) throw new Error('no PostgreSQL answers (BENCH_DATABASE_URL)');
  const knex = knexFactory({ client: 'pg', connection: scratch.url, pool: { min: 0, max: 2 } });
  await migrateLatest(knex);
  await seedArticles(knex, articles);
  return {
    kind,
    env: { DATABASE_URL: scratch.url, DATA_DIR: dataDir },
    knex,
    drop: async () => {
      await knex.destroy();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cookie jar of one browser: what Set-Cookie gave, sent back as one Cookie header. */
class Browser {
  private readonly jar = new Map<string, string>();
  constructor(private readonly origin: string) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(method: string, path: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && !this.jar.has('crumb')) await this.send('GET', '/api/version');
    const headers: Record<string, string> = { cookie: this.cookie };
    if (method !== 'GET') {
      headers['x-csrf-token'] = this.jar.get('crumb') ?? '';
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  }
}

export const BENCH_ADMIN = { ADMIN_USERNAME: 'benchadmin', ADMIN_EMAIL: 'benchadmin@example.com', ADMIN_PASSWORD: 'load-bench-admin-password-7' };

/** The admin's browser (made at start from BENCH_ADMIN), signed in. */
export async function signInAdmin(origin: string): Promise<Browser> {
  const browser = new Browser(origin);
  await browser.send('POST', '/api/auth/login', { loginId: BENCH_ADMIN.ADMIN_USERNAME, password: BENCH_ADMIN.ADMIN_PASSWORD });
  return browser;
}

/** `count` new members, each registered (and so signed in) in a browser of their own: their Cookie headers. */
export async function registerMembers(origin: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const browser = new Browser(origin);
    await browser.send('POST', '/api/auth/register', { username: `reader${n}`, email: `reader${n}@example.com`, password: `load-bench-reader-${n}-pass` });
    cookies.push(browser.cookie);
  }
  return cookies;
}

/**
 * Adds each feed as a source through the admin API, `parallel` at a time; the app fetches a source
 * as soon as it is added, so this starts an ingest of every feed.
 */
export async function addFeeds(admin: Browser, urls: string[], parallel = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const n = next++;
      await admin.send('POST', '/api/admin/news-sources', { name: `Market News ${n}`, url: urls[n], categories: ['markets'] });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
