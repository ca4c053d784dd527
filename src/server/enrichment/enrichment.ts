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
import type { CanonicalSymbol } from '../plugin-host/assets.js';
import type { EnricherThread } from './enricher-thread.js';
import { foldTickers } from './fold-tickers.js';
import { createLeaseKeeper } from '../jobs/leases.js';
import { adminMessage } from '../ingestion/error-message.js';
import { htmlToText } from '../ingestion/sanitize.js';

/** The enricher every deployment has: offline and deterministic, and the fallback for any other. */
export const LOCAL_ENRICHER = 'local';
const RETRIES = 2;
const BATCH = 50;
const ENRICH_ALL_STEP = 500;
/** A sweep takes this many batches per unit of concurrency: enough to stay busy until the next, few enough to leave the rest to other workers. */
const SWEEP_BATCHES = 4;

interface Deps {
  repository: EnrichmentRepository;
  plugins: PluginHost;
  /** The client for the enricher's calls (an operator's own model endpoint may sit on the intranet). */
  http: SafeHttpClient;
  logger: Logger;
  /** The configured enricher's id. */
  enricherId: string;
  concurrency: number;
  /** How long a claim on an article outlives this worker's last renewal (JOB_LEASE_SECONDS). */
  leaseSeconds: number;
  /** Folds the symbols an enricher names into the asset list's (plugin-host/assets.ts). */
  canonicalSymbol: CanonicalSymbol;
  /** The local enricher on a thread of its own, when the host runs it there. */
  localThread?: EnricherThread | null;
  /** Called after an article's enrichment is stored (live updates). */
  onEnriched?: (articleId: number) => void;
  metrics: Pick<Metrics, 'enriched'>;
  /** Waits while requests are not served on time (jobs/serving-pressure.ts); by default never. */
  giveWay?: () => Promise<void>;
}

export interface Enrichment {
  /** Enriches these pending articles unless another worker holds them (claimed first). */
  enqueue(ids: number[]): void;
  /** Articles queued or being enriched. */
  depth(): number;
  /** Waits until nothing is being claimed, queued or enriched. */
  onIdle(): Promise<void>;
  /** Claims pending articles no live worker holds and queues them (at start, and every sweep). */
  sweep(): Promise<void>;
  resume(): Promise<void>;
  /** Starts the local enricher's thread, where the host runs one, and scores a sample on it (enricher-thread.ts). */
  warmUp(): Promise<void>;
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
    language: input.language ?? 'und',
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
  const giveWay = deps.giveWay ?? (() => Promise.resolve());
  const instance = (id: string): EnricherInstance => deps.plugins.enricher(id, { http: deps.http });

  // Without the local enricher (a host built without it, or a test), articles simply stay pending.
  if (!deps.plugins.registry.enricher(LOCAL_ENRICHER)) {
    deps.logger.warn('no local enricher installed: articles are stored without scores');
    return { enqueue: () => {}, depth: () => 0, onIdle: () => Promise.resolve(), sweep: async () => {}, resume: async () => {}, warmUp: async () => {}, enrichNow: async () => false, enrichAll: async () => 0, stop: async () => {} };
  }
  const local = deps.localThread ?? instance(LOCAL_ENRICHER);
  const primary = deps.enricherId === LOCAL_ENRICHER ? local : instance(deps.enricherId);

  /** The configured enricher's result, or the local one's when it fails for good (with the reason); its symbols folded. */
  async function enrichOne(input: EnrichmentInput): Promise<SavedEnrichment | { id: number; failed: string }> {
    const outcome = await enrichedOrFailed(input);
    return 'failed' in outcome ? outcome : { ...outcome, result: foldTickers(outcome.result, deps.canonicalSymbol) };
  }

  async function enrichedOrFailed(input: EnrichmentInput): Promise<SavedEnrichment | { id: number; failed: string }> {
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
    await giveWay();
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
    // Scoring took a while on its thread; writing waits for requests queued meanwhile.
    await giveWay();
    for (const outcome of outcomes) {
      if ('failed' in outcome) await deps.repository.markFailed(outcome.id, outcome.failed);
      else saved.push(outcome);
    }
    await deps.repository.saveMany(saved);
    for (const { id } of saved) deps.onEnriched?.(id);
    const waited = (performance.now() - queuedAt) / 1000;
    for (const outcome of outcomes) deps.metrics.enriched('failed' in outcome ? 'failed' : 'enriched', waited);
  }

