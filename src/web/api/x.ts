import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsItem } from '../../contracts/news';
import type {
  AutopostStatus,
  PostToXAnswer,
  UserProfile,
  XAuthorizeAnswer,
  XConnectionTestAnswer,
  XCredentialsPayload,
  XPostList,
  XTestPostAnswer,
} from '../../contracts/x';
import { apiGet, apiSend } from './client';

export const xKeys = {
  profile: ['user', 'profile'] as const,
  posts: ['x', 'posts'] as const,
  autopostNews: (limit: number) => ['autopost', 'news', limit] as const,
  autopostStatus: ['autopost', 'status'] as const,
};

/** Rethrows with what failed and the cause appended (docs/product.md#texts-kept-word-for-word). */
function failed(prefix: string, error: unknown): never {
  throw new Error(`${prefix}: ${(error as Error).message}`, { cause: error });
}

export function useProfile(options: { refetchInterval?: number | false; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: xKeys.profile,
    queryFn: () => apiGet<UserProfile>('/api/user/profile').catch((e: unknown) => failed('Failed to fetch user profile', e)),
    ...options,
  });
}

export function useSaveXCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: XCredentialsPayload) =>
      apiSend('PUT', '/api/user/x-credentials', payload).catch((e: unknown) => failed('Failed to update X API credentials', e)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: xKeys.profile }),
  });
}

export function useTestXConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: XCredentialsPayload | Record<string, never>) =>
      (await apiSend('POST', '/api/user/x-credentials/test', payload).catch((e: unknown) => failed('Failed to test X connection', e))) as XConnectionTestAnswer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: xKeys.profile }),
  });
}

export function useTestPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: { customMessage?: string; confirmed?: boolean }) =>
      (await apiSend('POST', '/api/user/x-credentials/post-test', { ...payload, useDirectApi: true }).catch((e: unknown) =>
        failed('Failed to post test message to X', e),
      )) as XTestPostAnswer,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: xKeys.posts }), queryClient.invalidateQueries({ queryKey: xKeys.profile })]),
  });
}

export function usePostToX() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, customMessage }: { id: number; customMessage?: string }) =>
      (await apiSend('POST', `/api/news/${id}/post-to-x`, customMessage ? { customMessage } : {}).catch((e: unknown) =>
        failed('Failed to post news to X', e),
      )) as PostToXAnswer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: xKeys.posts }),
  });
}

export function useXPosts(enabled = true) {
  return useQuery({ queryKey: xKeys.posts, queryFn: () => apiGet<XPostList>('/api/user/x-posts?limit=20'), enabled });
}

export function useAutopostNews(limit = 3, enabled = true) {
  return useQuery({
    queryKey: xKeys.autopostNews(limit),
    queryFn: () => apiGet<NewsItem[]>(`/api/autopost/news?limit=${limit}`).catch((e: unknown) => failed('Failed to fetch auto-post news', e)),
    enabled,
  });
}

export function useAutopostStatus(enabled = true) {
  return useQuery({ queryKey: xKeys.autopostStatus, queryFn: () => apiGet<AutopostStatus>('/api/autopost/status'), enabled });
}

/** Asks where to authorize; the answer is a URL to open, or the account already authorized. */
export async function requestAuthorization(): Promise<XAuthorizeAnswer> {
  return apiGet<XAuthorizeAnswer>('/api/auth/x/authorize?auto=false');
}
