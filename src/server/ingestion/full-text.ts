import PQueue from 'p-queue';
import type { Logger } from 'pino';
import {
  InvalidResponseError,
  moduleBeside,
  type SafeHttpClient,
  startTaskThread,
  type TaskThread,
  ThreadLimitError,
  threadTask,
  ThreadTaskError,
} from '../../plugins/sdk/index.js';
import type { ArticlesRepository } from '../modules/news/articles-repository.js';
import { createLeaseKeeper } from '../jobs/leases.js';
import { adminMessage } from './error-message.js';
import type { PageInput } from './extract-article.js';

const PAGE_MAX_BYTES = 5 * 1024 * 1024;
const EXTRACT = threadTask<PageInput, string>(moduleBeside('./extract-article', import.meta.url), 'extractArticle');
// Pages within PAGE_LIMITS take well under a second; past these budgets the page is given up.
const THREAD_LIMITS = { memoryMb: 192, timeoutMs: 15_000 };
const FALLBACK = 'the feed text is shown instead';
/** A sweep takes this many pages per reader: enough to stay busy until the next, few enough to leave the rest to other workers. */
const SWEEP_PER_READER = 4;

interface Deps {
  articles: ArticlesRepository;
  http: SafeHttpClient;
  logger: Logger;
  ownHost: string;
  concurrency?: number;
  /** How long a claim on a page outlives this worker's last renewal (JOB_LEASE_SECONDS). */
  leaseSeconds: number;
  /** Called when a page was read or could not be (the article's text is as good as it gets). */
  onExtracted?: (articleId: number) => void;
  /** Waits while requests are not served on time (jobs/serving-pressure.ts); by default never. */
  giveWay?: () => Promise<void>;
  /** The process's stop: a read it cuts off (its requests are cancelled) is left for the next run, not failed. */
  stopping?: AbortSignal;
}

export type FullText = ReturnType<typeof createFullText>;

/** The article of a page, read on the thread; why not, in words for the article's record. */
async function extractOffThread(thread: TaskThread, input: PageInput): Promise<string> {
  try {
    return await thread.run(EXTRACT, input);
  } catch (error) {
    if (error instanceof ThreadTaskError) throw new InvalidResponseError(`${error.message}; ${FALLBACK}`);
    if (error instanceof ThreadLimitError) throw new InvalidResponseError(`Reading the original page ${error.message}; ${FALLBACK}`, { cause: error });
    throw error;
  }
}

/**
 * Fetches original pages for their full article text, a few at a time, in the background. Pages
 * are read on a worker thread with a memory ceiling and a time budget, one at a time: the server's
 * event loop never waits for Readability, and a page past the budget costs only its own text.
 * Each page is claimed first (a lease, see jobs/leases.ts), so one worker reads it and a killed
 * worker's pages go to another at its next sweep once the lease has run out.
 */
