import type { Command } from 'commander';
import { languageConfigPayloadSchema, pollingConfigPayloadSchema, tierUpdatePayloadSchema } from '../../contracts/admin-provider.js';
import { writeListing, parseWith } from '../output.js';
import type { CliIo } from '../io.js';
import { withContext } from '../runtime.js';

async function showTier(io: CliIo, options: { json?: boolean }): Promise<void> {
  const status = await withContext(io, (ctx) => ctx.services.providerAdmin.status());
  writeListing(io.stdout, options.json, status, () => {
    const { tier } = status;
    return [
      `Tier:            ${tier.name} (${tier.limit} articles per call, ${tier.maxCallsPerDay} calls per day)`,
      `API calls today: ${status.dailyCalls} of ${tier.maxCallsPerDay}`,
      `Poll interval:   ${tier.pollIntervalMinutes} minutes`,
      `Categorized:     ${status.categorizedEnabled ? 'enabled' : 'disabled'} (estimated ${status.estimatedDailyCalls} calls per day)`,
      `Status:          ${status.isApiWorking ? 'Working' : `Error: ${status.lastError ?? 'unknown'}`}`,
      '',
    ].join('\n');
  });
}

async function setTier(io: CliIo, tierKey: string): Promise<void> {
  const payload = parseWith(tierUpdatePayloadSchema, { tierKey });
  const result = await withContext(io, (ctx) => ctx.services.providerAdmin.setTier(payload.tierKey, null));
  io.stdout.write(`${result.message}\n`);
}

async function setPolling(io: CliIo, minutes: string): Promise<void> {
  // Digits only, as ids are read: Number() also took "1e1" as 10 and "0x1e" as 30.
  const payload = parseWith(pollingConfigPayloadSchema, { intervalMinutes: /^\d+$/.test(minutes) ? Number(minutes) : Number.NaN });
  const result = await withContext(io, (ctx) => ctx.services.providerAdmin.setPollInterval(payload.intervalMinutes, null));
  io.stdout.write(`${result.message}\n`);
}

async function setLanguages(io: CliIo, codes: string[]): Promise<void> {
  const payload = parseWith(languageConfigPayloadSchema, { enabled_languages: codes.flatMap((c) => c.split(',')).filter(Boolean) });
  const result = await withContext(io, (ctx) => ctx.services.providerAdmin.setLanguages(payload.enabled_languages, null));
  io.stdout.write(`${result.message}\n`);
}

/** `tier`, `polling` and `languages`: the news provider's (Marketaux) settings, as on the admin tab. */
export function registerProviderCommands(program: Command, io: CliIo): void {
  const tier = program.command('tier').description("the news provider's plan (Marketaux)");
  tier.command('show').description('tier, calls today, poll interval and status').option('--json', 'print JSON').action((options: { json?: boolean }) => showTier(io, options));
  tier.command('set').description('set the tier: free, basic, pro or enterprise').argument('<tier>', 'free, basic, pro or enterprise').action((tierKey: string) => setTier(io, tierKey));
  program
    .command('polling')
    .description("the news provider's poll interval")
    .command('set')
    .description('set the poll interval: 1, 2, 5, 10, 15, 30 or 60 minutes')
    .argument('<minutes>', 'minutes between polls')
    .action((minutes: string) => setPolling(io, minutes));
  program
    .command('languages')
    .description("the news provider's languages")
    .command('set')
    .description('set the languages fetched, e.g. en es fr (at least one)')
    .argument('[codes...]', 'ISO 639-1 codes')
    .action((codes: string[]) => setLanguages(io, codes));
}
