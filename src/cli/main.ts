import { Command } from 'commander';
import { APP_VERSION } from '../server/version.js';
import { registerDbCommands } from './commands/db.js';
import { registerDemoCommand } from './commands/demo.js';
import { registerEnrichCommand } from './commands/enrich.js';
import { registerFetchCommand } from './commands/fetch.js';
import { registerPluginsCommand } from './commands/plugins.js';
import { registerUsersCommands } from './commands/users.js';
import { registerSecretsCommands } from './commands/secrets.js';
import { reportError } from './errors.js';

/** The alphawire program: one group of commands per file under commands/. */
export function createProgram(): Command {
  const program = new Command('alphawire')
    .description('Run AlphaWire from the shell: uses DATABASE_URL, or the embedded database in DATA_DIR (default ./data)')
    .version(APP_VERSION)
    .showHelpAfterError('(add --help for usage)');
  registerDbCommands(program);
  registerUsersCommands(program);
  registerFetchCommand(program);
  registerDemoCommand(program);
  registerEnrichCommand(program);
  registerPluginsCommand(program);
  registerSecretsCommands(program);
  return program;
}

try {
  await createProgram().parseAsync();
} catch (error) {
  reportError(error);
  // exitCode rather than exit(): stdout and stderr finish writing first.
  process.exitCode = 1;
}