export function createFullText(deps: Deps) {
  const concurrency = deps.concurrency ?? 2;
  const queue = new PQueue({ concurrency });
  const thread = startTaskThread(THREAD_LIMITS);
  const claims = createLeaseKeeper({ leaseSeconds: deps.leaseSeconds, renew: deps.articles.renewFullTextClaims, logger: deps.logger, what: 'pages being read' });
  // Pages queued or being read; those being read finish at a stop, the rest are given up.
  const waiting = new Set<number>();
  const running = new Set<number>();
  const claiming = new Set<Promise<void>>();
  let sweeping: Promise<void> | null = null;
  // The last sweep found as much as it had room for: more is likely waiting, so it goes on as pages finish.
  let backlog = false;
  let stopped = false;

  async function process(id: number): Promise<void> {
    await (deps.giveWay?.() ?? Promise.resolve());
    const article = await deps.articles.findForFullText(id);
    if (!article) return;
    if (!article.url) {
      // Left pending it would be claimed again at every sweep.
      await deps.articles.failFullContent(id, `The article has no page to read; ${FALLBACK}`);
      deps.onExtracted?.(id);
      return;
    }
    try {
      const response = await deps.http.request({ url: article.url, maxBytes: PAGE_MAX_BYTES, headers: { accept: 'text/html' } });
      if (response.status >= 400) throw new InvalidResponseError(`The original page answered HTTP ${response.status}`);
      const content = await extractOffThread(thread, { html: response.text(), pageUrl: response.url, ownHost: deps.ownHost });
      await deps.articles.saveFullContent(id, content);
    } catch (error) {
      if (deps.stopping?.aborted) {
        // Cut off by the stop, not the page's fault: a command that added a source, or a server
        // stopping, marked such pages failed for good. Pending, the next run's sweep reads them.
        await deps.articles.releaseFullTextClaims([id]);
        return;
      }
      deps.logger.warn({ articleId: id, err: error }, 'full text extraction failed');
      await deps.articles.failFullContent(id, adminMessage(error));
    }
    deps.onExtracted?.(id);
  }

  /** Queues claimed pages, each keeping its claim until it is read or given up. */
  function queueClaimed(ids: number[]): void {
    for (const id of ids) {
      waiting.add(id);
      claims.hold([id]);
      queue
        .add(() => {
          running.add(id);
          return process(id);
        })
        .catch((error: unknown) => deps.logger.error({ err: error, articleId: id }, 'full text job crashed'))
        .finally(() => {
          waiting.delete(id);
          running.delete(id);
          claims.release([id]);
          if (backlog && queue.size === 0) void sweep();
        });
    }
  }

  function takeThen(claim: Promise<number[]>): Promise<void> {
    return claim.then(async (mine) => {
      if (stopped) await deps.articles.releaseFullTextClaims(mine);
      else queueClaimed(mine);
    });
  }

  /** Reads an article's page unless another worker holds it (claimed first). */
  function enqueue(id: number): void {
    if (stopped) return;
    const work = takeThen(deps.articles.claimFullText(deps.leaseSeconds, { ids: [id] }))
      .catch((error: unknown) => deps.logger.error({ err: error, articleId: id }, 'could not claim a page to read'));
    claiming.add(work);
    void work.finally(() => claiming.delete(work));
  }

  async function takePending(): Promise<void> {
    const room = concurrency * SWEEP_PER_READER - waiting.size;
    if (stopped || room <= 0) return;
    const ids = await deps.articles.claimFullText(deps.leaseSeconds, { limit: room });
    backlog = ids.length === room;
    await takeThen(Promise.resolve(ids));
  }

  // One sweep at a time per worker; a failed one is logged and the next tick tries again.
  function sweep(): Promise<void> {
    sweeping ??= takePending()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'full text sweep failed'))
      .finally(() => (sweeping = null));
    return sweeping;
  }

  return {
    enqueue,

    /** Marks an article for extraction and queues it; answers before the page is fetched. */
    async request(id: number): Promise<void> {
      await deps.articles.setFullContentPending(id);
      enqueue(id);
    },

    /** Claims pages waiting to be read that no live worker holds and queues them (at start, and every sweep). */
    sweep,

    /** Picks up pages left pending by an earlier run (a restart, a killed worker): the sweep's path. */
    resume: sweep,

    /** Waits until nothing is being claimed, queued or read. */
    async onIdle(): Promise<void> {
      while (claiming.size > 0 || sweeping || queue.size + queue.pending > 0) {
        await Promise.all([...claiming, sweeping]);
        await queue.onIdle();
        // Lets the finished pages' callbacks run: one may start a sweep for the backlog.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },

    /** Pages queued or being read. */
    depth: () => queue.size + queue.pending,

    /** Drops the pages not started, giving up their claims at once for another worker, and waits for those being read. */
    async stop(): Promise<void> {
      // Claims under way are work in hand: they are queued (the first pages start), then the rest dropped.
      while (claiming.size > 0 || sweeping) await Promise.all([...claiming, sweeping]);
      stopped = true;
      queue.clear();
      const dropped = [...waiting].filter((id) => !running.has(id));
      for (const id of dropped) waiting.delete(id);
      await deps.articles.releaseFullTextClaims(dropped)
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not give up full-text claims; they lapse with their lease'));
      claims.release(dropped);
      await queue.onIdle();
      claims.stop();
      await thread.close();
    },
  };
}
