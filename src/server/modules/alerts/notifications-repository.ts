import type { Knex } from 'knex';
import type { Notification } from '../../../contracts/alerts.js';

export interface NotificationRow {
  id: string;
  user_id: number;
  kind: Notification['kind'];
  title: string;
  body: string;
  article_id: number | null;
  rule_id: number | null;
  read_at: Date | null;
  created_at: Date;
}

export type NewNotification = Pick<NotificationRow, 'user_id' | 'kind' | 'title' | 'body' | 'article_id' | 'rule_id'>;

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** All SQL on notifications, the in-app inbox (migration 20261128_0260). */
export function createNotificationsRepository(knex: Knex) {
  const table = () => knex<NotificationRow>('notifications');
  return {
    async insert(row: NewNotification): Promise<NotificationRow> {
      const [created] = await table().insert(row).returning('*');
      return created!;
    },

    /** One page, newest first, with one row more than asked when there is a next page. */
    page: (userId: number, offset: number, limit: number): Promise<NotificationRow[]> =>
      table().where({ user_id: userId }).orderBy('id', 'desc').offset(offset).limit(limit + 1),

    /** The member's newest notifications, at most `limit` (their data export). */
    newest: (userId: number, limit: number): Promise<NotificationRow[]> => table().where({ user_id: userId }).orderBy('id', 'desc').limit(limit),

    unreadCount: async (userId: number): Promise<number> =>
      Number((await table().where({ user_id: userId }).whereNull('read_at').count<{ count: string }[]>('id as count'))[0]?.count ?? 0),

    /** Marks the member's own notifications read: those named, or all. Others' ids are ignored. */
    async markRead(userId: number, which: { ids: number[] } | { all: true }): Promise<void> {
      const query = table().where({ user_id: userId }).whereNull('read_at');
      if ('ids' in which) query.whereIn('id', which.ids);
      await query.update({ read_at: knex.fn.now() as never });
    },
  };
}
