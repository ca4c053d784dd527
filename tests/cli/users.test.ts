import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { createContext } from '../../src/server/context.js';
import { createLogger } from '../../src/server/logger.js';
import { runCli } from './in-process.js';
import { spawnCli, useCliDatabase } from './processes.js';

const PASSWORD = 'Vq3!tradewinds';

// Commands run in-process; two tests start the real `node bin/alphawire.js` to prove the entry point's
// stdin and exit codes. An embedded database takes seconds to open on a busy machine.
describe('alphawire users', { timeout: 90_000 }, () => {
  const cli = useCliDatabase();

  // Signs in through the accounts service, the way the login route does, to prove the stored hash.
  async function canSignIn(loginId: string, password: string): Promise<boolean> {
    const config = loadConfig({ ...cli.database.env, LOG_LEVEL: 'silent' });
    const ctx = await createContext(config, createLogger('silent'));
    try {
      await ctx.services.accounts.login({ loginId, password }, { ip: '127.0.0.1', userAgent: null });
      return true;
    } catch {
      return false;
    } finally {
      await ctx.close();
    }
  }

  it('shows help without opening a database', async () => {
    const dataDir = join(cli.database.env.DATA_DIR, 'never-created');
    const result = await runCli(['users', 'create', '--help'], { ...cli.env, DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: alphawire users create [options]');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('says there are no users on a new database', async () => {
    const result = await runCli(['users', 'list'], cli.env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('No users yet.');
  });

  it('creates an admin from --password', async () => {
    const args = ['users', 'create', '--username', 'alice', '--email', 'alice@example.com', '--password', PASSWORD, '--admin'];
    const result = await runCli(args, cli.env);
    expect(result).toEqual({ code: 0, stdout: 'Created admin alice <alice@example.com> with id 1\n', stderr: '' });
    expect(await canSignIn('alice', PASSWORD)).toBe(true);
  });

  // In a real process: stdin piped the way `echo … | alphawire` pipes it.
  it('reads the password from stdin when --password is omitted, without the final line break', async () => {
    const result = await spawnCli(['users', 'create', '--username', 'bob', '--email', 'bob@example.com'], cli.env, `${PASSWORD}\n`);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Created user bob <bob@example.com> with id 2\n');
    expect(await canSignIn('bob@example.com', PASSWORD)).toBe(true);
  });

  it('reads the password from stdin when --password is "-"', async () => {
    const args = ['users', 'create', '--username', 'carol', '--email', 'carol@example.com', '--password', '-'];
    const result = await runCli(args, cli.env, PASSWORD);
    expect(result.code).toBe(0);
    expect(await canSignIn('carol', PASSWORD)).toBe(true);
  });

  it('lists users in a table with id, username, email, role and creation time', async () => {
    const result = await runCli(['users', 'list'], cli.env);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+USERNAME\s+EMAIL\s+ROLE\s+CREATED$/);
    expect(lines[1]).toMatch(/^1\s+alice\s+alice@example\.com\s+admin\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(lines[2]).toMatch(/^2\s+bob\s+bob@example\.com\s+user\s+/);
    expect(lines).toHaveLength(4);
  });

  it('lists users as JSON with --json, with no password hash', async () => {
    const result = await runCli(['users', 'list', '--json'], cli.env);
    expect(result.code).toBe(0);
    const users = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(users[0]).toEqual({ id: 1, username: 'alice', email: 'alice@example.com', role: 'admin', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(users.map((u) => u.username)).toEqual(['alice', 'bob', 'carol']);
    expect(result.stdout).not.toContain('hash');
  });

  it('prints every validation message of the register contract and creates nothing', async () => {
    const result = await runCli(['users', 'create', '--username', 'al', '--email', 'not-an-email', '--password', '12345'], cli.env);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'error: Username must be at least 3 characters\n' +
        'error: Please enter a valid email address\n' +
        'error: Password must be at least 6 characters\n',
    );
  });

  it('refuses an empty password from stdin', async () => {
    const result = await runCli(['users', 'create', '--username', 'dave', '--email', 'dave@example.com'], cli.env, '');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('error: Password must be at least 6 characters\n');
  });

  it('refuses a username or e-mail that exists in any case', async () => {
    const sameName = await runCli(['users', 'create', '--username', 'ALICE', '--email', 'new@example.com', '--password', PASSWORD], cli.env);
    expect(sameName.code).toBe(1);
    expect(sameName.stderr).toBe('error: Username already exists\n');
    const sameEmail = await runCli(['users', 'create', '--username', 'alice2', '--email', 'Alice@Example.com', '--password', PASSWORD], cli.env);
    expect(sameEmail.code).toBe(1);
    expect(sameEmail.stderr).toBe('error: Email already exists\n');
  });

  it('refuses a common password as a bad argument, before opening the database', async () => {
    const dataDir = join(cli.database.env.DATA_DIR, 'never-created');
    const result = await runCli(['users', 'create', '--username', 'erin', '--email', 'erin@example.com', '--password', 'password'], { ...cli.env, DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('error: This password is too common. Please choose a less common password.\n');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses a bad e-mail alone with the bad-usage exit code 2', async () => {
    const result = await runCli(['users', 'create', '--username', 'erin', '--email', 'erin@', '--password', PASSWORD], cli.env);
    expect(result).toEqual({ code: 2, stdout: '', stderr: 'error: Please enter a valid email address\n' });
  });

  // In a real process: Commander's refusal ends the process itself with exit code 2.
  it('names a missing required option, with the bad-usage exit code 2', async () => {
    const result = await spawnCli(['users', 'create', '--username', 'frank', '--password', PASSWORD], cli.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("error: required option '--email <email>' not specified");
  });

  it('promotes a user to admin, and says so when there is nothing to change', async () => {
    const promoted = await runCli(['users', 'role', 'bob', 'admin'], cli.env);
    expect(promoted).toEqual({ code: 0, stdout: 'bob is now admin (their sessions were signed out)\n', stderr: '' });
    const again = await runCli(['users', 'role', 'BOB', 'admin'], cli.env);
    expect(again.stdout).toBe('bob is already admin\n');
    const list = await runCli(['users', 'list'], cli.env);
    expect(list.stdout).toMatch(/\n2\s+bob\s+bob@example\.com\s+admin\s/);
  });

  it('refuses an unknown role before touching the database', async () => {
    const result = await runCli(['users', 'role', 'bob', 'owner'], cli.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("error: command-argument value 'owner' is invalid for argument 'role'. Allowed choices are admin, user.");
  });

  it('says which user does not exist', async () => {
    const result = await runCli(['users', 'role', 'ghost', 'admin'], cli.env);
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'error: User not found: ghost\n' });
  });

  it('keeps the last admin', async () => {
    expect((await runCli(['users', 'role', 'alice', 'user'], cli.env)).code).toBe(0);
    const result = await runCli(['users', 'role', 'bob', 'user'], cli.env);
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'error: At least one admin must remain\n' });
  });

  it('resets two-factor sign-in by username (the reset itself is tested with the two-factor routes)', async () => {
    const none = await runCli(['users', 'reset-2fa', 'alice'], cli.env);
    expect(none).toEqual({ code: 0, stdout: 'alice has no two-factor sign-in\n', stderr: '' });
  });

  it('exports a user’s data as they download it, and says which user does not exist', async () => {
    expect(await runCli(['users', 'create', '--username', 'exported', '--email', 'exported@example.com', '--password', PASSWORD], cli.env)).toMatchObject({ code: 0 });
    const result = await runCli(['users', 'export', 'exported'], cli.env);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const file = JSON.parse(result.stdout) as { format: string; account: { username: string; email: string } };
    expect(file).toMatchObject({ format: 'alphawire-account-export', account: { username: 'exported', email: 'exported@example.com' } });
    expect(result.stdout).not.toContain('argon2');
    expect(await runCli(['users', 'export', 'ghost'], cli.env)).toEqual({ code: 1, stdout: '', stderr: 'error: User not found: ghost\n' });
  });

  it('deletes an account only when told --yes, never the last admin', async () => {
    // bob is the last admin by now (alice was demoted above).
    expect(await runCli(['users', 'delete', 'alice'], cli.env)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: This deletes alice and everything of theirs (settings, watchlist, alerts and channels, API tokens, personal feeds): add --yes to go on\n',
    });
    expect(await runCli(['users', 'delete', 'bob', '--yes'], cli.env)).toEqual({ code: 1, stdout: '', stderr: 'error: At least one admin must remain\n' });
    expect(await runCli(['users', 'delete', 'ghost', '--yes'], cli.env)).toEqual({ code: 1, stdout: '', stderr: 'error: User not found: ghost\n' });
    expect(await runCli(['users', 'delete', 'alice', '--yes'], cli.env)).toEqual({ code: 0, stdout: 'Deleted alice and everything of theirs\n', stderr: '' });
    expect((await runCli(['users', 'list'], cli.env)).stdout).not.toMatch(/\balice\b/);
  });
});
