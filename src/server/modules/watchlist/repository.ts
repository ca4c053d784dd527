import type { Knex } from 'knex';

export type WatchlistRepository = ReturnType<typeof createWatchlistRepository>;

/** All SQL on user_watchlists: one row per member, made on the first save (migration 20261128_0250). */
export function createWatchlistRepository(knex: Knex) {
  return {
    /** The member's watched symbols, sorted; none before the first save. */
    async symbols(userId: number): Promise<string[]> {
      const row = await knex('user_watchlists').where({ user_id: userId }).first<{ symbols: string[] } | undefined>('symbols');
      return row?.symbols ?? [];
    },

    async save(userId: number, symbols: string[]): Promise<void> {
      await knex('user_watchlists').insert({ user_id: userId, symbols, updated_at: knex.fn.now() }).onConflict('user_id').merge();
    },
  };
}
