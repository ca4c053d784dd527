import { isDeepStrictEqual } from 'node:util';
import type {
  ActionResult,
  CategoryStats,
  EndpointsView,
  LanguageConfig,
  ProviderStatistics,
  ProviderStatus,
  TierStatus,
} from '../../../contracts/admin-provider.js';
import { DEFAULT_ENDPOINT_TEMPLATES } from '../../../contracts/admin-provider.js';
import {
  AVAILABLE_LANGUAGES,
  estimatedDailyCalls,
  NEWS_CATEGORIES,
  type NewsCategoryId,
  PROVIDER_TIERS,
  type TierKey,
} from '../../../contracts/provider.js';
import type { Transact } from '../../db/repositories.js';
import { BadRequestError } from '../../errors.js';
import type { PluginHost } from '../../plugin-host/host.js';
import type { AuditRepository } from '../audit/repository.js';
import type { NewsApiQuotaRepository, ProviderConfigChange, ProviderConfigRow } from '../news-api-quota/repository.js';
import type { SourceRow, SourcesRepository } from '../sources/repository.js';
import type { ProviderStatsRepository } from './repository.js';

/** The news provider this tab manages (docs/product.md#the-provider-paths-say-marketaux). */
export const PROVIDER = 'marketaux';
const PROVIDER_NAME = 'Marketaux';
const PUBLIC_BASE_URL = 'https://api.marketaux.com';

interface Deps {
  quota: NewsApiQuotaRepository;
  stats: ProviderStatsRepository;
  sources: SourcesRepository;
  /** For the look for a category's source and its making as one step, under its URL's lock. */
  transact: Transact;
  audit: AuditRepository;
  plugins: PluginHost;
  /** Asks for a fetch of this source as soon as possible (scheduler). */
  fetchSoon: (sourceId: number) => Promise<void>;
}

const round = (n: number | null, digits = 1) => (n === null ? null : Number(n.toFixed(digits)));

function categoryOf(source: SourceRow): string | null {
  return typeof source.settings.category === 'string' ? source.settings.category : null;
}

export interface ProviderAdminService {
  tierStatus(): Promise<TierStatus>;
  status(): Promise<ProviderStatus>;
  setTier(tier: TierKey, actorUserId: number | null): Promise<ActionResult>;
  setPollInterval(minutes: number, actorUserId: number | null): Promise<ActionResult>;
  languageConfig(): Promise<LanguageConfig>;
  setLanguages(codes: string[], actorUserId: number | null): Promise<ActionResult>;
  endpoints(): Promise<EndpointsView>;
  /** Saves templates; an empty one (or one equal to the default) goes back to the default. */
  setEndpoints(endpoints: Partial<Record<NewsCategoryId, string>>, actorUserId: number | null): Promise<ActionResult>;
  categoryStats(): Promise<CategoryStats>;
  /** Turns the five category sources on or off (made on first use), fetching them at once when on. */
  setCategorized(enabled: boolean, actorUserId: number | null): Promise<ActionResult>;
  refreshCategories(actorUserId: number | null): Promise<ActionResult>;
  manualFetch(actorUserId: number | null): Promise<ActionResult>;
  statistics(days: number): Promise<ProviderStatistics>;
}

