import { describe, expect, it } from 'vitest';
import { runCli } from './in-process.js';
import { spawnCli, useCliDatabase } from './processes.js';

describe('alphawire demo and fetch', { timeout: 90_000 }, () => {
  const cli = useCliDatabase();

  // In a real process: it must end by itself once the fetches, full-text reads and enrichment it
  // started are done, with nothing left holding it open.
  it('adds the bundled sample sources and stores their news, offline', async () => {
    const result = await spawnCli(['demo'], cli.env);
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

  it('prints every outcome as one JSON document with --json', async () => {
    const result = await runCli(['fetch', '--source', '2', '--json'], cli.env);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      outcomes: [{ sourceId: 2, sourceName: 'Sample Crypto', fetched: expect.any(Number), added: 0, notModified: false, error: null }],
      fetched: 1,
      added: 0,
      failed: 0,
    });
  });

  it('ends with exit code 1 when a source fails, after printing each outcome', async () => {
    const env = { ...cli.env, FETCH_ALLOW_PRIVATE: 'true' };
    const added = await runCli(['sources', 'add', '--no-test', '--name', 'Closed port', '--url', 'http://127.0.0.1:9/feed.xml', '--json'], env);
    const { id } = JSON.parse(added.stdout) as { id: number };
    const result = await runCli(['fetch', '--source', String(id)], env);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`✗ Closed port (#${id}): `);
    expect(result.stdout).toContain('1 source(s) fetched, 0 new article(s), 1 failed\n');
    // The log's warning goes to stderr, keeping stdout the command's answer.
    expect(result.stderr).toContain('"msg":"source fetch failed"');

    const text = await runCli(['fetch', '--source', String(id)], { ...env, LOG_FORMAT: 'text' });
    expect(text.code).toBe(1);
    expect(text.stderr).toMatch(/WARN +source fetch failed/);
    expect(text.stderr).not.toContain('"msg"');
  });

  // Exit code 2 is bad usage (the README's promise); 1 is a command that ran and failed.
  it.each([
    [['fetch', '--source', 'abc'], 2, "error: Source id must be a whole number from 1 to 2147483647, not 'abc'"],
    [['fetch', '--source', '0'], 2, "error: Source id must be a whole number from 1 to 2147483647, not '0'"],
    [['fetch', '--source', '2147483648'], 2, "error: Source id must be a whole number from 1 to 2147483647, not '2147483648'"],
    [['fetch', '--source', '1.5'], 2, "error: Source id must be a whole number from 1 to 2147483647, not '1.5'"],
    [['enrich', '--id', 'x'], 2, "error: Article id must be a whole number from 1 to 2147483647, not 'x'"],
    [['enrich', '--id', '-3'], 2, "error: Article id must be a whole number from 1 to 2147483647, not '-3'"],
    [['enrich', '--all', '--id', '1'], 2, 'error: Use either --all or --id, not both'],
    [['fetch', '--source', '999'], 1, 'error: No source with id 999'],
    [['enrich', '--id', '999999'], 1, 'error: No article with id 999999'],
  ])('refuses %o with exit code %i', async (args, code, message) => {
    const result = await runCli(args, cli.env);
    expect(result.code).toBe(code);
    expect(result.stderr.trim()).toBe(message);
  });
});
