import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './in-process.js';
import { childEnv } from './processes.js';

describe('alphawire plugins', () => {
  it('lists each plugin with the variables it reads, saying which are set but never their values', async () => {
    const secret = 'mx-token-value-never-printed';
    const env = { ...childEnv({}), MARKETAUX_API_TOKEN: secret };
    const table = await runCli(['plugins'], env);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^KIND +ID +NAME +ENVIRONMENT\n/);
    expect(table.stdout).toContain('MARKETAUX_API_TOKEN (secret) [set], MARKETAUX_BASE_URL');

    const json = await runCli(['plugins', '--json'], env);
    const plugins = JSON.parse(json.stdout) as { id: string; settings: { name: string; secret: boolean; set: boolean }[] }[];
    expect(plugins.find((p) => p.id === 'marketaux')?.settings).toEqual([
      expect.objectContaining({ name: 'MARKETAUX_API_TOKEN', secret: true, set: true }),
      expect.objectContaining({ name: 'MARKETAUX_BASE_URL', secret: false, set: false }),
    ]);
    expect(table.stdout + json.stdout + table.stderr + json.stderr).not.toContain(secret);
  });

  it('counts a secret given as NAME_FILE as set only when the file can be read, failing on one that cannot', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aw-plugins-'));
    try {
      writeFileSync(join(dir, 'cryptopanic'), 'cp-token-from-file\n');
      const readable = await runCli(['plugins'], { ...childEnv({}), CRYPTOPANIC_AUTH_TOKEN_FILE: join(dir, 'cryptopanic') });
      expect(readable.code).toBe(0);
      expect(readable.stdout).toContain('CRYPTOPANIC_AUTH_TOKEN (secret) [set]');
      expect(readable.stdout + readable.stderr).not.toContain('cp-token-from-file');

      const missing = join(dir, 'missing');
      const table = await runCli(['plugins'], { ...childEnv({}), CRYPTOPANIC_AUTH_TOKEN_FILE: missing });
      expect(table.code).toBe(1);
      expect(table.stdout).toMatch(/CRYPTOPANIC_AUTH_TOKEN \(secret\)(?! \[set\])/);
      expect(table.stderr).toContain(`CRYPTOPANIC_AUTH_TOKEN_FILE: cannot read ${missing} (ENOENT)`);
      const json = await runCli(['plugins', '--json'], { ...childEnv({}), CRYPTOPANIC_AUTH_TOKEN_FILE: missing });
      const plugins = JSON.parse(json.stdout) as { id: string; settings: { name: string; set: boolean }[] }[];
      expect(plugins.find((p) => p.id === 'cryptopanic')?.settings).toContainEqual(expect.objectContaining({ name: 'CRYPTOPANIC_AUTH_TOKEN', set: false }));
      expect(json.code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
