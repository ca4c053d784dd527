import { setImmediate } from 'node:timers/promises';
import PQueue from 'p-queue';
import type { Logger } from 'pino';
import {
  type ArticleText,
  type EnricherInstance,
  RateLimitedError,
  type SafeHttpClient,
  TransientError,
} from '../../plugins/sdk/index.js';
import type { Metrics } from '../metrics.js';
import type { EnrichmentInput, EnrichmentRepository, SavedEnrichment } from '../modules/news/enrichment-repository.js';
import type { PluginHost } from '../plugin-host/host.js';
import type { EnricherThread } from './enricher-thread.js';
import { adminMessage } from '../ingestion/error-message.js';
import { htmlToText } from '../ingestion/sanitize.js';

/** The enricher every deployment has: offline and deterministic, and the fallback for any other. */
export const LOCAL_ENRICHER = 'local';
const RETRIES = 2;
const BATCH = 50;
const ENRICH_ALL_STEP = 500;

interface Deps {
  repository: EnrichmentRepository;
  plugins: PluginHost;
  /** The client for the enricher's calls (an operator's own model endpoint may sit on the intranet). */
  http: SafeHttpClient;
  logger: Logger;
  /** The configured enricher's id. */
  enricherId: string;
  concurrency: number;
  /** The local enricher on a thread of its own, when the host runs it there. */
  localThread?: EnricherThread | null;
  /** Called after an article's enrichment is stored (live updates). */
  onEnriched?: (articleId: number) => void;
  metrics: Pick<Metrics, 'enriched'>;
}

export interface Enrichment {
  enqueue(ids: number[]): void;
  /** Articles queued or being enriched. */
  depth(): number;
  onIdle(): Promise<void>;
  resume(): Promise<void>;
  enrichNow(id: number): Promise<boolean>;
  enrichAll(onlyPending: boolean, onProgress?: (done: number) => void): Promise<number>;
  /** Drops the batches not started (their articles stay pending for resume) and waits for the running ones. */
  stop(): Promise<void>;
}

function toArticleText(input: EnrichmentInput): ArticleText {
  const fullText = input.full_content ? htmlToText(input.full_content) : '';
  return {
    id: input.id,
    title: input.title,
    text: fullText.length > (input.content_text?.length ?? 0) ? fullText : (input.content_text ?? ''),
    url: input.url,
    source: input.source_name,
    sourceWeight: input.source_weight ?? 50,
    publishedAt: input.published_at,
    categories: input.categories,
    entities: input.entities ?? [],
    providerSentiment: input.provider_sentiment,
    votes: input.provider_votes,
    clusterSize: input.cluster_size ?? 1,
  };
}

const isRetryable = (error: unknown) => error instanceof TransientError || error instanceof RateLimitedError;

async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= RETRIES || !isRetryable(error)) throw error;
      const wait = error instanceof RateLimitedError ? Math.min(error.retryAfterSeconds, 30) * 1000 : 500 * 2 ** attempt;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * Scores, summarises and drafts a tweet for new articles, a few at a time. The configured enricher
 * is retried on passing faults; when it still fails the local one fills in and the failure is kept
 * on the article (and logged), so readers never see an article without scores.
 */
