import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { serverMain } from '../helpers/compiled-server.js';
import { TEST_DB } from '../helpers/database.js';
import { freePort } from '../helpers/ports.js';

// `npm run start:prod` runs its line through sh. A supervisor (systemd, pm2, a container whose
// command is npm) signals the process it started; the server must be the one that hears SIGTERM and
// stops cleanly, not a shell that dies and leaves it serving, its port and data dir held, so that
// the restart fails. The line is run here as npm runs it, the compiled server in place of dist/.
// Once, on the embedded database: the database plays no part.
const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the start script', () => {
  it.skipIf(TEST_DB === 'postgres')('hands its process to the server, so SIGTERM to it stops the server', { timeout: 90_000 }, async () => {
    const line = scripts['start:prod']!.replace('dist/server/src/server/main.js', serverMain());
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'alphawire-start-'));
    const child = spawn('sh', ['-c', line], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: String(port), APP_SECRET: 'start-script-test-secret-long-enough-0123', PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEFAULT_SOURCES: 'false', SCHEDULER_ENABLED: 'false', MARKET_PROVIDERS: 'sample', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
      // A group of its own, so that whatever it started is stopped below however the test ends.
      detached: true,
    });
    const answers = () => fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false);
    try {
      await vi.waitFor(async () => expect(await answers()).toBe(true), { timeout: 60_000, interval: 200 });
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      // The server's own clean stop (exit 0), and nothing left serving.
      expect(code).toBe(0);
      expect(await answers()).toBe(false);
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The group is gone already: the server stopped as it should.
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
