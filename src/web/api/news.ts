import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsDetail, NewsList, NewsSort } from '../../contracts/news';
import type { TopicId } from '../../contracts/topics';
import { type FeedFilters, feedFilterEntries } from '../lib/feed-filters';
import { apiGet, apiSend } from './client';
import { takePageData } from './page-data';

export interface NewsListParams {
  page: number;
  limit: number;
  sort: NewsSort;
  topic?: TopicId;
  q?: string;
  filters?: FeedFilters;
}

export const newsKeys = {
  all: ['news'] as const,
  lists: ['news', 'list'] as const,
  list: (params: NewsListParams) => ['news', 'list', params] as const,
  detail: (id: number) => ['news', 'detail', id] as const,
};

/** The query string of GET /api/news: empty values and the "all" topic are left out (docs/product.md#news, #feed-filters). */
export function newsQueryString(params: NewsListParams): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit), sort: params.sort });
  if (params.topic && params.topic !== 'all') query.set('topic', params.topic);
  if (params.q?.trim()) query.set('q', params.q.trim());
  for (const [name, value] of params.filters ? feedFilterEntries(params.filters) : []) query.set(name, value);
  return query.toString();
}

async function fetchNewsList(params: NewsListParams): Promise<NewsList> {
  // docs/product.md#the-100-ms-wait-before-an-unfiltered-feed-call: without a topic the call waits 100 ms, letting a topic from the address or the
  // topicChanged event arrive first instead of loading the unfiltered feed for nothing.
  if (!params.topic || params.topic === 'all') await new Promise((resolve) => setTimeout(resolve, 100));
  try {
    return await apiGet<NewsList>(`/api/news?${newsQueryString(params)}`);
  } catch (error) {
    throw new Error(`Failed to fetch news: ${(error as Error).message}`, { cause: error });
  }
}

async function fetchNewsItem(id: number): Promise<NewsDetail> {
  try {
    return await apiGet<NewsDetail>(`/api/news/${id}`);
  } catch (error) {
    throw new Error(`Failed to fetch news item: ${(error as Error).message}`, { cause: error });
  }
}

export interface NewsListOptions {
  /** Refetch interval in ms (the defaults differ per list: docs/product.md#client-timings). */
  refetchInterval?: number;
  staleTime?: number;
  enabled?: boolean;
}

/** One page of the feed. */
export function useNewsList(params: NewsListParams, options: NewsListOptions = {}) {
  return useQuery({
    queryKey: newsKeys.list(params),
    queryFn: () => fetchNewsList(params),
    initialData: () => takePageData<NewsList>(`/api/news?${newsQueryString(params)}`),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** One article with full content; only asked for when the reader is signed in. */
export function useNewsItem(id: number, enabled: boolean) {
  return useQuery({ queryKey: newsKeys.detail(id), queryFn: () => fetchNewsItem(id), initialData: () => takePageData<NewsDetail>(`/api/news/${id}`), enabled });
}

/** Asks the server to read the original page of an article (answers before it is done). */
export function useScrapeContent() {
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        return await apiSend('POST', `/api/news/${id}/scrape-content`);
      } catch (error) {
        throw new Error(`Failed to process news content: ${(error as Error).message}`, { cause: error });
      }
    },
  });
}

/** Marks every news query stale (e.g. when the live stream reports new articles). */
export function useInvalidateNews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: newsKeys.all });
}
