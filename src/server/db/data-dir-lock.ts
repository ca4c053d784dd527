import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another AlphaWire process (pid ${pid}). ` +
        'Stop that process first, or set DATABASE_URL to a PostgreSQL server so that several processes can share it.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** DATA_DIR cannot hold the embedded database: said for the operator, without a stack. */
export class DataDirUnusableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirUnusableError';
  }
}

/** A file-system error met in DATA_DIR, said for the operator when it is theirs to fix (a file, no permission); others as they are. */
export function dataDirProblem(dataDir: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EEXIST' || code === 'ENOTDIR') return new DataDirUnusableError(`DATA_DIR ${dataDir} is a file, not a folder: point DATA_DIR at a folder for AlphaWire's data`);
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return new DataDirUnusableError(`DATA_DIR ${dataDir} cannot be created or written (${code}): point DATA_DIR at a folder this user can write`);
  return error;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the one-process lock on an embedded data dir: PGlite admits a single process, and a second
 * one writing the same files would corrupt them. A lock left by a dead process is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw dataDirProblem(dataDir, error);
  }
  const path = join(dataDir, 'alphawire.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${path}`);
}
