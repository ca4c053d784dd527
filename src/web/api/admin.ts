import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsPage, AdminStats, AdminSummaryPage, AuditPage } from '../../contracts/admin';
import type {
  ActionResult,
  CategoryStats,
  EndpointsView,
  LanguageConfig,
  ProviderStatistics,
  ProviderStatus,
} from '../../contracts/admin-provider';
import type { OpmlReport, TestFetchResult } from '../../contracts/admin-sources';
import type { ListedSource, SourcePayload, NewsSource } from '../../contracts/sources';
import type { LanguageStats } from '../../contracts/admin-languages';
import type { Role, SessionUser } from '../../contracts/auth';
import type { AdminUser } from '../../contracts/users';
import { applySignedOut, authKeys, recheckSession } from './auth';
import { apiGet, apiSend } from './client';

// The admin dashboard's calls (docs/admin.md); each failure message says what failed, then the cause (docs/product.md#texts-kept-word-for-word).
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  news: (page: number) => ['admin', 'news', page] as const,
  summaries: (page: number) => ['admin', 'summaries', page] as const,
  users: ['admin', 'users'] as const,
  sources: ['admin', 'sources'] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
  provider: ['admin', 'provider'] as const,
  status: ['admin', 'provider', 'status'] as const,
  languages: ['admin', 'provider', 'languages'] as const,
  endpoints: ['admin', 'provider', 'endpoints'] as const,
  categories: ['admin', 'provider', 'categories'] as const,
  statistics: ['admin', 'provider', 'statistics'] as const,
  articleLanguages: (days: number) => ['admin', 'article-languages', days] as const,
};

export const ADMIN_REFRESH_MS = 30_000;

