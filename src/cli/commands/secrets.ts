import type { Command } from 'commander';
import { resealTable } from '../../server/crypto/rotate-repository.js';
import { SEALED_TABLES } from '../../server/crypto/sealed-columns.js';
import { CliError } from '../errors.js';
import type { CliIo } from '../io.js';
import { withContext } from '../runtime.js';

/** Re-seals every stored secret under the current APP_SECRET's key. */
async function rotate(io: CliIo): Promise<void> {
  const reports = await withContext(io, async (ctx) => {
    const done = [];
    for (const table of SEALED_TABLES) done.push(await resealTable(ctx.knex, ctx.secretBox, table));
    return { keyId: ctx.secretBox.keyId, done };
  });
  for (const r of reports.done) io.stdout.write(`${r.table}: ${r.resealed} row(s) re-sealed under key ${reports.keyId}\n`);
  const unreadable = reports.done.flatMap((r) => r.unreadable.map((key) => `${r.table} ${key}: sealed with a key that is neither APP_SECRET nor in PREVIOUS_APP_SECRETS`));
  if (unreadable.length > 0) throw new CliError(unreadable);
  io.stdout.write('Every sealed value now opens with APP_SECRET alone: PREVIOUS_APP_SECRETS can be removed.\n');
}

export function registerSecretsCommands(program: Command, io: CliIo): void {
  const secrets = program.command('secrets').description('stored secrets (X credentials and tokens, two-factor keys)');
  secrets
    .command('rotate')
    .description('re-seal every stored secret under the current APP_SECRET (list the old one in PREVIOUS_APP_SECRETS first)')
    .action(() => rotate(io));
}
