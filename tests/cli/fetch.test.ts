import { describe, expect, it } from 'vitest';
import { runCli, useCliDatabase } from './processes.js';

describe('alphawire demo and fetch', { timeout: 90_000 }, () => {
  const cli = useCliDatabase();

  it('adds the bundled sample sources and stores their news, offline', async () => {
    const result = await runCli(['demo'], cli.env);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^✓ Sample Markets: \d+ new articles$/m);
    expect(result.stdout).toMatch(/^✓ Sample Regulation: \d+ new articles$/m);
    expect(result.stdout).not.toContain(': 0 new articles');
  });

  it('fetches one source again without adding anything twice', async () => {
    const result = await runCli(['fetch', '--source', '1'], cli.env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✓ Sample Markets (#1): ');
    expect(result.stdout).toContain(', 0 new\n');
    expect(result.stdout).toContain('1 source(s) fetched, 0 new article(s), 0 failed\n');
  });

  it('fetches every enabled source and sums up', async () => {
    const result = await runCli(['fetch'], cli.env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('4 source(s) fetched, 0 new article(s), 0 failed\n');
  });

  it.each([
    [['fetch', '--source', 'abc'], "error: --source takes a source id (a positive whole number), not 'abc'"],
    [['fetch', '--source', '999'], 'error: No source with id 999'],
  ])('refuses %o', async (args, message) => {
    const result = await runCli(args, cli.env);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(message);
  });
});