async function load<T>(path: string, failure: string): Promise<T> {
  try {
    return await apiGet<T>(path);
  } catch (cause) {
    throw new Error(`${failure}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: () => load<AdminStats>('/api/admin/stats', 'Failed to fetch database stats'), refetchInterval: ADMIN_REFRESH_MS });
}

export function useAdminNews(page: number) {
  return useQuery({ queryKey: adminKeys.news(page), queryFn: () => load<AdminNewsPage>(`/api/admin/news?page=${page}&limit=10`, 'Failed to fetch news'), placeholderData: keepPreviousData });
}

export function useAdminSummaries(page: number) {
  return useQuery({
    queryKey: adminKeys.summaries(page),
    queryFn: () => load<AdminSummaryPage>(`/api/admin/ai-summaries?page=${page}&limit=10`, 'Failed to fetch AI summaries'),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers() {
  return useQuery({ queryKey: adminKeys.users, queryFn: () => load<AdminUser[]>('/api/admin/users', 'Failed to fetch users') });
}

export function useAdminSources() {
  return useQuery({ queryKey: adminKeys.sources, queryFn: () => load<ListedSource[]>('/api/admin/news-sources', 'Failed to fetch news sources') });
}

export function useAuditLog(page: number) {
  return useQuery({ queryKey: adminKeys.audit(page), queryFn: () => load<AuditPage>(`/api/admin/audit?page=${page}&limit=10`, 'Failed to fetch the audit log'), placeholderData: keepPreviousData });
}

export function useProviderStatus() {
  return useQuery({ queryKey: adminKeys.status, queryFn: () => load<ProviderStatus>('/api/admin/marketaux/status', 'Failed to fetch Marketaux status'), refetchInterval: ADMIN_REFRESH_MS });
}

export function useLanguageConfig() {
  return useQuery({ queryKey: adminKeys.languages, queryFn: () => load<LanguageConfig>('/api/admin/marketaux/language-config', 'Failed to fetch language configuration') });
}

export function useEndpoints() {
  return useQuery({ queryKey: adminKeys.endpoints, queryFn: () => load<EndpointsView>('/api/admin/marketaux/endpoints', 'Failed to fetch endpoints') });
}

export function useCategoryStats() {
  return useQuery({ queryKey: adminKeys.categories, queryFn: () => load<CategoryStats>('/api/news/categories/stats', 'Failed to fetch category stats'), refetchInterval: ADMIN_REFRESH_MS });
}

export function useProviderStatistics() {
  return useQuery({ queryKey: adminKeys.statistics, queryFn: () => load<ProviderStatistics>('/api/admin/marketaux/statistics?days=7', 'Failed to fetch statistics') });
}

/** A mutation of the admin area: on success everything of the area is read again. */
function useAdminMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

/** Whether a role change is the signed-in admin demoting themselves. */
export function isSelfDemotion(queryClient: QueryClient, id: number, role: Role): boolean {
  return role !== 'admin' && queryClient.getQueryData<SessionUser | null>(authKeys.me)?.id === id;
}

/**
 * Promotes or demotes a user. A role change ends that user's sessions, so an admin who demoted
 * themselves is signed out: the session is set signed out at once and checked again, rather than
 * the admin lists read again (each would answer 401 and show as an error on the way out).
 */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role }: { id: number; role: Role }) => (await apiSend('PUT', `/api/admin/users/${id}/role`, { role })) as AdminUser,
    onSuccess: (_user, { id, role }) => {
      if (!isSelfDemotion(queryClient, id, role)) return queryClient.invalidateQueries({ queryKey: adminKeys.all });
      applySignedOut(queryClient);
      recheckSession(queryClient);
      return undefined;
    },
  });
}

/** Deletes an account and everything of theirs; the users list and the stats are read again. */
export function useDeleteUser() {
  return useAdminMutation(async (id: number) => {
    await apiSend('DELETE', `/api/admin/users/${id}`);
  });
}

export function useSaveSource() {
  return useAdminMutation(async ({ id, payload }: { id: number | null; payload: SourcePayload }) =>
    (await (id === null ? apiSend('POST', '/api/admin/news-sources', payload) : apiSend('PUT', `/api/admin/news-sources/${id}`, payload))) as NewsSource,
  );
}

export async function testFetchSource(payload: SourcePayload): Promise<TestFetchResult> {
  return (await apiSend('POST', '/api/admin/news-sources/test-fetch', payload)) as TestFetchResult;
}

export function useImportOpml() {
  return useAdminMutation(async (opml: string) => (await apiSend('POST', '/api/admin/news-sources/opml', { opml })) as OpmlReport);
}

const action = (method: 'POST' | 'PUT', path: string) => async (body?: unknown) => (await apiSend(method, path, body)) as ActionResult;

export const useSetTier = () => useAdminMutation((tierKey: string) => action('POST', '/api/tier/update')({ tierKey }));
export const useSetPolling = () => useAdminMutation((intervalMinutes: number) => action('POST', '/api/admin/marketaux/polling-config')({ intervalMinutes }));
export const useSetLanguages = () => useAdminMutation((codes: string[]) => action('PUT', '/api/admin/marketaux/language-config')({ enabled_languages: codes }));
export const useSaveEndpoints = () => useAdminMutation((endpoints: Record<string, string>) => action('PUT', '/api/admin/marketaux/endpoints')({ endpoints }));
export const useToggleCategorized = () => useAdminMutation((enabled: boolean) => action('POST', '/api/admin/categorized-service/toggle')({ enabled }));
/** Sends the tier's name the status shows now (the spec's `{tier}`), not a fixed one. */
export const useRefreshCategories = () => useAdminMutation((tier: string) => action('POST', '/api/news/categories/refresh')({ tier }));
export const useManualFetch = () => useAdminMutation(() => action('POST', '/api/admin/marketaux/manual-fetch')());

/** Articles per detected language over the last `days` days, all sources (docs/product.md#admin-dashboard). */
export function useArticleLanguages(days: number) {
  return useQuery({
    queryKey: adminKeys.articleLanguages(days),
    queryFn: () => load<LanguageStats>(`/api/admin/languages?days=${days}`, 'Failed to fetch article languages'),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}
