import type { Command } from 'commander';
import { CliError, UsageError } from '../errors.js';
import type { CliIo } from '../io.js';
import { parseId } from '../output.js';
import { withContext } from '../runtime.js';

interface EnrichOptions {
  all?: boolean;
  id?: string;
}

/** Runs enrichment now: pending articles, every article (--all) or one (--id). */
async function enrich(io: CliIo, options: EnrichOptions): Promise<void> {
  if (options.all && options.id !== undefined) throw new UsageError(['Use either --all or --id, not both']);
  const id = options.id === undefined ? undefined : parseId(options.id, 'Article id');
  await withContext(io, async (ctx) => {
    const { enrichment } = ctx.services;
    if (id !== undefined) {
      if (!(await enrichment.enrichNow(id))) throw new CliError([`No article with id ${id}`]);
      io.stdout.write(`Enriched article ${id}\n`);
      return;
    }
    const done = await enrichment.enrichAll(!options.all, (count) => io.stdout.write(`… ${count} enriched\n`));
    io.stdout.write(`${done} article(s) enriched\n`);
  });
}

export function registerEnrichCommand(program: Command, io: CliIo): void {
  program
    .command('enrich')
    .description('score, summarise and draft tweets now: for pending articles, or --all, or one --id')
    .option('--all', 'every article, not only those still pending')
    .option('--id <id>', 'only this article')
    .action((options: EnrichOptions) => enrich(io, options));
}
