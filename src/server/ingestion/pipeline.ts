import type { Logger } from 'pino';
import type { Cursor, RawItem, SourceFetchResult } from '../../plugins/sdk/index.js';
import type { Repositories, Transact } from '../db/repositories.js';
import type { Metrics } from '../metrics.js';
import type { InsertedArticle } from '../modules/news/articles-repository.js';
import type { SourceRow } from '../modules/sources/repository.js';
import type { PluginHost } from '../plugin-host/host.js';
import { nextAttemptAfterFailure } from './backoff.js';
import type { MeteredFetch, ProviderQuota } from './provider-quota.js';
import { adminMessage } from './error-message.js';
import { guidKeyed, possibleKeys } from './item-keys.js';
import { itemKey, type NormalisedArticle } from './normalise.js';
import { normaliseOffThread } from './normalise-thread.js';
import { refreshStoryIndex, storeFetch } from './store.js';
import { StoryIndex } from './story-index.js';

/** Articles whose feed text is shorter than this get their full text fetched from the page. */
export const TEASER_MAX_CHARS = 600;
const ITEMS_PER_FETCH = 200;

export interface FetchOutcome {
  sourceId: number;
  sourceName: string;
  fetched: number;
  added: number;
  notModified: boolean;
  error: string | null;
}

/** A stored article, flagged when its feed gave only a teaser and the page should be read. */
export interface NewArticle extends InsertedArticle {
  needsFullText: boolean;
}

export interface IngestionDeps {
  repos: Pick<Repositories, 'articles' | 'sources'>;
  transact: Transact;
  logger: Logger;
  plugins: PluginHost;
  quota: ProviderQuota;
  ownHost: string;
  /** Called after new articles are committed: enrichment, full text, live updates. */
  onNewArticles: (articles: NewArticle[], source: SourceRow) => void;
  /** The app's clock: feed dates and the story window are judged against it. */
  now: () => Date;
  metrics: Pick<Metrics, 'fetchTook' | 'sourceRun'>;
  /** Waits while requests are not served on time (jobs/serving-pressure.ts); by default never. */
  giveWay?: () => Promise<void>;
}

export interface Ingestion {
  /** Fetches one (already claimed) source and stores what is new; a failure is recorded on the source, which releases its claim. */
  runSource(source: SourceRow): Promise<FetchOutcome>;
}

// Names reserved by RFC 2606 / 6761 never resolve: their pages cannot be read.
const RESERVED_HOST = /(^|\.)(example|invalid|test|localhost)$|^example\.(com|net|org)$/i;

function isTeaser(article: InsertedArticle): boolean {
  if (!article.url || !article.original_source || article.full_content_status === 'done' || (article.content_text?.length ?? 0) >= TEASER_MAX_CHARS) return false;
  return !RESERVED_HOST.test(new URL(article.url).hostname);
}

function uniqueByKey(articles: NormalisedArticle[]): NormalisedArticle[] {
  const seen = new Set<string>();
  return articles.filter((a) => !seen.has(a.canonicalUrl) && seen.add(a.canonicalUrl));
}

