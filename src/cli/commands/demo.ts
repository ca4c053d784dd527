import type { Command } from 'commander';
import { SAMPLE_FEEDS } from '../../plugins/sources/sample/index.js';
import { withContext } from '../runtime.js';

/** Adds the bundled sample feeds and fetches them, so a fresh install has news without a network. */
async function setUpDemo(): Promise<void> {
  await withContext(async (ctx) => {
    const sources = await ctx.services.sources.addSampleSources(SAMPLE_FEEDS);
    for (const source of sources) {
      const outcome = await ctx.services.scheduler.fetchNow(source.id);
      const line = outcome?.error ? `✗ ${source.name}: ${outcome.error}` : `✓ ${source.name}: ${outcome?.added ?? 0} new articles`;
      process.stdout.write(`${line}\n`);
    }
    await ctx.services.fullText.onIdle();
    await ctx.services.enrichment.onIdle();
  });
}

export function registerDemoCommand(program: Command): void {
  program.command('demo').description('add the bundled sample news sources and fetch them (works offline)').action(setUpDemo);
}