export function createEnrichment(deps: Deps): Enrichment {
  const queue = new PQueue({ concurrency: deps.concurrency });
  const instance = (id: string): EnricherInstance => deps.plugins.enricher(id, { http: deps.http });

  // Without the local enricher (a host built without it, or a test), articles simply stay pending.
  if (!deps.plugins.registry.enricher(LOCAL_ENRICHER)) {
    deps.logger.warn('no local enricher installed: articles are stored without scores');
    return { enqueue: () => {}, depth: () => 0, onIdle: () => Promise.resolve(), resume: async () => {}, enrichNow: async () => false, enrichAll: async () => 0, stop: async () => {} };
  }
  const local = deps.localThread ?? instance(LOCAL_ENRICHER);
  const primary = deps.enricherId === LOCAL_ENRICHER ? local : instance(deps.enricherId);

  /** The configured enricher's result, or the local one's when it fails for good (with the reason). */
  async function enrichOne(input: EnrichmentInput): Promise<SavedEnrichment | { id: number; failed: string }> {
    const article = toArticleText(input);
    try {
      return { id: input.id, result: await withRetries(() => primary.enrich(article)), enrichedBy: deps.enricherId, error: null };
    } catch (error) {
      if (primary === local) {
        deps.logger.error({ err: error, articleId: input.id }, 'local enrichment failed');
        return { id: input.id, failed: adminMessage(error) };
      }
      deps.logger.warn({ err: error, articleId: input.id, enricher: deps.enricherId }, 'enricher failed; local enricher fills in');
      return { id: input.id, result: await local.enrich(article), enrichedBy: LOCAL_ENRICHER, error: adminMessage(error) };
    }
  }

  // A batch is read and written with a few statements, whatever its size: per-article round trips
  // cost more than the scoring itself. On its own thread the local enricher is handed the whole
  // batch at once and works through it while this thread goes on storing; in this thread articles
  // are enriched one after another, with requests served in between.
  async function enrichBatch(ids: number[], queuedAt: number): Promise<void> {
    const inputs = await deps.repository.findInputs(ids);
    const outcomes: Awaited<ReturnType<typeof enrichOne>>[] = [];
    if (primary === deps.localThread) outcomes.push(...(await Promise.all(inputs.map(enrichOne))));
    else {
      for (const input of inputs) {
        await setImmediate();
        outcomes.push(await enrichOne(input));
      }
    }
    const saved: SavedEnrichment[] = [];
    for (const outcome of outcomes) {
      if ('failed' in outcome) await deps.repository.markFailed(outcome.id, outcome.failed);
      else saved.push(outcome);
    }
    await deps.repository.saveMany(saved);
    for (const { id } of saved) deps.onEnriched?.(id);
    const waited = (performance.now() - queuedAt) / 1000;
    for (const outcome of outcomes) deps.metrics.enriched('failed' in outcome ? 'failed' : 'enriched', waited);
  }

  // The batches queued or running, for the queue depth in articles (the queue itself counts batches).
  const waiting = new Set<number[]>();

  function enqueue(ids: number[]): void {
    const unique = [...new Set(ids)];
    const queuedAt = performance.now();
    for (let i = 0; i < unique.length; i += BATCH) {
      const batch = unique.slice(i, i + BATCH);
      waiting.add(batch);
      queue
        .add(() => enrichBatch(batch, queuedAt))
        .catch((error: unknown) => deps.logger.error({ err: error, articleIds: batch }, 'enrichment batch crashed'))
        .finally(() => waiting.delete(batch));
    }
  }

  return {
    enqueue,
    depth: () => [...waiting].reduce((sum, batch) => sum + batch.length, 0),
    onIdle: () => queue.onIdle(),

    /** Queues articles left pending by an earlier run (e.g. a restart mid-queue). */
    async resume(): Promise<void> {
      enqueue(await deps.repository.pendingIds(50_000));
    },

    /** Re-enriches one article now. */
    async enrichNow(id: number): Promise<boolean> {
      if (!(await deps.repository.exists(id))) return false;
      await enrichBatch([id], performance.now());
      return true;
    },

    /** Re-enriches every article (or only pending ones), batch by batch; returns how many. */
    async enrichAll(onlyPending: boolean, onProgress: (done: number) => void = () => {}): Promise<number> {
      let done = 0;
      let afterId = 0;
      for (;;) {
        const ids = onlyPending ? await deps.repository.pendingIds(ENRICH_ALL_STEP) : await deps.repository.idsAfter(afterId, ENRICH_ALL_STEP);
        if (ids.length === 0) return done;
        enqueue(ids);
        await queue.onIdle();
        done += ids.length;
        afterId = ids.at(-1)!;
        onProgress(done);
        if (onlyPending && ids.length < ENRICH_ALL_STEP) return done;
      }
    },

    async stop(): Promise<void> {
      queue.clear();
      waiting.clear();
      await queue.onIdle();
      await deps.localThread?.close();
    },
  };
}
