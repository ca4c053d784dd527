import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertRule, AlertRuleList, AlertRulePayload, ChannelList, ChannelPayload, CreatedChannel, DeliveryList, TestResults } from '../../contracts/alerts';
import { apiGet, apiSend } from './client';
import { notificationKeys } from './notifications';

// Under 'user', so a sign-out forgets them with the rest of the member's data.
export const alertKeys = {
  rules: ['user', 'alerts'] as const,
  channels: ['user', 'channels'] as const,
  deliveries: (channelId: number) => ['user', 'channels', channelId, 'deliveries'] as const,
};

/** The member's alert rules (docs/product.md#alerts). */
export function useAlertRules() {
  return useQuery({ queryKey: alertKeys.rules, queryFn: () => apiGet<AlertRuleList>('/api/user/alerts') });
}

/** Creates a rule (id null) or replaces one whole. */
export function useSaveAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, rule }: { id: number | null; rule: AlertRulePayload }) =>
      (await apiSend(id === null ? 'POST' : 'PUT', id === null ? '/api/user/alerts' : `/api/user/alerts/${id}`, rule)) as AlertRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.rules }),
  });
}

export function useDeleteAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiSend('DELETE', `/api/user/alerts/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.rules }),
  });
}

/**
 * Sends a sample through every channel of a rule, or through one channel. A test lands in the
 * inbox when In-app is among them, and a successful one resumes a paused channel, so both lists
 * and the deliveries are read again.
 */
export function useTestAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { rule: number } | { channel: number }) => {
      const path = 'rule' in target ? `/api/user/alerts/${target.rule}/test` : `/api/user/channels/${target.channel}/test`;
      return (await apiSend('POST', path)) as TestResults;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.channels }),
        queryClient.invalidateQueries({ queryKey: alertKeys.rules }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}

/** The member's channels, the channel types this server offers, and whether it can send e-mail. */
export function useChannels() {
  return useQuery({ queryKey: alertKeys.channels, queryFn: () => apiGet<ChannelList>('/api/user/channels') });
}

/** Adds a channel; the answer holds a webhook's signing secret, the only time it is shown. */
export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ChannelPayload) => (await apiSend('POST', '/api/user/channels', payload)) as CreatedChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.channels }),
  });
}

/** Deletes a channel; the rules naming it change too, so they are read again. */
export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiSend('DELETE', `/api/user/channels/${id}`);
    },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: alertKeys.channels }), queryClient.invalidateQueries({ queryKey: alertKeys.rules })]),
  });
}

/** A channel's latest 50 deliveries, loaded while they are shown. */
export function useDeliveries(channelId: number, enabled: boolean) {
  return useQuery({ queryKey: alertKeys.deliveries(channelId), queryFn: () => apiGet<DeliveryList>(`/api/user/channels/${channelId}/deliveries`), enabled });
}