/** The news-provider (Marketaux) tab: tier, polling, languages, endpoints, the categorized service, statistics. */
export function createProviderAdminService(deps: Deps): ProviderAdminService {
  const installed = () => deps.plugins.registry.source(PROVIDER) !== null;

  const missingSettings = () => deps.plugins.unsetSourceEnv(PROVIDER);
  const notConfigured = (missing: string[]) => `${PROVIDER_NAME} is not configured: set ${missing.join(' and ')} in the server's environment to turn it on`;

  function requireInstalled(): void {
    if (!installed()) throw new BadRequestError(`The ${PROVIDER_NAME} plugin is not installed`);
  }

  /** Installed and given what it needs to call the API: a fetch asked for now can run. */
  function requireConfigured(): void {
    requireInstalled();
    const missing = missingSettings();
    if (missing.length > 0) throw new BadRequestError(notConfigured(missing));
  }

  function tierView(config: ProviderConfigRow) {
    const tier = PROVIDER_TIERS[config.tier];
    return { key: config.tier, name: tier.name, limit: tier.limit, maxCallsPerDay: tier.maxCallsPerDay, pollIntervalMinutes: config.poll_interval_minutes };
  }

  async function change(action: string, actorUserId: number | null, pick: (c: ProviderConfigRow) => unknown, update: ProviderConfigChange): Promise<ProviderConfigRow> {
    const before = await deps.quota.config(PROVIDER);
    const after = await deps.quota.updateConfig(PROVIDER, update);
    // A save that changes nothing (10 → 10 minutes) is no event for the audit log.
    if (!isDeepStrictEqual(pick(before), pick(after))) {
      await deps.audit.record({ actorUserId, action, targetType: 'provider', targetId: PROVIDER, before: pick(before), after: pick(after) });
    }
    return after;
  }

  async function categorySources(): Promise<Map<string, SourceRow>> {
    const rows = await deps.sources.listByPlugin(PROVIDER);
    return new Map(rows.flatMap((row) => (categoryOf(row) ? [[categoryOf(row)!, row] as const] : [])));
  }

  /**
   * A category's source, made when missing. It is looked for again and made under its URL's lock,
   * the one a source's create and edit take: two toggles sent at once make it once.
   */
  async function ensureCategorySource(category: (typeof NEWS_CATEGORIES)[number], pollIntervalMinutes: number): Promise<SourceRow> {
    const url = `${PUBLIC_BASE_URL}/v1/news/all#${category.id}`;
    return deps.transact(async (repos) => {
      await repos.sources.lockUrl(url);
      const stored = (await repos.sources.listByPlugin(PROVIDER)).find((row) => categoryOf(row) === category.id);
      return (
        stored ??
        repos.sources.insert({
          name: `${PROVIDER_NAME} ${category.name}`,
          type: 'api',
          plugin: PROVIDER,
          url,
          categories: [category.id],
          enabled: false,
          // The tab's polling interval, as for every other source of the provider (setPollInterval).
          pollIntervalMinutes,
          settings: { category: category.id },
        })
      );
    });
  }

  /** The five category sources, made on first use. */
  async function ensureCategorySources(): Promise<SourceRow[]> {
    const existing = await categorySources();
    const { poll_interval_minutes: pollIntervalMinutes } = await deps.quota.config(PROVIDER);
    const rows: SourceRow[] = [];
    for (const category of NEWS_CATEGORIES) rows.push(existing.get(category.id) ?? (await ensureCategorySource(category, pollIntervalMinutes)));
    return rows;
  }

  async function fetchAll(rows: SourceRow[]): Promise<number> {
    const enabled = rows.filter((row) => row.enabled);
    await Promise.all(enabled.map((row) => deps.fetchSoon(row.id)));
    return enabled.length;
  }

  return {
    async tierStatus(): Promise<TierStatus> {
      const config = await deps.quota.config(PROVIDER);
      return { stats: { currentTier: tierView(config), dailyCalls: await deps.quota.callsToday(PROVIDER) } };
    },

    /** The provider's state; without its token it is not working, and the error says what to set. */
    async status(): Promise<ProviderStatus> {
      const config = await deps.quota.config(PROVIDER);
      const missing = missingSettings();
      return {
        isApiWorking: missing.length === 0 && config.is_working,
        lastError: missing.length > 0 ? notConfigured(missing) : config.last_error,
        lastCallAt: config.last_call_at?.toISOString() ?? null,
        installed: installed(),
        missingSettings: missing,
        tier: tierView(config),
        dailyCalls: await deps.quota.callsToday(PROVIDER),
        categorizedEnabled: config.categorized_enabled,
        estimatedDailyCalls: estimatedDailyCalls(config.poll_interval_minutes, config.categorized_enabled),
        sources: (await deps.sources.listByPlugin(PROVIDER)).filter((s) => s.enabled).length,
      };
    },

    async setTier(tier: TierKey, actorUserId: number | null): Promise<ActionResult> {
      await change('provider.tier', actorUserId, (c) => ({ tier: c.tier }), { tier });
      return { success: true, message: `Tier updated to ${PROVIDER_TIERS[tier].name}` };
    },

    async setPollInterval(minutes: number, actorUserId: number | null): Promise<ActionResult> {
      await change('provider.polling', actorUserId, (c) => ({ intervalMinutes: c.poll_interval_minutes }), { poll_interval_minutes: minutes });
      await deps.sources.setPollInterval(PROVIDER, minutes);
      return { success: true, message: `Polling interval updated to ${minutes} minutes` };
    },

    async languageConfig(): Promise<LanguageConfig> {
      const config = await deps.quota.config(PROVIDER);
      return {
        currentConfig: { enabled_languages: config.enabled_languages, updated_at: config.updated_at.toISOString() },
        availableLanguages: AVAILABLE_LANGUAGES.map((l) => ({ code: l.code, name: l.name })),
      };
    },

    async setLanguages(codes: string[], actorUserId: number | null): Promise<ActionResult> {
      await change('provider.languages', actorUserId, (c) => ({ enabled_languages: c.enabled_languages }), { enabled_languages: codes });
      return { success: true, message: `Language configuration updated (${codes.length} languages selected)` };
    },

    async endpoints(): Promise<EndpointsView> {
      const config = await deps.quota.config(PROVIDER);
      const endpoints = Object.fromEntries(NEWS_CATEGORIES.map((c) => [c.id, config.endpoint_templates[c.id] ?? DEFAULT_ENDPOINT_TEMPLATES[c.id]]));
      return { endpoints, defaults: { ...DEFAULT_ENDPOINT_TEMPLATES }, baseUrl: deps.plugins.sourceBaseUrl(PROVIDER) ?? PUBLIC_BASE_URL };
    },

    /** Saves templates; an empty one (or one equal to the default) goes back to the default. */
    async setEndpoints(endpoints: Partial<Record<NewsCategoryId, string>>, actorUserId: number | null): Promise<ActionResult> {
      const current = (await deps.quota.config(PROVIDER)).endpoint_templates;
      const next: Record<string, string> = { ...current };
      for (const [category, template] of Object.entries(endpoints) as [NewsCategoryId, string][]) {
        if (template === '' || template === DEFAULT_ENDPOINT_TEMPLATES[category]) delete next[category];
        else next[category] = template;
      }
      await change('provider.endpoints', actorUserId, (c) => c.endpoint_templates, { endpoint_templates: next });
      return { success: true, message: 'Endpoints saved' };
    },

    async categoryStats(): Promise<CategoryStats> {
      const config = await deps.quota.config(PROVIDER);
      const totals = new Map((await deps.stats.categoryTotals(PROVIDER)).map((t) => [t.category, t]));
      return {
        enabled: config.categorized_enabled,
        categories: NEWS_CATEGORIES.map((c) => ({
          id: c.id,
          name: c.name,
          endpoint: config.endpoint_templates[c.id] ?? DEFAULT_ENDPOINT_TEMPLATES[c.id],
          count: Number(totals.get(c.id)?.articles ?? 0),
          lastFetch: totals.get(c.id)?.last_call_at?.toISOString() ?? null,
        })),
      };
    },

    /** Turns the five category sources on or off (made on first use), fetching them at once when on. */
    async setCategorized(enabled: boolean, actorUserId: number | null): Promise<ActionResult> {
      // On only when the sources can be fetched: otherwise all five would fail at once. Off always.
      if (enabled) requireConfigured();
      else requireInstalled();
      const rows = await ensureCategorySources();
      for (const row of rows) await deps.sources.setEnabled(row.id, enabled);
      await change('provider.categorized', actorUserId, (c) => ({ enabled: c.categorized_enabled }), { categorized_enabled: enabled });
      if (enabled) await fetchAll(rows.map((row) => ({ ...row, enabled })));
      return { success: true, message: `Categorized News Service ${enabled ? 'enabled' : 'disabled'}` };
    },

    /** Fetches the enabled category sources now; says so when none is enabled instead of claiming a start. */
    async refreshCategories(actorUserId: number | null): Promise<ActionResult> {
      requireConfigured();
      const started = await fetchAll([...(await categorySources()).values()]);
      await deps.audit.record({ actorUserId, action: 'provider.categories_refresh', targetType: 'provider', targetId: PROVIDER, after: { sources: started } });
      if (started === 0) return { success: false, message: 'Nothing to refresh: the Categorized News Service is disabled' };
      return { success: true, message: `Category refresh initiated (${started} sources)` };
    },

    /** Fetches every enabled Marketaux source now; says so when none is enabled instead of claiming a start. */
    async manualFetch(actorUserId: number | null): Promise<ActionResult> {
      requireConfigured();
      const started = await fetchAll(await deps.sources.listByPlugin(PROVIDER));
      await deps.audit.record({ actorUserId, action: 'provider.manual_fetch', targetType: 'provider', targetId: PROVIDER, after: { sources: started } });
      if (started === 0) {
        return { success: false, message: `Nothing to fetch: no ${PROVIDER_NAME} source is enabled. Enable the Categorized News Service or a ${PROVIDER_NAME} source under Sources` };
      }
      return { success: true, message: `Manual news fetch initiated (${started} sources)` };
    },

    async statistics(days: number): Promise<ProviderStatistics> {
      const [perDay, perEndpoint, responseMs, languages] = await Promise.all([
        deps.stats.perDay(PROVIDER, days),
        deps.stats.perEndpoint(PROVIDER, days),
        deps.stats.responsePercentiles(PROVIDER, days),
        deps.stats.languages(PROVIDER, days),
      ]);
      const logged = perEndpoint.reduce((n, e) => n + e.logged, 0);
      const ok = perEndpoint.reduce((n, e) => n + e.ok, 0);
      const languageTotal = languages.reduce((n, l) => n + l.articles, 0);
      return {
        days,
        totals: {
          calls: perDay.reduce((n, d) => n + d.calls, 0),
          articles: perDay.reduce((n, d) => n + d.articles, 0),
          successRate: logged === 0 ? null : round((100 * ok) / logged),
        },
        responseMs: { p50: round(responseMs.p50), p95: round(responseMs.p95), p99: round(responseMs.p99) },
        perDay,
        perEndpoint: perEndpoint.map((e) => ({
          category: e.category,
          calls: e.calls,
          articles: e.articles,
          successRate: e.logged === 0 ? null : round((100 * e.ok) / e.logged),
          p50: round(e.p50),
          p95: round(e.p95),
        })),
        languages: languages.map((l) => ({ code: l.code, articles: l.articles, share: round((100 * l.articles) / languageTotal)! })),
      };
    },
  };
}