/** The ingestion pipeline: plugin fetch → normalise → dedupe → store → hand new articles on. */
export function createIngestion(deps: IngestionDeps): Ingestion {
  const { now, giveWay = () => Promise.resolve() } = deps;
  const index = new StoryIndex();
  const { articles: articlesRepo, sources } = deps.repos;

  async function fetchWithPlugin(source: SourceRow, metered: MeteredFetch): Promise<SourceFetchResult> {
    const settings = { ...source.settings, ...metered.settings };
    const { instance, settings: parsed } = deps.plugins.source(source.plugin, { settings, signal: AbortSignal.timeout(120_000), log: { sourceId: source.id }, observe: metered.observe });
    return instance.fetch({ url: source.url, settings: parsed, cursor: source.cursor, limit: ITEMS_PER_FETCH });
  }

  async function recordFailure(source: SourceRow, error: unknown): Promise<FetchOutcome> {
    const message = adminMessage(error);
    // Polling times are compared with the database's clock, so they are real time, not the app's.
    const nextFetchAt = nextAttemptAfterFailure(error, source.error_count + 1, source.poll_interval_minutes, new Date());
    await sources.recordFetch(source.id, { cursor: source.cursor, nextFetchAt, error: message });
    deps.logger.warn({ sourceId: source.id, sourceName: source.name, err: error, nextFetchAt }, 'source fetch failed');
    return { sourceId: source.id, sourceName: source.name, fetched: 0, added: 0, notModified: false, error: message };
  }

  // A feed fetched again mostly repeats what is stored, and sanitising is the costly part of
  // normalising: items whose key is known are dropped first (the unique key still guards a race).
  // What is stored also decides which items sharing a link are keyed by guid (item-keys.ts).
  async function unstoredItems(source: SourceRow, items: RawItem[]): Promise<{ items: RawItem[]; guidKeyed: Set<string> }> {
    const stored = await articlesRepo.storedKeys(possibleKeys(items, source.id));
    const context = { sourceId: source.id, guidKeyed: guidKeyed(items, source.id, stored) };
    const unstored = items.filter((item) => {
      const key = itemKey(item, context);
      return key === null || !stored.has(key);
    });
    return { items: unstored, guidKeyed: context.guidKeyed };
  }

  async function normaliseNew(source: SourceRow, result: SourceFetchResult): Promise<NormalisedArticle[]> {
    if (result.notModified) return [];
    const { items, guidKeyed } = await unstoredItems(source, result.items);
    const context = { sourceId: source.id, sourceName: source.name, sourceCategories: source.categories, ownHost: deps.ownHost, now: now(), guidKeyed };
    const articles = await normaliseOffThread(items, context);
    return uniqueByKey(articles);
  }

  /** Normalises and stores one fetch's items, hands the new ones on, and counts provider calls. */
  async function store(source: SourceRow, result: SourceFetchResult, metered: MeteredFetch): Promise<FetchOutcome> {
    // A metered provider's sources follow the poll interval its admin set.
    const nextFetchAt = new Date(Date.now() + (metered.pollIntervalMinutes ?? source.poll_interval_minutes) * 60_000);
    const cursor: Cursor | null = result.cursor ?? source.cursor;
    // Storing costs this thread and the database what waiting requests need: it waits for them.
    await giveWay();
    const articles = await normaliseNew(source, result);
    if (articles.length > 0) await refreshStoryIndex(index, articlesRepo, now());
    const inserted = await storeFetch(deps.transact, index, source.id, articles, { cursor, nextFetchAt, error: null }, isTeaser);
    const added = inserted.map((a) => ({ ...a, needsFullText: isTeaser(a) }));
    if (added.length > 0) deps.onNewArticles(added, source);
    deps.logger.info({ sourceId: source.id, fetched: result.items.length, added: inserted.length }, 'source fetched');
    return {
      sourceId: source.id,
      sourceName: source.name,
      fetched: result.items.length,
      added: inserted.length,
      notModified: result.notModified ?? false,
      error: null,
    };
  }

  async function fetchTimed(source: SourceRow, metered: MeteredFetch): Promise<SourceFetchResult> {
    const started = performance.now();
    try {
      return await fetchWithPlugin(source, metered);
    } finally {
      deps.metrics.fetchTook(source, (performance.now() - started) / 1000);
    }
  }

  async function fetchAndStore(source: SourceRow): Promise<FetchOutcome> {
    let metered: MeteredFetch;
    let result: SourceFetchResult;
    await giveWay();
    try {
      metered = await deps.quota.begin(source);
    } catch (error) {
      return recordFailure(source, error);
    }
    try {
      result = await fetchTimed(source, metered);
    } catch (error) {
      const outcome = await recordFailure(source, error);
      await metered.finish([], outcome.error);
      return outcome;
    }
    let outcome: FetchOutcome;
    try {
      outcome = await store(source, result, metered);
    } catch (error) {
      outcome = await recordFailure(source, error);
    }
    await metered.finish(outcome.error === null ? result.items : [], outcome.error);
    return outcome;
  }

  /**
   * Fetches one (already claimed) source and stores what is new. A failure of either step, the
   * plugin's or the database's, is recorded on the source, which also releases its claim.
   */
  async function runSource(source: SourceRow): Promise<FetchOutcome> {
    const outcome = await fetchAndStore(source);
    deps.metrics.sourceRun(source, outcome);
    return outcome;
  }

  return { runSource };
}
