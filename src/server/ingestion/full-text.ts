import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import PQueue from 'p-queue';
import type { Logger } from 'pino';
import { InvalidResponseError, type SafeHttpClient } from '../../plugins/sdk/index.js';
import type { ArticlesRepository } from '../modules/news/articles-repository.js';
import { adminMessage } from './error-message.js';
import { sanitizeArticleHtml } from './sanitize.js';

const PAGE_MAX_BYTES = 5 * 1024 * 1024;

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

/** Finds the article in a page's HTML with Readability and returns it sanitised. */
export function extractArticle(html: string, pageUrl: string, ownHost: string): string {
  const { document } = parseHTML(html);
  const parsed = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 200 }).parse();
  const content = parsed?.content ? sanitizeArticleHtml(parsed.content, { baseUrl: pageUrl, ownHost }) : '';
  if (!content) throw new InvalidResponseError('Could not find the article text on the original page');
  return content;
}

/** Fetches original pages for their full article text, a few at a time, in the background. */
export function createFullText(deps: Deps) {
  const queue = new PQueue({ concurrency: deps.concurrency ?? 2 });

  async function process(id: number): Promise<void> {
    const article = await deps.articles.findForFullText(id);
    if (!article?.url) return;
    try {
      const response = await deps.http.request({ url: article.url, maxBytes: PAGE_MAX_BYTES, headers: { accept: 'text/html' } });
      if (response.status >= 400) throw new InvalidResponseError(`The original page answered HTTP ${response.status}`);
      await deps.articles.saveFullContent(id, extractArticle(response.text(), response.url, deps.ownHost));
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

    /** Drops the pages not started (they stay pending for resume) and waits for those being read. */
    async stop(): Promise<void> {
      queue.clear();
      await queue.onIdle();
    },
  };
}
