import type { Command } from 'commander';
import { SAMPLE_FEEDS } from '../../plugins/sources/sample/index.js';
import type { AppContext } from '../../server/context.js';
import type { CliIo } from '../io.js';
import { withContext } from '../runtime.js';

/**
 * Adds the bundled sample feeds and fetches them (and sample quotes), so a fresh install has
 * content without a network, and pauses the internet feeds this machine cannot reach; says each
 * step's outcome through `say`. The browser tests load the demo through this too.
 */
export async function loadDemo(ctx: AppContext, say: (line: string) => void): Promise<void> {
  const sources = await ctx.services.sources.addSampleSources(SAMPLE_FEEDS);
  for (const source of sources) {
    const outcome = await ctx.services.scheduler.fetchNow(source.id);
    say(outcome?.error ? `✗ ${source.name}: ${outcome.error}` : `✓ ${source.name}: ${outcome?.added ?? 0} new articles`);
  }
  await ctx.services.fullText.onIdle();
  await ctx.services.enrichment.onIdle();
  await pauseUnreachableFeeds(ctx, say);
  await refreshSampleQuotes(ctx, say);
}

// The default feeds a first `npm start` added would otherwise fail every poll of an offline demo,
// filling the log and the Sources tab: they are paused, and said so once, with the way back.
async function pauseUnreachableFeeds(ctx: AppContext, say: (line: string) => void): Promise<void> {
  const paused = await ctx.services.sources.pauseUnreachable();
  if (paused.length === 0) return;
  const ids = paused.map(({ source }) => source.id).join(' ');
  say(
    `- Paused ${paused.length} internet feed(s) this machine cannot reach (${paused[0]!.reason}${paused.length > 1 ? ', …' : ''}). ` +
      `Once online, turn them on in Admin → Sources, or run: npx alphawire sources enable <id> (ids ${ids})`,
  );
}

// Only with MARKET_PROVIDERS=sample (as `npm run demo` sets it): the server started after the demo
// refreshes with the same provider, so the sample figures stay; live quotes come from the server.
async function refreshSampleQuotes(ctx: AppContext, say: (line: string) => void): Promise<void> {
  if (ctx.config.MARKET_PROVIDERS !== 'sample') {
    say('- Market quotes: live providers (MARKET_PROVIDERS=live), fetched by the server once it runs');
    return;
  }
  const outcome = await ctx.services.market.refresh();
  say(`✓ Market quotes: ${outcome.priced} of ${outcome.total} sample quotes`);
}

export function registerDemoCommand(program: Command, io: CliIo): void {
  program
    .command('demo')
    .description('add the bundled sample news sources and fetch them (works offline)')
    .action(() => withContext(io, (ctx) => loadDemo(ctx, (line) => io.stdout.write(`${line}\n`))));
}
