import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SummaryList } from '../../contracts/summaries';
import { apiGet } from './client';

export const SUMMARIES_PER_PAGE = 10;
export const summaryKeys = { page: (page: number) => ['one-minute-summaries', page] as const, all: ['one-minute-summaries'] as const };

async function fetchSummaries(page: number): Promise<SummaryList> {
  try {
    return await apiGet<SummaryList>(`/api/one-minute-summaries?page=${page}&limit=${SUMMARIES_PER_PAGE}`);
  } catch (error) {
    throw new Error(`Failed to fetch one-minute summaries: ${(error as Error).message}`, { cause: error });
  }
}

/** One page of one-minute summaries; asked for only when signed in (docs/product.md#one-minute-summaries-page). */
export function useSummaries(page: number, enabled: boolean) {
  return useQuery({ queryKey: summaryKeys.page(page), queryFn: () => fetchSummaries(page), enabled, placeholderData: keepPreviousData });
}
