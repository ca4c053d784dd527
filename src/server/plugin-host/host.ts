import type { Logger } from 'pino';
import type {
  AnyPlugin,
  Asset,
  EnricherInstance,
  MarketInstance,
  NotifierInstance,
  PluginContext,
  PosterInstance,
  SafeHttpClient,
  SourceInstance,
} from '../../plugins/sdk/index.js';
import type { Clock } from '../clock.js';
import { configuredBaseUrl, configuredHosts, envSettings, secretValues, unsetRequiredEnv } from './env-settings.js';
import { createPluginRegistry } from './registry.js';
import { type ObservedRequest, observeRequests } from './observe.js';
import { guardSecrets, keepingSecrets } from './secret-guard.js';

export interface PluginHostDeps {
  plugins: readonly AnyPlugin[];
  /** The process environment, from which plugins' declared settings are read. */
  env: Readonly<Record<string, string>>;
  http: SafeHttpClient;
  logger: Logger;
  clock: Clock;
  /** The assets handed to every plugin (config/assets.json). */
  assets: readonly Asset[];
}

export interface InstanceOptions {
  /** Settings from elsewhere than the environment (a source row's, the provider tier); the environment's win. */
  settings?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Another client than the host's (an operator's own model endpoint may sit on the intranet). */
  http?: SafeHttpClient;
  /** Extra log fields, e.g. the source id. */
  log?: Record<string, unknown>;
  /** Told of every HTTP request the instance sends (a metered provider's calls are counted and timed). */
  observe?: (request: ObservedRequest) => void;
}

export type PluginHost = ReturnType<typeof createPluginHost>;

function hostMatches(hostname: string, apiHost: string): boolean {
  return hostname === apiHost || hostname.endsWith(`.${apiHost}`);
}

/**
 * Where plugins meet the host: it finds a plugin, reads the environment settings the plugin
 * declares, parses its settings, and hands it a context (logger, clock, signal, the host's assets,
 * and an HTTP client that keeps its secrets to its own hosts). Every caller gets its plugin instances here.
 */
export function createPluginHost(deps: PluginHostDeps) {
  const registry = createPluginRegistry(deps.plugins);

  function prepare<P extends AnyPlugin>(plugin: P | null, kind: string, id: string, options: InstanceOptions) {
    if (!plugin) throw new Error(`No ${kind} plugin named '${id}' is installed`);
    const merged = { ...options.settings, ...envSettings(plugin, deps.env) };
    // A notifier's schema is for the member's settings of each channel, which its caller parses.
    const parsed = plugin.settingsSchema && plugin.kind !== 'notifier' ? plugin.settingsSchema.safeParse(merged) : { success: true as const, data: merged };
    if (!parsed.success) throw new Error(`Invalid settings: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    const hosts = [...(plugin.apiHosts ?? []), ...configuredHosts(plugin, deps.env)];
    const client = options.http ?? deps.http;
    const ctx: PluginContext = {
      pluginId: plugin.id,
      logger: deps.logger.child({ plugin: plugin.id, ...options.log }),
      http: guardSecrets(options.observe ? observeRequests(client, options.observe) : client, plugin.displayName, secretValues(plugin, deps.env), hosts),
      signal: options.signal ?? new AbortController().signal,
      now: deps.clock,
      assets: deps.assets,
    };
    return { ctx, settings: parsed.data, secrets: secretValues(plugin, deps.env) };
  }

  return {
    registry,

    // The calls that use the operator's tokens fail without them in their message (secret-guard.ts).

    /** A source ready to fetch, with the settings to hand each fetch. */
    source(id: string, options: InstanceOptions = {}): { instance: SourceInstance<unknown>; settings: unknown } {
      const plugin = registry.source(id);
      const { ctx, settings, secrets } = prepare(plugin, 'source', id, options);
      const instance = plugin!.create(ctx);
      return { instance: { fetch: (request) => keepingSecrets(secrets, () => instance.fetch(request)) }, settings };
    },

    enricher(id: string, options: InstanceOptions = {}): EnricherInstance {
      const plugin = registry.enricher(id);
      const { ctx, settings, secrets } = prepare(plugin, 'enricher', id, options);
      const instance = plugin!.create(ctx, settings);
      return { enrich: (article) => keepingSecrets(secrets, () => instance.enrich(article)) };
    },

    market(id: string, options: InstanceOptions = {}): MarketInstance {
      const plugin = registry.market(id);
      const { ctx, settings, secrets } = prepare(plugin, 'market', id, options);
      const instance = plugin!.create(ctx, settings);
      return { quotes: (symbols) => keepingSecrets(secrets, () => instance.quotes(symbols)) };
    },

    poster(id: string, options: InstanceOptions = {}): PosterInstance {
      const plugin = registry.poster(id);
      const { ctx, settings } = prepare(plugin, 'poster', id, options);
      return plugin!.create(ctx, settings);
    },

    /**
     * A notifier ready to send. Its settings are the member's and are parsed by the caller before
     * each send (they differ per channel); the host's client checks every address it connects to.
     */
    notifier(id: string, options: InstanceOptions = {}): NotifierInstance<unknown> {
      const plugin = registry.notifier(id);
      const { ctx } = prepare(plugin, 'notifier', id, options);
      return plugin!.create(ctx);
    },

    /**
     * A channel's settings as its notifier reads them: the member's, with what the operator set
     * in the environment (a service's base URL) in their place; or why they are refused.
     */
    notifierSettings(id: string, member: Record<string, unknown>): { ok: true; settings: unknown } | { ok: false; message: string } {
      const plugin = registry.notifier(id);
      if (!plugin) return { ok: false, message: `No channel type named '${id}' is installed` };
      const parsed = plugin.settingsSchema.safeParse({ ...member, ...envSettings(plugin, deps.env) });
      return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, message: parsed.error.issues.map((i) => i.message).join('; ') };
    },

    /** The environment variables an installed source plugin needs before it can fetch (none when ready). */
    unsetSourceEnv(id: string): string[] {
      const plugin = registry.source(id);
      return plugin ? unsetRequiredEnv(plugin, deps.env) : [];
    },

    /** The base URL the operator gave an installed source plugin in the environment, or null (its public API). */
    sourceBaseUrl(id: string): string | null {
      const plugin = registry.source(id);
      return plugin ? configuredBaseUrl(plugin, deps.env) : null;
    },

    /** Whether a source plugin's calls count against its provider's daily allowance. */
    isMetered(id: string): boolean {
      return registry.source(id)?.metered === true;
    },

    /** The source plugins that declare API hosts. */
    apiSourceIds(): string[] {
      return registry.list().flatMap((p) => (p.kind === 'source' && p.apiHosts?.length ? [p.id] : []));
    },

    /** The source plugin whose API lives on this host, for a source of type "api" that names none. */
    sourceForApiHost(hostname: string): string | null {
      const host = hostname.toLowerCase();
      return registry.list().find((p) => p.kind === 'source' && (p.apiHosts ?? []).some((h) => hostMatches(host, h)))?.id ?? null;
    },
  };
}
