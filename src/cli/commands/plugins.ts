import type { Command } from 'commander';
import { ConfigError, loadConfig } from '../../server/config.js';
import { pluginSecretNames } from '../../server/plugin-host/env-settings.js';
import { readSecretFiles } from '../../server/secret-files.js';
import type { CliIo } from '../io.js';
import { createCliLogger } from '../runtime.js';
import { formatTable } from '../table.js';

interface Options {
  json?: boolean;
}

/**
 * The installed plugins and the environment variables each reads; a secret's value is never shown.
 * A secret given as NAME_FILE counts as set only when the file can be read, as at start-up, and one
 * that cannot fails the command after the list, naming the file.
 */
async function listPlugins(io: CliIo, options: Options): Promise<void> {
  const config = loadConfig(io.env);
  const { loadPlugins } = await import('../../server/plugin-host/load.js');
  const plugins = await loadPlugins(config, createCliLogger(io));
  const secrets = readSecretFiles(config.env, pluginSecretNames(plugins));
  const rows = plugins.map((plugin) => ({
    kind: plugin.kind,
    id: plugin.id,
    name: plugin.displayName,
    settings: (plugin.env ?? []).map((s) => ({ name: s.name, secret: s.secret === true, set: secrets.env[s.name] !== undefined, description: s.description })),
  }));
  if (options.json) {
    io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
    const settingsOf = (row: (typeof rows)[number]) =>
      row.settings.map((s) => `${s.name}${s.secret ? ' (secret)' : ''}${s.set ? ' [set]' : ''}`).join(', ') || '-';
    io.stdout.write(formatTable(['KIND', 'ID', 'NAME', 'ENVIRONMENT'], rows.map((row) => [row.kind, row.id, row.name, settingsOf(row)])));
  }
  if (secrets.problems.length > 0) throw new ConfigError(secrets.problems);
}

/** `plugins`: what this installation can run and how each plugin is configured. */
export function registerPluginsCommand(program: Command, io: CliIo): void {
  program
    .command('plugins')
    .description('list the installed plugins and the environment variables each reads (values of secrets are never shown)')
    .option('--json', 'print JSON instead of a table')
    .action((options: Options) => listPlugins(io, options));
}
