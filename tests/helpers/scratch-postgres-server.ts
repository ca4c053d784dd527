import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder), which the test may stop and
 * start as an operator restarts one: the shared test server is never restarted. Needs PostgreSQL's
 * server programs (Debian's /usr/lib/postgresql/<n>/bin, or PG_BIN); as root they run as the
 * `postgres` user, since PostgreSQL refuses to run as root.
 */
export interface ScratchPostgresServer {
  /** postgres://… to the server's `postgres` database. */
  url: string;
  stop(): void;
  start(): void;
  dispose(): void;
}

function serverPrograms(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** Starts one on `port`, or answers null (with the reason) where this machine cannot run one. */
export function startScratchPostgres(port: number): ScratchPostgresServer | { unavailable: string } {
  const bin = serverPrograms();
  if (!bin) return { unavailable: 'no PostgreSQL server programs (set PG_BIN)' };
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'alphawire-pg-'));
  const run = (program: string, args: string[]) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] as const : [join(bin, program), args] as const;
    execFileSync(command[0], command[1], { stdio: 'pipe', timeout: 30_000 });
  };
  const data = join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  try {
    if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { unavailable: `could not start a PostgreSQL server: ${(error as Error).message.split('\n')[0]}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    dispose() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
