import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../helpers/database.js';
import { runCli } from './in-process.js';
import { childEnv, spawnCli, type ServerProcess, startServerProcess } from './processes.js';

const PASSWORD = 'Vq3!tradewinds';

async function healthStatus(server: ServerProcess): Promise<number> {
  return (await fetch(`${server.url}/healthz`)).status;
}

describe('alphawire beside a running server', () => {
  let database: TestDatabase;
  let env: NodeJS.ProcessEnv;
  let server: ServerProcess | undefined;

  beforeEach(async () => {
    database = await createTestDatabase();
    env = childEnv(database.env);
  });
  afterEach(async () => {
    await server?.stop('SIGKILL');
    server = undefined;
    await database.drop();
  });

  describe.skipIf(TEST_DB !== 'pglite')('on the embedded database', () => {
    const lockFile = () => join(database.env.DATA_DIR, 'alphawire.lock');

    // One server start (seconds) serves both the control-socket path and the lock refusal; the
    // refusal runs in a real process, as an operator's would.
    it('backs up and restores through the running server, which keeps serving; other commands stop with the lock message until it stops', { timeout: 120_000 }, async () => {
      server = await startServerProcess(env);
      const file = join(database.env.DATA_DIR, 'while-running.gz');
      const backedUp = await runCli(['db', 'backup', file], env);
      expect(backedUp.stderr).toBe('');
      expect(backedUp.stdout).toMatch(/^Backed up \d+ rows of \d+ tables to /);
      expect(existsSync(file)).toBe(true);
      const restored = await runCli(['db', 'restore', file, '--force'], env);
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toMatch(/^Restored \d+ rows of \d+ tables from /);
      expect(await healthStatus(server)).toBe(200);

      const refused = await spawnCli(['users', 'list'], env);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toContain(`is in use by another AlphaWire process (pid ${server.pid})`);
      expect(await healthStatus(server)).toBe(200);

      await server.stop('SIGTERM');
      expect(existsSync(lockFile())).toBe(false);
      const created = await runCli(['users', 'create', '--username', 'alice', '--email', 'a@example.com', '--admin'], env, PASSWORD);
      expect(created.code).toBe(0);
    });

    it('takes over the lock that a killed server left behind', { timeout: 120_000 }, async () => {
      server = await startServerProcess(env);
      await server.stop('SIGKILL');
      expect(existsSync(lockFile())).toBe(true);
      const result = await runCli(['db', 'status'], env);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Pending migrations: 0\n');
      expect(existsSync(lockFile())).toBe(false);
    });
  });

  describe.skipIf(TEST_DB !== 'postgres')('on PostgreSQL', () => {
    it('runs side by side with the server', { timeout: 120_000 }, async () => {
      server = await startServerProcess(env);
      const created = await spawnCli(['users', 'create', '--username', 'alice', '--email', 'a@example.com', '--admin'], env, PASSWORD);
      expect(created.code).toBe(0);
      const listed = await runCli(['users', 'list'], env);
      expect(listed.stdout).toMatch(/\n1\s+alice\s/);
      expect(await healthStatus(server)).toBe(200);
    });
  });
});
