import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtInPlugins } from '../../src/plugins/index.js';
import { TransientError } from '../../src/plugins/sdk/index.js';
import { loadConfig } from '../../src/server/config.js';
import { type AppContext, createContext } from '../../src/server/context.js';
import { createLogger } from '../../src/server/logger.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { deadPort, failureOf, tlsFailure } from '../helpers/network-failures.js';

/** A stand-in for a terminal: what a person would see, line by line. */
function fakeTerminal(isTTY: boolean) {
  const terminal = { isTTY, text: '', write: (chunk: string) => (terminal.text += chunk) };
  return terminal;
}

describe('log lines on a terminal', () => {
  it('print a failed fetch as one readable line: time, level, what failed, who and why, no stack', () => {
    const terminal = fakeTerminal(true);
    const error = new TransientError('DNS lookup failed for cointelegraph.com: getaddrinfo ENOTFOUND cointelegraph.com');
    createLogger('info', terminal).warn({ sourceId: 2, sourceName: 'Cointelegraph', err: error }, 'source fetch failed');
    expect(terminal.text).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}source fetch failed · Cointelegraph \(source 2\): DNS lookup failed for cointelegraph\.com: getaddrinfo ENOTFOUND cointelegraph\.com\n$/,
    );
  });

  it('keep the stack of an error, which is a bug of ours to find', () => {
    const terminal = fakeTerminal(true);
    createLogger('info', terminal).error({ err: new Error('cannot read properties of undefined') }, 'source run crashed');
    const [head, ...stack] = terminal.text.trimEnd().split('\n');
    expect(head).toMatch(/ERROR source run crashed: cannot read properties of undefined$/);
    expect(stack[0]).toBe('Error: cannot read properties of undefined');
  });

  it.each([
    ['a refused connection', async () => failureOf(`http://127.0.0.1:${await deadPort()}/feed.xml`), /: Could not connect to 127\.0\.0\.1:\d+: connection refused: connect ECONNREFUSED 127\.0\.0\.1:\d+$/],
    ['a failed DNS lookup', () => failureOf('http://feeds.nowhere.invalid/rss'), /: DNS lookup failed for feeds\.nowhere\.invalid: getaddrinfo (ENOTFOUND|EAI_AGAIN) feeds\.nowhere\.invalid$/],
    ['a failed TLS handshake', tlsFailure, /: TLS error with 127\.0\.0\.1:\d+: .*wrong version number.* \(ERR_SSL_[A-Z_]+\)$/],
  ])('print %s as one line even at error level: its words and its code, no stack', async (_what, failure, words) => {
    const terminal = fakeTerminal(true);
    createLogger('info', terminal).error({ err: await failure(), articleId: 7 }, 'daily digest not sent');
    const lines = terminal.text.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.replace(/ {2}\(articleId=7\)$/, '')).toMatch(/^\d\d:\d\d:\d\d ERROR daily digest not sent/);
    expect(lines[0]!.replace(/ {2}\(articleId=7\)$/, '')).toMatch(words);
  });

  it('stay JSON when written to a file or a pipe, and redacted either way', () => {
    const pipe = fakeTerminal(false);
    const terminal = fakeTerminal(true);
    for (const out of [pipe, terminal]) createLogger('info', out).info({ password: 'hunter2', sourceId: 1 }, 'saved');
    expect(JSON.parse(pipe.text)).toMatchObject({ level: 30, msg: 'saved', sourceId: 1, password: '[redacted]' });
    expect(terminal.text).toMatch(/INFO {2}saved · source 1 {2}\(password=\[redacted\]\)\n$/);
  });

  it('shorten a long list to its count and its ends', () => {
    const terminal = fakeTerminal(true);
    createLogger('info', terminal).info({ migrations: ['0001_users', '0002_sessions', '0003_sources', '0004_clusters'] }, 'database migrated');
    expect(terminal.text).toMatch(/INFO {2}database migrated {2}\(migrations=4 \(0001_users … 0004_clusters\)\)\n$/);
  });
});

describe('a first start without network, on a terminal', () => {
  let database: TestDatabase;
  let ctx: AppContext;
  const terminal = fakeTerminal(true);

  beforeAll(async () => {
    database = await createTestDatabase();
    const offline = `http://127.0.0.1:${await deadPort()}`;
    const config = loadConfig({
      APP_SECRET: 'test-secret-that-is-long-enough-for-iron-seal',
      FETCH_ALLOW_PRIVATE: 'true',
      YAHOO_CHART_BASE_URL: offline,
      FRANKFURTER_BASE_URL: offline,
      COINGECKO_BASE_URL: offline,
      ...database.env,
    });
    ctx = await createContext(config, createLogger('info', terminal), [...builtInPlugins]);
    terminal.text = '';
    // An added source is fetched at once, as the default feeds are on a first start.
    for (const name of ['Wire One', 'Wire Two']) {
      await ctx.services.sources.create({ name, url: `${offline}/${name.replace(' ', '-')}.xml`, type: 'rss', categories: [], enabled: true }, null);
    }
    await vi.waitFor(async () => expect(await ctx.knex('sources').whereNotNull('last_error')).toHaveLength(2), { timeout: 10_000 });
    await ctx.services.market.refresh();
  });

  afterAll(async () => {
    await ctx?.close();
    await database?.drop();
  });

  it('says in one line per source and per market provider what could not be reached', async () => {
    const warnings = terminal.text.split('\n').filter((line) => line.includes(' WARN '));
    expect(warnings).toHaveLength(5);
    for (const who of ['Wire One (source 1)', 'Wire Two (source 2)']) {
      expect(warnings.filter((line) => line.includes(`source fetch failed · ${who}: Could not connect to 127.0.0.1`))).toHaveLength(1);
    }
    for (const provider of ['yahoo-chart', 'frankfurter', 'coingecko']) {
      expect(warnings.filter((line) => line.includes(`market provider failed · ${provider}: `))).toHaveLength(1);
    }
    expect(terminal.text).not.toMatch(/^\s+at /m);
    expect(terminal.text).not.toContain('{"level"');
  });
});
