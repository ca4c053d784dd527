import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mutes, MutesAnswer } from '../../contracts/mutes';
import { apiGet, apiSend } from './client';
import { newsKeys } from './news';
import { autoPostNewsKey } from './preferences';
import { recommendationKeys } from './recommendations';

// Under 'user': a member's answers that api/auth drops when somebody else signs in.
export const mutesKeys = { mine: ['user', 'mutes'] as const };

async function fetchMutes(): Promise<MutesAnswer> {
  try {
    return await apiGet<MutesAnswer>('/api/user/mutes');
  } catch (error) {
    throw new Error(`Failed to fetch mutes: ${(error as Error).message}`, { cause: error });
  }
}

async function saveMutes(mutes: Mutes): Promise<MutesAnswer> {
  try {
    return (await apiSend('PUT', '/api/user/mutes', mutes)) as MutesAnswer;
  } catch (error) {
    throw new Error(`Failed to save mutes: ${(error as Error).message}`, { cause: error });
  }
}

/** The lists of an answer, as a save sends them (without the sources' names). */
export const listsOf = ({ sources, keywords, tickers }: MutesAnswer): Mutes => ({ sources, keywords, tickers });

/** The member's mutes (docs/product.md#mutes). */
export function useMutes(enabled = true) {
  return useQuery({ queryKey: mutesKeys.mine, queryFn: fetchMutes, enabled });
}

/** After a save: every list that leaves muted news out is loaded again. */
async function afterSave(queryClient: QueryClient, saved: MutesAnswer): Promise<void> {
  queryClient.setQueryData(mutesKeys.mine, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: newsKeys.lists }),
    queryClient.invalidateQueries({ queryKey: recommendationKeys.all }),
    queryClient.invalidateQueries({ queryKey: autoPostNewsKey }),
  ]);
}

/** Saves the three lists whole. */
export function useSaveMutes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMutes, onSuccess: (saved) => afterSave(queryClient, saved) });
}

/** What a card's menu mutes: a source (by id) or a ticker. */
export type MuteChange = { source: number } | { ticker: string };

/**
 * A card menu's saves, as plain promises: the card leaves the feed before its save settles, and a
 * mutation's per-call callbacks would not outlive it (the toast and its Undo must).
 */
export function useMuteActions() {
  const queryClient = useQueryClient();
  return {
    /** Adds one source or ticker to the stored lists (read fresh: a mute made in another tab stays) and answers the lists before, for Undo. */
    async add(change: MuteChange): Promise<Mutes> {
      const before = listsOf(await queryClient.fetchQuery({ queryKey: mutesKeys.mine, queryFn: fetchMutes, staleTime: 0 }));
      const next: Mutes = 'source' in change
        ? { ...before, sources: [...new Set([...before.sources, change.source])] }
        : { ...before, tickers: [...new Set([...before.tickers, change.ticker])] };
      await afterSave(queryClient, await saveMutes(next));
      return before;
    },
    /** Puts the lists back as they were. */
    async restore(lists: Mutes): Promise<void> {
      await afterSave(queryClient, await saveMutes(lists));
    },
  };
}
