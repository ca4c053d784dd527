import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirProblem } from './db/data-dir-lock.js';

/**
 * Returns APP_SECRET when configured; otherwise the secret kept in DATA_DIR, made on first start
 * so that sessions and encrypted credentials survive a restart.
 */
export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, 'app-secret');
  // The first thing a start does in DATA_DIR: a folder it cannot use is said as the lock says it (a file, no permission).
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw dataDirProblem(dataDir, error);
  }
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw dataDirProblem(dataDir, error);
  }
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process starting on the same folder made it first: theirs is the one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8').trim();
    throw dataDirProblem(dataDir, error);
  }
}
