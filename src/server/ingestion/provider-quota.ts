import { PROVIDER_TIERS } from '../../contracts/provider.js';
import { type RawItem, RateLimitedError } from '../../plugins/sdk/index.js';
import type { NewsApiQuotaRepository } from '../modules/news-api-quota/repository.js';
import type { SourceRow } from '../modules/sources/repository.js';
import type { ObservedRequest } from '../plugin-host/observe.js';

const MAX_PAGES = 20;

/** Seconds from `now` to the end of `day` (UTC, YYYY-MM-DD); 0 once it has ended, as its calls are then renewed. */
function secondsLeftOf(day: string, now: Date): number {
  const end = Date.parse(`${day}T00:00:00Z`) + 24 * 3_600_000;
  return Math.max(0, Math.ceil((end - now.getTime()) / 1000));
}

/** One fetch's share of a metered provider's daily calls. */
export interface MeteredFetch {
  /** Settings the provider's admin config adds: tier, languages, the category's endpoint, and `maxPages`, the calls reserved. */
  settings: Record<string, unknown>;
  /** Hands the plugin host each request the plugin sends, so the calls are counted as they really went. */
  observe?: (request: ObservedRequest) => void;
  /** The provider's poll interval, which governs its sources; null for an unmetered source. */
  pollIntervalMinutes: number | null;
  /** Settles the reservation with the calls really sent, logs them and the items' languages, and records the provider's health. */
  finish(items: readonly RawItem[], error: string | null): Promise<void>;
}

const UNMETERED: MeteredFetch = { settings: {}, pollIntervalMinutes: null, finish: async () => undefined };

function countLanguages(items: readonly RawItem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const language = typeof item.language === 'string' && item.language ? item.language : 'unknown';
    counts[language] = (counts[language] ?? 0) + 1;
  }
  return counts;
}

export type ProviderQuota = ReturnType<typeof createProviderQuota>;

function categoryOf(source: SourceRow): string {
  return typeof source.settings.category === 'string' ? source.settings.category : 'all';
}

function pagesWanted(source: SourceRow): number {
  const pages = Number(source.settings.maxPages ?? 1);
  return Number.isInteger(pages) ? Math.min(MAX_PAGES, Math.max(1, pages)) : 1;
}

/**
 * Daily call accounting for metered news APIs (plugins that declare it). A fetch reserves its calls
 * before it starts (at most what is left today, under a lock, so concurrent fetches never pass the
 * tier's limit), may send only that many, and gives back what it did not use.
 */
export function createProviderQuota(repository: NewsApiQuotaRepository, isMetered: (pluginId: string) => boolean, now: () => Date) {
  return {
    async begin(source: SourceRow): Promise<MeteredFetch> {
      if (!isMetered(source.plugin)) return UNMETERED;
      const provider = source.plugin;
      const config = await repository.config(provider);
      const tier = PROVIDER_TIERS[config.tier];
      const category = categoryOf(source);
      // The database judged the day; the wait and the settling follow that day, not a later clock
      // reading, which past midnight would wait a whole day more or give calls back to the next day.
      const { reserved, usedBefore, day } = await repository.reserveCalls(provider, category, pagesWanted(source), tier.maxCallsPerDay);
      if (reserved === 0) {
        const message = `Daily API call limit of the ${tier.name} tier reached (${usedBefore} of ${tier.maxCallsPerDay} calls today)`;
        await repository.setHealth(provider, message);
        throw new RateLimitedError(message, secondsLeftOf(day, now()));
      }
      const endpoint = category === 'all' ? undefined : config.endpoint_templates[category];
      const sent: ObservedRequest[] = [];
      return {
        settings: { tier: config.tier, languages: config.enabled_languages, maxPages: reserved, ...(endpoint ? { endpoint } : {}) },
        observe: (request) => sent.push(request),
        pollIntervalMinutes: config.poll_interval_minutes,
        async finish(items, error) {
          const unused = reserved - sent.length;
          if (unused !== 0 || items.length > 0) await repository.addCalls(provider, day, category, -unused, items.length);
          await repository.addLanguages(provider, day, countLanguages(items));
          await repository.logCalls(
            provider,
            sent.map((r) => ({ category, ok: r.status !== null && r.status >= 200 && r.status < 300, httpStatus: r.status, durationMs: r.durationMs })),
          );
          // A fetch that failed before any call (its settings refused, the token unset) says nothing
          // of the API: the source row keeps that error, and the card would keep showing it after
          // the token is set, until the next call.
          if (sent.length > 0 || error === null) await repository.setHealth(provider, error);
        },
      };
    },
  };
}
