import type { Knex } from 'knex';

/** An alert_channels row: `settings` holds what is not secret, `secrets_sealed` the rest as sealed JSON. */
export interface ChannelRow {
  id: number;
  user_id: number;
  type: string;
  name: string;
  settings: Record<string, unknown>;
  secrets_sealed: string | null;
  status: 'active' | 'paused';
  paused_reason: string | null;
  failures_in_a_row: number;
  created_at: Date;
}

export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;

/** All SQL on alert_channels (migration 20261128_0260). */
export function createChannelsRepository(knex: Knex) {
  const table = () => knex<ChannelRow>('alert_channels');
  return {
    list: (userId: number): Promise<ChannelRow[]> => table().where({ user_id: userId }).orderBy('id'),

    find: async (userId: number, id: number): Promise<ChannelRow | null> => (await table().where({ user_id: userId, id }).first()) ?? null,

    byIds: (ids: number[]): Promise<ChannelRow[]> => (ids.length === 0 ? Promise.resolve([]) : table().whereIn('id', ids)),

    count: async (userId: number): Promise<number> => Number((await table().where({ user_id: userId }).count<{ count: string }[]>('id as count'))[0]?.count ?? 0),

    async insert(row: Pick<ChannelRow, 'user_id' | 'type' | 'name' | 'settings' | 'secrets_sealed'>): Promise<ChannelRow> {
      const [created] = await table().insert({ ...row, settings: JSON.stringify(row.settings) as never }).returning('*');
      return created!;
    },

    /** Deletes the channel; its deliveries go with it (cascade). */
    remove: async (userId: number, id: number): Promise<boolean> => (await table().where({ user_id: userId, id }).delete()) > 0,

    /** A delivery or test went through: the failure count starts again and a paused channel resumes. */
    async succeeded(id: number): Promise<void> {
      await table().where({ id }).update({ failures_in_a_row: 0, status: 'active', paused_reason: null });
    },

    /**
     * A delivery failed: counts it, and pauses the channel with the reason once `pauseAfter` have
     * failed in a row. True when this failure paused it (so the member is told once).
     */
    async failed(id: number, pauseAfter: number, reason: string): Promise<boolean> {
      const result = await knex.raw<{ rows: { paused_now: boolean }[] }>(
        `update alert_channels c set failures_in_a_row = c.failures_in_a_row + 1,
           status = case when c.failures_in_a_row + 1 >= ? then 'paused' else c.status end,
           paused_reason = case when c.failures_in_a_row + 1 >= ? and c.status = 'active' then ? else c.paused_reason end
         from (select id, status as old_status from alert_channels where id = ? for update) old
         where c.id = old.id
         returning (old.old_status = 'active' and c.status = 'paused') as paused_now`,
        [pauseAfter, pauseAfter, reason, id],
      );
      return result.rows[0]?.paused_now ?? false;
    },
  };
}
