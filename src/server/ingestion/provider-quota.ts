import { PROVIDER_TIERS } from '../../contracts/provider.js';
import { RateLimitedError } from '../../plugins/sdk/index.js';
import type { NewsApiQuotaRepository } from '../modules/news-api-quota/repository.js';
import type { SourceRow } from '../modules/sources/repository.js';

function secondsToUtcMidnight(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((midnight - now.getTime()) / 1000);
}

export type ProviderQuota = ReturnType<typeof createProviderQuota>;

/** Daily call accounting for metered news APIs (plugins that declare it): refuses a fetch once today's allowance is spent. */
export function createProviderQuota(repository: NewsApiQuotaRepository, isMetered: (pluginId: string) => boolean, now: () => Date) {
  return {
    /** Settings the provider's admin config adds (the tier); throws when today's calls are used up. */
    async beforeFetch(source: SourceRow): Promise<Record<string, unknown>> {
      if (!isMetered(source.plugin)) return {};
      const config = await repository.config(source.plugin);
      const tier = PROVIDER_TIERS[config.tier];
      const calls = await repository.callsToday(source.plugin);
      if (calls >= tier.maxCallsPerDay) {
        throw new RateLimitedError(
          `Daily API call limit of the ${tier.name} tier reached (${calls} of ${tier.maxCallsPerDay} calls today)`,
          secondsToUtcMidnight(now()),
        );
      }
      return { tier: config.tier, languages: config.enabled_languages };
    },

    /** Counts a fetch's calls and records whether the provider worked. */
    async afterFetch(source: SourceRow, calls: number, articles: number, error: string | null): Promise<void> {
      if (!isMetered(source.plugin)) return;
      const category = typeof source.settings.category === 'string' ? source.settings.category : 'all';
      if (calls > 0) await repository.addCalls(source.plugin, category, calls, articles);
      await repository.setHealth(source.plugin, error);
    },
  };
}
