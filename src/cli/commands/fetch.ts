import type { Command } from 'commander';
import type { FetchOutcome } from '../../server/ingestion/pipeline.js';
import { CliError } from '../errors.js';
import { withContext } from '../runtime.js';

function describe(outcome: FetchOutcome): string {
  const name = `${outcome.sourceName} (#${outcome.sourceId})`;
  if (outcome.error) return `✗ ${name}: ${outcome.error}`;
  if (outcome.notModified) return `✓ ${name}: not modified since the last fetch`;
  return `✓ ${name}: ${outcome.fetched} fetched, ${outcome.added} new`;
}

function parseSourceId(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new CliError([`--source takes a source id (a positive whole number), not '${value}'`]);
  return id;
}

/** Fetches one source or every enabled one now, printing each outcome, and returns when all is stored. */
async function fetchSources(options: { source?: string }): Promise<void> {
  const sourceId = parseSourceId(options.source);
  const outcomes = await withContext(async (ctx) => {
    const { scheduler, sources, fullText } = ctx.services;
    const print = (outcome: FetchOutcome) => process.stdout.write(`${describe(outcome)}\n`);
    let results: FetchOutcome[];
    if (sourceId === undefined) {
      results = await scheduler.fetchAll(print);
      if (results.length === 0) process.stdout.write('No enabled sources to fetch.\n');
    } else {
      if (!(await sources.list()).some((s) => s.id === sourceId)) throw new CliError([`No source with id ${sourceId}`]);
      const outcome = await scheduler.fetchNow(sourceId);
      if (!outcome) throw new CliError([`Source ${sourceId} is being fetched by another process right now; try again in a moment`]);
      print(outcome);
      results = [outcome];
    }
    // Full text first: a read page queues its article for enrichment.
    await fullText.onIdle();
    await ctx.services.enrichment.onIdle();
    return results;
  });
  const added = outcomes.reduce((sum, o) => sum + o.added, 0);
  const failed = outcomes.filter((o) => o.error).length;
  process.stdout.write(`${outcomes.length} source(s) fetched, ${added} new article(s), ${failed} failed\n`);
  if (failed > 0) process.exitCode = 1;
}

export function registerFetchCommand(program: Command): void {
  program
    .command('fetch')
    .description('fetch news now from every enabled source, or from one, and wait until it is stored')
    .option('--source <id>', 'only this source (see the admin dashboard for ids)')
    .action(fetchSources);
}
