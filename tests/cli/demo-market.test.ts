import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { runCli } from './in-process.js';
import { useCliDatabase } from './processes.js';

describe('alphawire demo with MARKET_PROVIDERS=sample', { timeout: 90_000 }, () => {
  const cli = useCliDatabase();

  it('stores the bundled sample quotes, offline, as npm run demo does', async () => {
    const result = await runCli(['demo'], { ...cli.env, MARKET_PROVIDERS: 'sample' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✓ Market quotes: 34 of 34 sample quotes\n');
    if (!cli.database.env.DATABASE_URL) return; // PGlite's data dir: checked through the CLI's own output above
    const knex = knexFactory({ client: 'pg', connection: cli.database.env.DATABASE_URL, pool: { min: 0, max: 1 } });
    try {
      const sources = await knex('market_quotes').distinct('data_source').pluck('data_source');
      expect(sources).toEqual(['sample']);
    } finally {
      await knex.destroy();
    }
  });
});

describe('alphawire demo on a machine without network', { timeout: 120_000 }, () => {
  const cli = useCliDatabase();

  it('pauses the internet feeds whose host does not resolve, says so once, and leaves reachable ones on', async () => {
    const env = { ...cli.env, FETCH_ALLOW_PRIVATE: 'true' };
    // As a first `npm start` offline leaves them: a default feed that cannot be reached, and one that can.
    for (const [name, url] of [['Offline wire', 'https://feeds.nowhere.invalid/rss'], ['Local wire', 'http://127.0.0.1:9/feed.xml']]) {
      const added = await runCli(['sources', 'add', '--no-test', '--name', name!, '--url', url!], env);
      expect(added.code, added.stderr).toBe(0);
    }
    const result = await runCli(['demo'], env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      '- Paused 1 internet feed(s) this machine cannot reach (DNS lookup failed for feeds.nowhere.invalid). ' +
        'Once online, turn them on in Admin → Sources, or run: npx alphawire sources enable <id> (ids 1)\n',
    );
    const sources = JSON.parse((await runCli(['sources', 'list', '--json'], env)).stdout) as { name: string; enabled: boolean }[];
    expect(sources.map((s) => [s.name, s.enabled])).toEqual([
      ['Offline wire', false],
      ['Local wire', true],
      ['Sample Markets', true],
      ['Sample Crypto', true],
      ['Sample Economy', true],
      ['Sample Regulation', true],
    ]);
    const again = await runCli(['demo'], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toContain('Paused');
  });
});