  // The batches queued or running, for the queue depth in articles (the queue itself counts batches),
  // and those running, which a stop lets finish.
  const waiting = new Set<number[]>();
  const running = new Set<number[]>();
  // Claims on pending articles this worker has taken and not yet finished (see jobs/leases.ts).
  const claims = createLeaseKeeper({ leaseSeconds: deps.leaseSeconds, renew: deps.repository.renewClaims, logger: deps.logger, what: 'articles being enriched' });
  const claiming = new Set<Promise<void>>();
  let sweeping: Promise<void> | null = null;
  // The last sweep found as much as it had room for: more is likely waiting, so it goes on as batches finish.
  let backlog = false;
  let stopped = false;
  const depth = () => [...waiting].reduce((sum, batch) => sum + batch.length, 0);

  /** Queues articles in batches; claimed ones keep their claim until their batch is done. */
  function queueBatches(ids: number[], claimed: boolean): void {
    const unique = [...new Set(ids)];
    const queuedAt = performance.now();
    for (let i = 0; i < unique.length; i += BATCH) {
      const batch = unique.slice(i, i + BATCH);
      waiting.add(batch);
      if (claimed) claims.hold(batch);
      queue
        .add(() => {
          running.add(batch);
          return enrichBatch(batch, queuedAt);
        })
        .catch((error: unknown) => deps.logger.error({ err: error, articleIds: batch }, 'enrichment batch crashed'))
        .finally(() => {
          waiting.delete(batch);
          running.delete(batch);
          if (claimed) claims.release(batch);
          if (backlog && queue.size === 0) void sweep();
        });
    }
  }

  function track(work: Promise<void>): void {
    claiming.add(work);
    void work.finally(() => claiming.delete(work));
  }

  function enqueue(ids: number[]): void {
    if (stopped || ids.length === 0) return;
    track(
      deps.repository
        .claimPending(deps.leaseSeconds, { ids })
        .then(async (mine) => {
          if (stopped) await deps.repository.releaseClaims(mine);
          else queueBatches(mine, true);
        })
        .catch((error: unknown) => deps.logger.error({ err: error, articleIds: ids }, 'could not claim articles for enrichment')),
    );
  }

  async function takePending(): Promise<void> {
    const room = deps.concurrency * SWEEP_BATCHES * BATCH - depth();
    if (stopped || room < BATCH) return;
    const ids = await deps.repository.claimPending(deps.leaseSeconds, { limit: room });
    backlog = ids.length === room;
    if (stopped) await deps.repository.releaseClaims(ids);
    else queueBatches(ids, true);
  }

  // One sweep at a time per worker; a failed one is logged and the next tick tries again.
  function sweep(): Promise<void> {
    sweeping ??= takePending()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'enrichment sweep failed'))
      .finally(() => (sweeping = null));
    return sweeping;
  }

  return {
    enqueue,
    depth,

    async onIdle(): Promise<void> {
      while (claiming.size > 0 || sweeping || queue.size + queue.pending > 0) {
        await Promise.all([...claiming, sweeping]);
        await queue.onIdle();
        // Lets the finished batches' callbacks run: one may start a sweep for the backlog.
        await setImmediate();
      }
    },

    sweep,

    /** Picks up articles left pending by an earlier run (a restart mid-queue, a killed worker): the sweep's path. */
    resume: sweep,
    async warmUp() {
      await deps.localThread?.warm();
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
        // Asked for explicitly: enriched whoever holds them (an enrichment is the same wherever it is made).
        queueBatches(ids, false);
        await queue.onIdle();
        done += ids.length;
        afterId = ids.at(-1)!;
        onProgress(done);
        if (onlyPending && ids.length < ENRICH_ALL_STEP) return done;
      }
    },

    /** Batches not started are dropped and their claims given up at once, for another worker (or a restart) to take. */
    async stop(): Promise<void> {
      // Claims under way are work in hand: they are queued (the first batches start), then the rest dropped.
      while (claiming.size > 0 || sweeping) await Promise.all([...claiming, sweeping]);
      stopped = true;
      queue.clear();
      const dropped = [...waiting].filter((batch) => !running.has(batch)).flat();
      waiting.clear();
      const held = new Set(claims.held());
      await deps.repository.releaseClaims(dropped.filter((id) => held.has(id)))
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not give up enrichment claims; they lapse with their lease'));
      claims.release(dropped);
      await queue.onIdle();
      claims.stop();
      await deps.localThread?.close();
    },
  };
}
