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

  it('counts a secret given as NAME_FILE as set', async () => {
    const table = await runCli(['plugins'], { ...childEnv({}), CRYPTOPANIC_AUTH_TOKEN_FILE: '/run/secrets/cryptopanic' });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('CRYPTOPANIC_AUTH_TOKEN (secret) [set]');
  });
});
