import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { waitForDatabase } from '../../../src/server/lifecycle/wait-for-database.js';
import { ADMIN_URL, TEST_DB } from '../../helpers/database.js';

describe.skipIf(TEST_DB !== 'postgres')('waiting for the database at start', () => {
  it('gives up at once, without a retry line, on an error no wait can cure', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const missing = new URL(ADMIN_URL);
    missing.pathname = '/alphawire_no_such_database';
    let unreachable = false;
    const waited = waitForDatabase({
      url: missing.toString(),
      logger,
      signal: new AbortController().signal,
      maxDelayMs: 10_000,
      onUnreachable: async () => void (unreachable = true),
    });
    await expect(waited).rejects.toThrow('database "alphawire_no_such_database" does not exist');
    expect(unreachable).toBe(false);
    expect(lines).toEqual([]);
  });
});
