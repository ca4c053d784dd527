import { useEffect, useRef } from 'react';
import type { NewsDetail } from '../../../contracts/news';
import { apiErrorOf } from '../../api/api-error';
import { useNewsItem, useScrapeContent } from '../../api/news';
import { openableUrl } from '../../lib/original-link';
import { showToast } from '../../lib/toast';

/** docs/product.md#article-page: the article is refetched 3 s after its content was asked for. */
const CONTENT_REFETCH_MS = 3_000;

// A minute of polling: the server gives up on an original page after its 30 s fetch timeout,
// with at most two pages read at once, so a longer wait would only be talking to a stuck job.
const MAX_CONTENT_POLLS = 20;

type ArticleQuery = ReturnType<typeof useNewsItem>;

/**
 * One article for the article page: the load-error toast, the automatic full-content request,
 * and the 3 s refetches while the server reads the original page (docs/product.md#article-page).
 */
export function useArticle(id: number, enabled: boolean): ArticleQuery {
  const query = useNewsItem(id, enabled);
  useLoadErrorToast(query.isError && query.data === undefined, isMissingArticle(query.error));
  const requested = useAutoFullContent(query.data);
  useContentPolling(query, requested);
  return query;
}

/** Worth asking the server to read the original page: a live link, no text yet, and no job running or given up. */
function needsFullContent(article: NewsDetail): boolean {
  if (!openableUrl(article.url) || article.full_content) return false;
  return article.full_content_status !== 'pending' && article.full_content_status !== 'failed';
}

/** The API has no such article (404): trying again later would not help, so nothing says to. */
export function isMissingArticle(error: unknown): boolean {
  return apiErrorOf(error)?.status === 404;
}

function useLoadErrorToast(failed: boolean, missing: boolean): void {
  useEffect(() => {
    if (!failed) return;
    const message = missing ? 'This article does not exist.' : 'Failed to load the news article. Please try again later.';
    showToast({ title: 'Error loading news', message, variant: 'destructive' });
  }, [failed, missing]);
}

/** Asks once per article (the page remounts this per id); true once the server accepted. */
function useAutoFullContent(article: NewsDetail | undefined): boolean {
  const { mutate, isSuccess } = useScrapeContent();
  const asked = useRef(false);
  useEffect(() => {
    if (!article || asked.current || !needsFullContent(article)) return;
    asked.current = true;
    mutate(article.id, {
      onSuccess: () => showToast({ title: 'Processing content', message: 'Content processing initiated' }),
      onError: () =>
        showToast({
          title: 'Error processing content',
          message: 'There was an error processing the article content. Please try again later.',
          variant: 'destructive',
        }),
    });
  }, [article, mutate]);
  return isSuccess;
}

/** Refetches every 3 s while the server is reading the page, up to a limit. */
function useContentPolling(query: ArticleQuery, requested: boolean): void {
  const { data, refetch, dataUpdatedAt, errorUpdatedAt } = query;
  const polls = useRef(0);
  // Right after the request the cached copy still says "none" while the server already says "pending".
  const waiting =
    data !== undefined &&
    (data.full_content_status === 'pending' || (requested && !data.full_content && data.full_content_status !== 'failed'));

  useEffect(() => {
    if (!waiting || polls.current >= MAX_CONTENT_POLLS) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      void refetch();
    }, CONTENT_REFETCH_MS);
    return () => clearTimeout(timer);
    // Each answer (or failure) schedules the next poll, so the update times are the clock.
  }, [waiting, refetch, dataUpdatedAt, errorUpdatedAt]);
}
