import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkReadPayload, NotificationEvent, NotificationPage } from '../../contracts/alerts';
import { apiGet, apiSend } from './client';

/** How many notifications the header's bell lists. */
export const BELL_SIZE = 10;

// Under 'user', so a sign-out forgets them with the rest of the member's data.
export const notificationKeys = {
  all: ['user', 'notifications'] as const,
  latest: ['user', 'notifications', 'latest'] as const,
};

/**
 * The newest notifications and the unread count (docs/product.md#alerts). With the live stream
 * up, events bring changes and this is read again every 5 min as a safety net; without it, every
 * minute, as the feeds do.
 */
export function useLatestNotifications(liveOpen: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest,
    queryFn: () => apiGet<NotificationPage>(`/api/user/notifications?page=1&limit=${BELL_SIZE}`),
    refetchInterval: liveOpen ? 300_000 : 60_000,
  });
}

/** A live `notification` event: the count is set at once, the item put on top, the rest read again. */
export function applyNotificationEvent(queryClient: QueryClient, event: NotificationEvent): void {
  queryClient.setQueryData<NotificationPage>(notificationKeys.latest, (page) => {
    if (!page) return page;
    const items = event.item ? [event.item, ...page.items.filter((n) => n.id !== event.item?.id)].slice(0, BELL_SIZE) : page.items;
    return { ...page, items, unreadCount: event.unreadCount };
  });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Marks the given notifications, or all of them, read; the answer is the new unread count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: MarkReadPayload) => (await apiSend('POST', '/api/user/notifications/read', payload)) as { unreadCount: number },
    onSuccess: ({ unreadCount }, payload) => {
      queryClient.setQueryData<NotificationPage>(notificationKeys.latest, (page) => {
        if (!page) return page;
        const marked = (id: number) => 'all' in payload || payload.ids.includes(id);
        return { ...page, unreadCount, items: page.items.map((n) => (marked(n.id) ? { ...n, read: true } : n)) };
      });
    },
  });
}
