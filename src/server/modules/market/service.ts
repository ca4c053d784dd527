import type { Logger } from 'pino';
import type { MarketGroup } from '../../../contracts/market.js';
import type { Quote, SymbolSpec } from '../../../plugins/sdk/index.js';
import type { PluginHost } from '../../plugin-host/host.js';
import type { MarketRepository, QuoteRow } from './repository.js';
import type { MarketEntry, MarketGroupSpec } from './symbols.js';

export type MarketProviders = 'live' | 'sample';

/** Hourly price points are kept this long for the asset pages' trend (docs/asset-data.md#quote-history). */
export const QUOTE_HISTORY_MS = 30 * 24 * 3_600_000;
/** A refresh may take this long in all before its calls are cut off. */
const REFRESH_TIMEOUT_MS = 60_000;
const SAMPLE_CHAIN = ['sample'];

interface Deps {
  repository: MarketRepository;
  plugins: PluginHost;
  logger: Logger;
  groups: MarketGroupSpec[];
  providers: MarketProviders;
  now?: () => Date;
  /** Called after each stored refresh, with its time (live updates tell browsers). */
  onRefreshed?: (at: Date) => void;
}

/** One entry with its stored quote, or null before the first refresh. */
export interface MarketView {
  entry: MarketEntry;
  row: QuoteRow | null;
}

export interface RefreshOutcome {
  at: Date;
  total: number;
  priced: number;
  /** Providers whose call failed, with the reason (the entries they had stay no-data or fall back). */
  failures: Array<{ pluginId: string; error: string }>;
}

interface Batch {
  chain: string[];
  entries: MarketEntry[];
}

interface Priced {
  quote: Quote;
  source: string;
}

export interface MarketService {
  /** Asks the providers for every symbol and stores what came back; a symbol nobody priced is stored as no-data. */
  refresh(options?: {
    providers?: MarketProviders;
  }): Promise<RefreshOutcome>;
  /** The entries of these groups in list order, each with its stored quote (null before the first refresh). */
  view(groups: readonly MarketGroup[]): Promise<MarketView[]>;
}

// A price must be a positive finite number and a change a finite one; anything else is no data.
function usable(quote: Quote | undefined): Quote | null {
  if (!quote || typeof quote.price !== 'number' || !Number.isFinite(quote.price) || quote.price <= 0) return null;
  const change = typeof quote.changePercent === 'number' && Number.isFinite(quote.changePercent) ? quote.changePercent : null;
  return { ...quote, changePercent: change };
}

function specFor(entry: MarketEntry, pluginId: string): SymbolSpec {
  const providerSymbol = entry.providerSymbols[pluginId];
  return { symbol: entry.symbol, name: entry.name, type: entry.type, ...(providerSymbol ? { providerSymbol } : {}) };
}

/** Entries that ask the same providers in the same order go in one call per provider. */
function batchesOf(groups: MarketGroupSpec[], providers: MarketProviders): Batch[] {
  const batches = new Map<string, Batch>();
  for (const group of groups) {
    const chain = providers === 'sample' ? SAMPLE_CHAIN : group.providers;
    const key = chain.join('>');
    const batch = batches.get(key) ?? { chain, entries: [] };
    batch.entries.push(...group.entries);
    batches.set(key, batch);
  }
  return [...batches.values()];
}

function toRow(entry: MarketEntry, priced: Priced | undefined, fallbackSource: string, at: Date): QuoteRow {
  return {
    symbol: entry.symbol,
    name: entry.name,
    type: entry.type,
    market_group: entry.group,
    price: priced?.quote.price ?? null,
    change_percent: priced?.quote.changePercent ?? null,
    currency: entry.currency,
    data_source: priced?.source ?? fallbackSource,
    position: entry.position,
    updated_at: at,
  };
}

/**
 * Market quotes: refreshes the fixed list through the market plugins (each group's providers in
 * turn, a symbol left without a price asked of the next) and reads it back for the API.
 */
