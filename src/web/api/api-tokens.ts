import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenList, CreateApiTokenPayload, CreatedApiToken } from '../../contracts/api-tokens';
import { apiGet, apiSend } from './client';

// Under 'user', so a sign-out forgets them with the rest of the member's data.
export const apiTokenKeys = { list: ['user', 'api-tokens'] as const };

/** The member's personal API tokens (never the tokens themselves). */
export function useApiTokens() {
  return useQuery({ queryKey: apiTokenKeys.list, queryFn: () => apiGet<ApiTokenList>('/api/user/api-tokens') });
}

/** Makes a token; the answer holds it in full, the only time it is shown. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreateApiTokenPayload) => (await apiSend('POST', '/api/user/api-tokens', payload)) as CreatedApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiSend('DELETE', `/api/user/api-tokens/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list }),
  });
}
