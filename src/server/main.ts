import { ConfigError, loadConfig } from './config.js';
import { createContext } from './context.js';
import { startControlSocket } from './control/control-socket.js';
import { restoreBackup, writeBackup } from './db/backup.js';
import { DataDirLockedError, DataDirUnusableError } from './db/data-dir-lock.js';
import { ensureFirstAdmin } from './first-admin.js';
import { exitIfStopHangs, prepareHttpStop } from './lifecycle/graceful-stop.js';
import { holdPortUntilDatabase } from './lifecycle/hold-port-until-database.js';
import { DatabaseRefusedError } from './lifecycle/wait-for-database.js';
import { createLogger } from './logger.js';
import { startRoleWork } from './roles.js';
import { createServer } from './server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, process.stdout, config.LOG_FORMAT);
  const handOverPort = await holdPortUntilDatabase(config, logger);
  const ctx = await createContext(config, logger);
  try {
    await ensureFirstAdmin(config, ctx.services.accounts, logger);
  } catch (error) {
    await ctx.close();
    throw error;
  }
  const server = await createServer(ctx);
  const httpStop = prepareHttpStop(server, { drainMs: config.SHUTDOWN_DRAIN_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS, logger });
  let closeControl = async () => {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    exitIfStopHangs(config.SHUTDOWN_TIMEOUT_MS, logger);
    await httpStop.stop();
    await closeControl();
    await ctx.close();
    logger.info('stopped');
    process.exit(0);
  };
  // Before the port opens: a signal sent as soon as /healthz answers must find its handler.
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Everything but the listening is done first, so the port goes unanswered for as short as can be.
  try {
    await server.initialize();
    handOverPort();
    await server.start();
  } catch (error) {
    // A port taken (EADDRINUSE): the database is closed, its data dir's lock released, before the exit says why.
    await ctx.close();
    throw error;
  }
  logger.info({ url: config.PUBLIC_URL, listening: server.info.uri, database: ctx.db.kind }, 'AlphaWire is up');
  // The CLI cannot open the embedded database while this process holds it: it asks through this.
  if (ctx.db.kind === 'pglite') {
    closeControl = await startControlSocket(config.DATA_DIR, {
      backup: (file) => writeBackup(ctx.knex, file),
      restore: (file, force) => restoreBackup(ctx.knex, file, { force }),
    }, logger);
  }
  // Jobs start once a stop is possible: a signal during their start-up still shuts down cleanly.
  try {
    if (!stopping) await startRoleWork(ctx);
  } catch (error) {
    // A stop closed the database under the jobs' start (seeding, the first tick): the stop is in
    // charge of the exit, not a start-up failure.
    if (!stopping) throw error;
  }
}

/** An error of the machine or the database (a port taken, a database missing, a role refused): it carries a code. */
const hasCode = (error: unknown): error is Error & { code: string } => error instanceof Error && typeof (error as { code?: unknown }).code === 'string';

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirUnusableError || error instanceof DatabaseRefusedError) {
    console.error(error.message);
  } else if (hasCode(error)) {
    // The operator's to fix, said in one line; a stack is for our own mistakes.
    console.error(`AlphaWire failed to start: ${error.message} (${error.code})`);
  } else {
    console.error('AlphaWire failed to start:', error);
  }
  process.exit(1);
});