export function createMarketService(deps: Deps): MarketService {
  const now = deps.now ?? (() => new Date());
  const allEntries = deps.groups.flatMap((group) => group.entries);

  /** One provider's quotes for these entries, keyed by symbol; a failure is logged and gives none. */
  async function ask(pluginId: string, entries: MarketEntry[], signal: AbortSignal, failures: RefreshOutcome['failures']): Promise<Map<string, Quote>> {
    if (!deps.plugins.registry.market(pluginId)) {
      failures.push({ pluginId, error: 'no such market plugin is loaded' });
      deps.logger.warn({ pluginId }, 'market plugin not loaded: its symbols stay no-data unless another provider has them');
      return new Map();
    }
    try {
      const instance = deps.plugins.market(pluginId, { signal });
      const quotes = await instance.quotes(entries.map((entry) => specFor(entry, pluginId)));
      return new Map(quotes.map((quote) => [quote.symbol, quote]));
    } catch (error) {
      // A provider asked for two groups (a fallback) fails the same way twice: one line says it.
      if (!failures.some((failure) => failure.pluginId === pluginId)) deps.logger.warn({ pluginId, err: error }, 'market provider failed');
      failures.push({ pluginId, error: error instanceof Error ? error.message : String(error) });
      return new Map();
    }
  }

  async function resolve(batch: Batch, signal: AbortSignal, failures: RefreshOutcome['failures']): Promise<Map<string, Priced>> {
    const priced = new Map<string, Priced>();
    for (const pluginId of batch.chain) {
      const pending = batch.entries.filter((entry) => !priced.has(entry.symbol));
      if (pending.length === 0) break;
      const quotes = await ask(pluginId, pending, signal, failures);
      for (const entry of pending) {
        const quote = usable(quotes.get(entry.symbol));
        if (quote) priced.set(entry.symbol, { quote, source: pluginId });
      }
    }
    return priced;
  }

  /** Keeps each priced symbol's point of this hour, and drops points older than the history keeps. */
  async function keepHistory(rows: QuoteRow[], at: Date): Promise<void> {
    const points = rows.flatMap((row) => (row.price === null ? [] : [{ symbol: row.symbol, price: row.price }]));
    await deps.repository.recordHistory(points, at);
    await deps.repository.pruneHistory(new Date(at.getTime() - QUOTE_HISTORY_MS));
  }

  return {
    /** Asks the providers for every symbol and stores what came back; a symbol nobody priced is stored as no-data. */
    async refresh(options: { providers?: MarketProviders } = {}): Promise<RefreshOutcome> {
      const signal = AbortSignal.timeout(REFRESH_TIMEOUT_MS);
      const failures: RefreshOutcome['failures'] = [];
      const batches = batchesOf(deps.groups, options.providers ?? deps.providers);
      const results = await Promise.all(batches.map((batch) => resolve(batch, signal, failures)));
      const at = now();
      const rows = batches.flatMap((batch, i) => batch.entries.map((entry) => toRow(entry, results[i]!.get(entry.symbol), batch.chain[0]!, at)));
      await deps.repository.upsert(rows);
      // The history is the asset pages' alone: a failure to keep it must not fail the refresh.
      await keepHistory(rows, at).catch((error: unknown) => deps.logger.warn({ err: error }, 'quote history not kept'));
      const priced = rows.filter((row) => row.price !== null).length;
      deps.logger.info({ priced, total: rows.length, failures: failures.length }, 'market quotes refreshed');
      try {
        deps.onRefreshed?.(at);
      } catch (error) {
        deps.logger.warn({ err: error }, 'market refresh listener failed');
      }
      return { at, total: rows.length, priced, failures };
    },

    /** The entries of these groups in list order, each with its stored quote (null before the first refresh). */
    async view(groups: readonly MarketGroup[]): Promise<MarketView[]> {
      const entries = allEntries.filter((entry) => groups.includes(entry.group));
      const rows = new Map((await deps.repository.list(entries.map((entry) => entry.symbol))).map((row) => [row.symbol, row]));
      return entries.map((entry) => ({ entry, row: rows.get(entry.symbol) ?? null }));
    },
  };
}
