import type { Command } from 'commander';
import type { FetchOutcome } from '../../server/ingestion/pipeline.js';
import { CliError } from '../errors.js';
import type { CliIo } from '../io.js';
import { parseId } from '../output.js';
import { withContext } from '../runtime.js';

interface FetchOptions {
  source?: string;
  json?: boolean;
}

function describe(outcome: FetchOutcome): string {
  const name = `${outcome.sourceName} (#${outcome.sourceId})`;
  if (outcome.error) return `✗ ${name}: ${outcome.error}`;
  if (outcome.notModified) return `✓ ${name}: not modified since the last fetch`;
  return `✓ ${name}: ${outcome.fetched} fetched, ${outcome.added} new`;
}

/** Fetches one source or every enabled one now, printing each outcome, and returns when all is stored. */
async function fetchSources(io: CliIo, options: FetchOptions): Promise<void> {
  const sourceId = options.source === undefined ? undefined : parseId(options.source, 'Source id');
  // With --json stdout carries one document at the end, so the progress lines stay out of it.
  const print = (outcome: FetchOutcome) => {
    if (!options.json) io.stdout.write(`${describe(outcome)}\n`);
  };
  const outcomes = await withContext(io, async (ctx) => {
    const { scheduler, sources, fullText } = ctx.services;
    let results: FetchOutcome[];
    if (sourceId === undefined) {
      results = await scheduler.fetchAll(print);
      if (results.length === 0 && !options.json) io.stdout.write('No enabled sources to fetch.\n');
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
  if (options.json) io.stdout.write(`${JSON.stringify({ outcomes, fetched: outcomes.length, added, failed }, null, 2)}\n`);
  else io.stdout.write(`${outcomes.length} source(s) fetched, ${added} new article(s), ${failed} failed\n`);
  // Exit code 1 with no more words: each failure is on stdout already.
  if (failed > 0) throw new CliError([]);
}

export function registerFetchCommand(program: Command, io: CliIo): void {
  program
    .command('fetch')
    .description('fetch news now from every enabled source, or from one, and wait until it is stored')
    .option('--source <id>', 'only this source (see the admin dashboard for ids)')
    .option('--json', 'print the outcomes as one JSON document instead of a line each')
    .action((options: FetchOptions) => fetchSources(io, options));
}
