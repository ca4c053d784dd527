import { Command, CommanderError } from 'commander';
import { APP_VERSION } from '../server/version.js';
import { registerAuditCommands } from './commands/audit.js';
import { registerDbCommands } from './commands/db.js';
import { registerDemoCommand } from './commands/demo.js';
import { registerEnrichCommand } from './commands/enrich.js';
import { registerFetchCommand } from './commands/fetch.js';
import { registerPluginsCommand } from './commands/plugins.js';
import { registerProviderCommands } from './commands/provider.js';
import { registerSecretsCommands } from './commands/secrets.js';
import { registerSourcesCommands } from './commands/sources.js';
import { registerUsersCommands } from './commands/users.js';
import { EXIT, exitCodeOf, reportError } from './errors.js';
import type { CliIo } from './io.js';

/** The alphawire program: one group of commands per file under commands/, all writing to `io`. */
export function createProgram(io: CliIo): Command {
  const program = new Command('alphawire')
    .description('Run AlphaWire from the shell: uses DATABASE_URL, or the embedded database in DATA_DIR (default ./data)')
    .version(APP_VERSION)
    .showHelpAfterError('(add --help for usage)')
    // Set before the commands are added, which inherit both: help and refusals go to io, and
    // Commander throws instead of calling process.exit.
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) })
    .exitOverride();
  registerDbCommands(program, io);
  registerUsersCommands(program, io);
  registerFetchCommand(program, io);
  registerDemoCommand(program, io);
  registerEnrichCommand(program, io);
  registerPluginsCommand(program, io);
  registerSecretsCommands(program, io);
  registerSourcesCommands(program, io);
  registerProviderCommands(program, io);
  registerAuditCommands(program, io);
  return program;
}

/** Runs one command line (the arguments after `alphawire`) and returns its exit code: 0 done, 1 failed, 2 bad usage. */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  try {
    await createProgram(io).parseAsync(args, { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    // Commander has printed its message (or the help or version, which end with code 0).
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    reportError(error, io.stderr);
    return exitCodeOf(error);
  }
}
