import PQueue from 'p-queue';
import type { Logger } from 'pino';
import {
  InvalidResponseError,
  type SafeHttpClient,
  startTaskThread,
  type TaskThread,
  ThreadLimitError,
  threadTask,
  ThreadTaskError,
} from '../../plugins/sdk/index.js';
import type { ArticlesRepository } from '../modules/news/articles-repository.js';
import { adminMessage } from './error-message.js';
import type { PageInput } from './extract-article.js';

const PAGE_MAX_BYTES = 5 * 1024 * 1024;
const EXTRACT = threadTask<PageInput, string>(new URL('./extract-article.ts', import.meta.url), 'extractArticle');
// Pages within PAGE_LIMITS take well under a second; past these budgets the page is given up.
const THREAD_LIMITS = { memoryMb: 192, timeoutMs: 15_000 };
const FALLBACK = 'the feed text is shown instead';

interface Deps {
  articles: ArticlesRepository;
  http: SafeHttpClient;
  logger: Logger;
  ownHost: string;
  concurrency?: number;
  /** Called when a page was read or could not be (the article's text is as good as it gets). */
  onExtracted?: (articleId: number) => void;
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
 */
export function createFullText(deps: Deps) {
  const queue = new PQueue({ concurrency: deps.concurrency ?? 2 });
  const thread = startTaskThread(THREAD_LIMITS);

  async function process(id: number): Promise<void> {
    const article = await deps.articles.findForFullText(id);
    if (!article?.url) return;
    try {
      const response = await deps.http.request({ url: article.url, maxBytes: PAGE_MAX_BYTES, headers: { accept: 'text/html' } });
      if (response.status >= 400) throw new InvalidResponseError(`The original page answered HTTP ${response.status}`);
      const content = await extractOffThread(thread, { html: response.text(), pageUrl: response.url, ownHost: deps.ownHost });
      await deps.articles.saveFullContent(id, content);
    } catch (error) {
      deps.logger.warn({ articleId: id, err: error }, 'full text extraction failed');
      await deps.articles.failFullContent(id, adminMessage(error));
    }
    deps.onExtracted?.(id);
  }

  function enqueue(id: number): void {
    queue.add(() => process(id)).catch((error: unknown) => deps.logger.error({ err: error, articleId: id }, 'full text job crashed'));
  }

  return {
    enqueue,

    /** Marks an article for extraction and queues it; answers before the page is fetched. */
    async request(id: number): Promise<void> {
      await deps.articles.setFullContentPending(id);
      enqueue(id);
    },

    /** Queues articles left pending by an earlier run. */
    async resume(limit = 500): Promise<void> {
      for (const id of await deps.articles.pendingFullContent(limit)) enqueue(id);
    },

    onIdle: () => queue.onIdle(),

    /** Pages queued or being read. */
    depth: () => queue.size + queue.pending,

    /** Drops the pages not started (they stay pending for resume) and waits for those being read. */
    async stop(): Promise<void> {
      queue.clear();
      await queue.onIdle();
      await thread.close();
    },
  };
}
