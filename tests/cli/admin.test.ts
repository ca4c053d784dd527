import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/contracts/admin.js';
import type { OpmlReport } from '../../src/contracts/admin-sources.js';
import type { NewsSource } from '../../src/contracts/sources.js';
import { runCli } from './in-process.js';
import { useCliDatabase } from './processes.js';

// The operator's side of the admin dashboard: same contracts and messages as the API, exit codes
// 0 (done), 1 (failed) and 2 (bad usage). Each test runs CLI commands in-process on a shared database.
describe('alphawire sources, tier, polling, languages and audit', { timeout: 120_000 }, () => {
  const cli = useCliDatabase();
  const other = useCliDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'alphawire-cli-admin-'));

  it('adds a source after a test fetch, lists it, edits, disables and enables it', async () => {
    const added = await runCli(['sources', 'add', '--name', 'Crypto wire', '--url', 'sample://crypto', '--category', 'crypto', '--category', 'Bitcoin'], cli.env);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stderr).toMatch(/^Fetched \d+ items\n$/);
    expect(added.stdout).toMatch(/^Successfully added news source: Crypto wire \(id \d+, Active\)\n$/);
    const listed = await runCli(['sources', 'list', '--json'], cli.env);
    const sources = JSON.parse(listed.stdout) as NewsSource[];
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ name: 'Crypto wire', url: 'sample://crypto', type: 'rss', plugin: 'sample', categories: ['crypto', 'bitcoin'], enabled: true });
    expect(sources[0]).toHaveProperty('main_language');
    const id = String(sources[0]!.id);
    expect((await runCli(['sources', 'edit', id, '--name', 'Coins'], cli.env)).stdout).toBe(`Successfully updated news source: Coins (id ${id}, Active)\n`);
    expect((await runCli(['sources', 'disable', id], cli.env)).stdout).toContain('Inactive');
    const table = await runCli(['sources', 'list'], cli.env);
    expect(table.stdout).toMatch(/^ID\s+NAME\s+TYPE\s+CATEGORIES\s+URL\s+STATUS\s+LAST FETCH\s+LANGUAGE\n/);
    // The sample feeds are English throughout.
    expect(table.stdout).toMatch(/Inactive\s+\S.*\s+en\n/);
    expect(table.stdout).toContain('Inactive');
    expect((await runCli(['sources', 'enable', id], cli.env)).stdout).toContain('Active');
    // As add and edit print it: the saved source, for a script.
    expect(JSON.parse((await runCli(['sources', 'disable', id, '--json'], cli.env)).stdout)).toMatchObject({ id: Number(id), enabled: false });
    expect(JSON.parse((await runCli(['sources', 'enable', id, '--json'], cli.env)).stdout)).toMatchObject({ id: Number(id), enabled: true });
  });

  it('waits for the first fetch of a source it adds, which a server would leave in the background', async () => {
    // A feed that takes a moment: the command's exit cut its fetch short, and the source was stored
    // as failed, with a back-off before its next fetch.
    const feed = createServer((_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss version="2.0"><channel><title>Slow</title><item><title>Slow news</title><link>https://slow.example/1</link></item></channel></rss>'), 300);
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    try {
      const env = { ...other.env, FETCH_ALLOW_PRIVATE: 'true' };
      const url = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.xml`;
      const added = await runCli(['sources', 'add', '--no-test', '--name', 'Slow wire', '--url', url, '--json'], env);
      expect(added.code, added.stderr).toBe(0);
      const [source] = (JSON.parse((await runCli(['sources', 'list', '--json'], env)).stdout) as NewsSource[]).filter((s) => s.url === url);
      expect(source).toMatchObject({ error_count: 0, last_error: null });
      expect(source?.last_success_at).not.toBeNull();
      // Added while private addresses were allowed, then the setting turned off: the admin can still
      // pause and rename it (saving it used to refuse its own address), and a new private URL is still refused.
      const id = String(source!.id);
      expect(await runCli(['sources', 'disable', id], other.env)).toMatchObject({ code: 0, stdout: expect.stringContaining('Inactive') as unknown });
      expect(await runCli(['sources', 'edit', id, '--name', 'Slow wire, paused'], other.env)).toMatchObject({ code: 0 });
      expect((await runCli(['sources', 'edit', id, '--url', `${url}?moved`, '--no-test'], other.env)).stderr).toContain('error: This URL points to a private or local address (');
    } finally {
      feed.close();
    }
  });

  it.each([
    [['sources', 'add', '--name', 'No URL'], 2, 'error: URL is required'],
    [['sources', 'add', '--name', 'Bad type', '--url', 'https://feeds.example.com/x', '--type', 'atom'], 2, 'error: Type must be rss or api'],
    [['sources', 'add', '--name', 'Inside', '--url', 'http://10.1.2.3/feed'], 1, 'error: This URL points to a private or local address ('],
    [['sources', 'add', '--name', 'Gone', '--url', 'https://feeds.nowhere.invalid/rss'], 1, 'error: Could not fetch this source:'],
    [['sources', 'edit', '999', '--name', 'x'], 1, 'error: News source not found: 999'],
    [['sources', 'enable', 'abc'], 2, "error: Source id must be a whole number from 1 to 2147483647, not 'abc'"],
    [['sources', 'edit', '99999999999', '--name', 'x'], 2, "error: Source id must be a whole number from 1 to 2147483647, not '99999999999'"],
    [['sources', 'export-opml', join(dir, 'no-such-folder', 'out.opml')], 1, `error: Cannot write ${join(dir, 'no-such-folder', 'out.opml')}: ENOENT`],
    [['tier', 'set', 'gold'], 2, 'error: Tier must be one of free, basic, pro, enterprise'],
    [['polling', 'set', '3'], 2, 'error: Poll interval must be one of 1, 2, 5, 10, 15, 30, 60 minutes'],
    [['polling', 'set', '1e1'], 2, 'error: Poll interval must be one of 1, 2, 5, 10, 15, 30, 60 minutes'],
    [['polling', 'set', '0x1e'], 2, 'error: Poll interval must be one of 1, 2, 5, 10, 15, 30, 60 minutes'],
    [['languages', 'set'], 2, 'error: Please select at least one language'],
    [['sources', 'list', '--bogus'], 2, "error: unknown option '--bogus'"],
  ])('refuses %o with exit code %i', async (args, code, message) => {
    const result = await runCli(args, cli.env);
    expect(result.code, result.stderr).toBe(code);
    expect(result.stderr).toContain(message);
  });

  it('sets the tier, polling and languages, shows them, and audits every change', async () => {
    expect((await runCli(['tier', 'set', 'pro'], cli.env)).stdout).toBe('Tier updated to Pro\n');
    expect((await runCli(['polling', 'set', '15'], cli.env)).stdout).toBe('Polling interval updated to 15 minutes\n');
    expect((await runCli(['languages', 'set', 'en', 'de,fr'], cli.env)).stdout).toBe('Language configuration updated (3 languages selected)\n');
    const shown = JSON.parse((await runCli(['tier', 'show', '--json'], cli.env)).stdout) as { tier: { key: string; pollIntervalMinutes: number }; estimatedDailyCalls: number };
    expect(shown.tier).toMatchObject({ key: 'pro', pollIntervalMinutes: 15 });
    expect(shown.estimatedDailyCalls).toBe(96);
    expect((await runCli(['tier', 'show'], cli.env)).stdout).toContain('Tier:            Pro (100 articles per call, 10000 calls per day)');
    const audit = JSON.parse((await runCli(['audit', 'list', '--json', '--limit', '3'], cli.env)).stdout) as AuditPage;
    expect(audit.items.map((i) => [i.actor, i.action, i.after])).toEqual([
      [null, 'provider.languages', { enabled_languages: ['en', 'de', 'fr'] }],
      [null, 'provider.polling', { intervalMinutes: 15 }],
      [null, 'provider.tier', { tier: 'pro' }],
    ]);
    expect(audit.hasMore).toBe(true);
    const table = await runCli(['audit', 'list'], cli.env);
    expect(table.stdout).toContain('(operator)  provider.tier');
    expect(table.stdout).toMatch(/Page 1\n$/);
  });

  it('exports OPML and imports it into an empty instance, reporting each outline', async () => {
    const file = join(dir, 'sources.opml');
    expect((await runCli(['sources', 'export-opml', file], cli.env)).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('xmlUrl="sample://crypto"');
    const imported = await runCli(['sources', 'import-opml', file, '--json'], other.env);
    expect(imported.code, imported.stderr).toBe(0);
    const report = JSON.parse(imported.stdout) as OpmlReport;
    expect(report.added.map((a) => a.name)).toEqual(['Coins']);
    const withExtra = join(dir, 'extra.opml');
    writeFileSync(withExtra, readFileSync(file, 'utf8').replace('</body>', '<outline text="Bad" xmlUrl="ftp://x.example/feed"/></body>'));
    const again = await runCli(['sources', 'import-opml', withExtra], other.env);
    expect(again.stdout).toBe('Added 0, skipped 1 duplicate, refused 1\n  duplicate  Coins <sample://crypto>\n  refused    Bad <ftp://x.example/feed>: URL must be a full http:// or https:// address\n');
    expect((await runCli(['sources', 'import-opml', join(dir, 'missing.opml')], other.env)).code).toBe(1);
  });

  it('infers the plugin again when an edit changes the type and URL, as the API does', async () => {
    const added = await runCli(['sources', 'add', '--no-test', '--name', 'Turned API', '--url', 'sample://markets', '--json'], cli.env);
    const { id } = JSON.parse(added.stdout) as NewsSource;
    const edited = await runCli(['sources', 'edit', String(id), '--type', 'api', '--url', 'https://api.marketaux.com/v1/news/all?language=en', '--no-test', '--json'], cli.env);
    expect(edited.code, edited.stderr).toBe(0);
    expect(JSON.parse(edited.stdout)).toMatchObject({ type: 'api', plugin: 'marketaux' });
  });
});
