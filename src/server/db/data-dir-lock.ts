import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readlinkSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: Holder, here: Pick<Holder, 'host' | 'pidNamespace'>) {
    // Where the pid means something, when that is not here: another host, or another container of this one.
    const where = holder.nonce === null ? '' : holder.host !== here.host ? ` on host ${holder.host}` : holder.pidNamespace !== here.pidNamespace ? ' in another container' : '';
    super(
      `The embedded database in ${dataDir} is in use by another AlphaWire process (pid ${holder.pid}${where}). ` +
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

/** How often a holder marks its lock as still held (the file's modification time). */
const HEARTBEAT_MS = 5_000;
/** A lock not marked for this long is a dead holder's, where its pid cannot be asked. */
export const STALE_MS = 15_000;
/** How often a lock that may be a dead holder's is looked at again. */
const RECHECK_MS = 250;

/**
 * Who holds a lock. A pid alone names a process only in its own PID namespace: in containers each
 * server and each one-off `docker run … alphawire` command is pid 1 of its own, and a pid-only
 * lock read "pid 1" as the reader itself, took it over and let two processes write one database.
 */
interface Holder {
  pid: number;
  /** The host (a container's own name) and PID namespace the pid means something in; null where unknown. */
  host: string | null;
  pidNamespace: string | null;
  /** This holding of the lock, so that a holder removes or marks only its own. */
  nonce: string | null;
}

function ownPidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's holder and when it was last marked, or null when there is no readable lock. Locks of earlier versions hold a bare pid. */
function readLock(path: string): { holder: Holder; markedAt: number } | null {
  try {
    const text = readFileSync(path, 'utf8');
    const markedAt = statSync(path).mtimeMs;
    if (/^\d+$/.test(text.trim())) return { holder: { pid: Number(text.trim()), host: null, pidNamespace: null, nonce: null }, markedAt };
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) ? { holder, markedAt } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's holder may still be running. In this host and PID namespace (or a lock of an
 * earlier version) its pid is asked, as before; our own pid is a lock this process left. Elsewhere
 * only its marks tell: a holder marks its lock every HEARTBEAT_MS, so one not marked for STALE_MS
 * is gone, and one marked while we look is alive.
 */
async function holderAlive(path: string, holder: Holder, markedAt: number, here: Pick<Holder, 'host' | 'pidNamespace'>): Promise<boolean> {
  const sameSpace = holder.nonce === null || (holder.host === here.host && holder.pidNamespace === here.pidNamespace);
  if (sameSpace) return holder.pid !== process.pid && isAlive(holder.pid);
  while (Date.now() - markedAt < STALE_MS) {
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS));
    const now = readLock(path);
    if (!now || now.holder.nonce !== holder.nonce) return false;
    if (now.markedAt !== markedAt) return true;
  }
  return false;
}

/**
 * Takes the one-process lock on an embedded data dir: PGlite admits a single process, and a second
 * one writing the same files would corrupt them. A lock left by a dead process is taken over: at
 * once when its pid can be asked, else once it has not been marked for STALE_MS (a server killed
 * in its container and started again in a new one waits that long). Returns the function that
 * releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw dataDirProblem(dataDir, error);
  }
  const path = join(dataDir, 'alphawire.lock');
  const me: Holder = { pid: process.pid, host: hostname(), pidNamespace: ownPidNamespace(), nonce: randomUUID() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return holdLock(path, me.nonce!);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const lock = readLock(path);
      if (lock && (await holderAlive(path, lock.holder, lock.markedAt, me))) throw new DataDirLockedError(dataDir, lock.holder, me);
      removeIfStill(path, lock?.holder.nonce ?? null, lock === null);
    }
  }
  throw new Error(`Could not lock ${path}`);
}

/** Removes the lock file if it is still the holding named (or, `unreadable`, still not a lock one can read). */
function removeIfStill(path: string, nonce: string | null, unreadable = false): void {
  const now = readLock(path);
  if (unreadable ? now === null : now?.holder.nonce === nonce) rmSync(path, { force: true });
}

/** Marks the lock while it is held; the release stops that and removes the lock if it is still ours. */
function holdLock(path: string, nonce: string): () => void {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      if (readLock(path)?.holder.nonce === nonce) utimesSync(path, now, now);
    } catch {
      // A mark missed is caught up by the next one.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return () => {
    clearInterval(heartbeat);
    removeIfStill(path, nonce);
  };
}
