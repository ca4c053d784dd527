import type { Command } from 'commander';
import { loadConfig } from '../../server/config.js';
import type { CliIo } from '../io.js';
import { createCliLogger } from '../runtime.js';
import { formatTable } from '../table.js';

interface Options {
  json?: boolean;
}

/** The installed plugins and the environment variables each reads; a secret's value is never shown. */
async function listPlugins(io: CliIo, options: Options): Promise<void> {
  const config = loadConfig(io.env);
  const { loadPlugins } = await import('../../server/plugin-host/load.js');
  const plugins = await loadPlugins(config, createCliLogger(io));
  const rows = plugins.map((plugin) => ({
    kind: plugin.kind,
    id: plugin.id,
    name: plugin.displayName,
    settings: (plugin.env ?? []).map((s) => ({ name: s.name, secret: s.secret === true, set: config.env[s.name] !== undefined || config.env[`${s.name}_FILE`] !== undefined, description: s.description })),
  }));
  if (options.json) {
    io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  const settingsOf = (row: (typeof rows)[number]) =>
    row.settings.map((s) => `${s.name}${s.secret ? ' (secret)' : ''}${s.set ? ' [set]' : ''}`).join(', ') || '-';
  io.stdout.write(formatTable(['KIND', 'ID', 'NAME', 'ENVIRONMENT'], rows.map((row) => [row.kind, row.id, row.name, settingsOf(row)])));
}

/** `plugins`: what this installation can run and how each plugin is configured. */
export function registerPluginsCommand(program: Command, io: CliIo): void {
  program
    .command('plugins')
    .description('list the installed plugins and the environment variables each reads (values of secrets are never shown)')
    .option('--json', 'print JSON instead of a table')
    .action((options: Options) => listPlugins(io, options));
}
