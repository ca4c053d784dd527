import type { NotificationPage } from '../../../contracts/alerts.js';
import type { LiveEvent } from '../live/hub.js';
import type { NewNotification, NotificationRow, NotificationsRepository } from './notifications-repository.js';
import { presentNotification } from './presenter.js';

export interface InboxService {
  page(userId: number, page: number, limit: number): Promise<NotificationPage>;
  markRead(userId: number, which: { ids: number[] } | { all: true }): Promise<{ unreadCount: number }>;
  /** Adds a notification and tells the member's open pages. */
  add(notification: NewNotification): Promise<void>;
  /** Tells the member's open pages of a notification already stored (in a transaction that has committed). */
  announce(row: NotificationRow): Promise<void>;
}

/**
 * The in-app inbox (docs/alerts.md#in-app): notifications, the unread count for the bell, and a
 * live event to the member's own open pages (every instance's, through the live hub).
 */
export function createInboxService(repository: NotificationsRepository, publish: (event: LiveEvent) => void): InboxService {
  async function announce(row: NotificationRow): Promise<void> {
    const unreadCount = await repository.unreadCount(row.user_id);
    publish({ event: 'notification', data: { userId: row.user_id, unreadCount, item: presentNotification(row) } });
  }

  return {
    async page(userId, page, limit) {
      const [rows, unreadCount] = await Promise.all([repository.page(userId, (page - 1) * limit, limit), repository.unreadCount(userId)]);
      return { items: rows.slice(0, limit).map(presentNotification), unreadCount, hasMore: rows.length > limit };
    },

    async markRead(userId, which) {
      await repository.markRead(userId, which);
      const unreadCount = await repository.unreadCount(userId);
      publish({ event: 'notification', data: { userId, unreadCount, item: null } });
      return { unreadCount };
    },

    async add(notification) {
      await announce(await repository.insert(notification));
    },

    announce,
  };
}
