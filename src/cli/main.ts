import { Command, CommanderError } from 'commander';
import { APP_VERSION } from '../server/version.js';
import { registerDbCommands } from './commands/db.js';
import { registerDemoCommand } from './commands/demo.js';
import { registerEnrichCommand } from './commands/enrich.js';
import { registerFetchCommand } from './commands/fetch.js';
import { registerPluginsCommand } from './commands/plugins.js';
import { registerUsersCommands } from './commands/users.js';
import { registerSecretsCommands } from './commands/secrets.js';
import { registerSourcesCommands } from './commands/sources.js';
import { registerProviderCommands } from './commands/provider.js';
import { registerAuditCommands } from './commands/audit.js';
import { EXIT, exitCodeOf, reportError } from './errors.js';

/** The alphawire program: one group of commands per file under commands/. */
export function createProgram(): Command {
  const program = new Command('alphawire')
    .description('Run AlphaWire from the shell: uses DATABASE_URL, or the embedded database in DATA_DIR (default ./data)')
    .version(APP_VERSION)
    .showHelpAfterError('(add --help for usage)')
    // Commander's own refusals (unknown option, missing argument, bad choice) end with exit code 2.
    .exitOverride();
  registerDbCommands(program);
  registerUsersCommands(program);
  registerFetchCommand(program);
  registerDemoCommand(program);
  registerEnrichCommand(program);
  registerPluginsCommand(program);
  registerSecretsCommands(program);
  registerSourcesCommands(program);
  registerProviderCommands(program);
  registerAuditCommands(program);
  return program;
}

try {
  await createProgram().parseAsync();
} catch (error) {
  // exitCode rather than exit(): stdout and stderr finish writing first.
  if (error instanceof CommanderError) {
    // Commander has printed its message (or the help or version, which end with code 0).
    process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  } else {
    reportError(error);
    process.exitCode = exitCodeOf(error);
  }
}
