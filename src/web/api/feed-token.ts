import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedToken } from '../../contracts/feeds-out';
import { apiGet, apiSend } from './client';

// Under 'user', so a sign-out forgets the key with the rest of the member's data.
export const feedTokenKeys = { token: ['user', 'feed-token'] as const };

/** The member's personal feed key and URLs (made by the server on the first ask). */
export function useFeedToken() {
  return useQuery({ queryKey: feedTokenKeys.token, queryFn: () => apiGet<FeedToken>('/api/user/feed-token') });
}

/** A new key: the old URLs stop at once, so the new ones replace them here too. */
export function useResetFeedToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiSend('POST', '/api/user/feed-token/reset')) as FeedToken,
    onSuccess: (token) => queryClient.setQueryData(feedTokenKeys.token, token),
  });
}
