import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { runCli, useCliDatabase } from './processes.js';

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
