import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '../../contracts/preferences';
import { apiGet, apiSend } from './client';
import { newsKeys } from './news';
import { recommendationKeys } from './recommendations';

export const preferencesKeys = { mine: ['preferences'] as const };
/** The X integration's auto-post list (its hooks arrive with the X issue); refreshed after a save. */
export const autoPostNewsKey = ['autopost', 'news'] as const;

async function fetchPreferences(): Promise<Preferences> {
  try {
    return await apiGet<Preferences>('/api/user/preferences');
  } catch (error) {
    throw new Error(`Failed to fetch user preferences: ${(error as Error).message}`, { cause: error });
  }
}

/** The member's news preferences (defaults until the first save). */
export function usePreferences(enabled = true) {
  return useQuery({ queryKey: preferencesKeys.mine, queryFn: fetchPreferences, enabled });
}

/**
 * Saves the whole preferences object (docs/product.md#personalised-feed-page); afterwards the preferences, the
 * recommendations, the auto-post news and the feed (which follows the languages read) are loaded again.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: Preferences) => {
      try {
        return (await apiSend('PUT', '/api/user/preferences', preferences)) as Preferences;
      } catch (error) {
        throw new Error(`Failed to update user preferences: ${(error as Error).message}`, { cause: error });
      }
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(preferencesKeys.mine, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: preferencesKeys.mine }),
        queryClient.invalidateQueries({ queryKey: recommendationKeys.all }),
        queryClient.invalidateQueries({ queryKey: autoPostNewsKey }),
        queryClient.invalidateQueries({ queryKey: newsKeys.all }),
      ]);
    },
  });
}
