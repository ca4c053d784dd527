import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockDataDir, STALE_MS } from '../../src/server/db/data-dir-lock.js';

// The embedded database's one-process lock (src/server/db/data-dir-lock.ts), as containers meet
// it: a server and a one-off command each in a PID namespace of their own, both pid 1.
let dataDir: string;
const lockFile = () => join(dataDir, 'alphawire.lock');
/** A lock as a process in another container writes it. */
const elsewhere = (pid: number) => JSON.stringify({ pid, host: 'another-container', pidNamespace: 'pid:[4026532999]', nonce: 'their-holding' });
const markedAgo = (ms: number) => {
  const then = new Date(Date.now() - ms);
  utimesSync(lockFile(), then, then);
};

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'alphawire-lock-'));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the data dir lock', () => {
  it('refuses a holder in another PID namespace that still marks its lock, even one with our own pid', async () => {
    writeFileSync(lockFile(), elsewhere(process.pid));
    // The other server marks its lock every few seconds: here, while this one looks.
    const marking = setInterval(() => markedAgo(0), 100);
    try {
      await expect(lockDataDir(dataDir)).rejects.toThrow(`is in use by another AlphaWire process (pid ${process.pid} on host another-container)`);
    } finally {
      clearInterval(marking);
    }
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ nonce: 'their-holding' });
  });

  it('takes over the lock of a holder elsewhere that has not marked it for a while (killed with its container)', async () => {
    writeFileSync(lockFile(), elsewhere(1));
    markedAgo(STALE_MS + 1_000);
    const release = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(() => statSync(lockFile())).toThrow();
  });

  it('marks its lock while held, and leaves a lock that is no longer its own when released', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const release = await lockDataDir(dataDir);
    markedAgo(60_000);
    vi.advanceTimersByTime(5_000);
    expect(Date.now() - statSync(lockFile()).mtimeMs).toBeLessThan(2_000);
    // Taken over meanwhile (this process was thought dead): the release leaves the new holder's lock.
    writeFileSync(lockFile(), elsewhere(4242));
    release();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: 4242 });
  });

  it('reads the bare pid of an earlier version’s lock: a live process holds it, a dead one does not', async () => {
    writeFileSync(lockFile(), String(process.ppid));
    await expect(lockDataDir(dataDir)).rejects.toThrow(`(pid ${process.ppid}). Stop that process first`);
    writeFileSync(lockFile(), '2147483646');
    const release = await lockDataDir(dataDir);
    release();
  });
});
