import type { Knex } from 'knex';
import type { Mutes } from '../../../contracts/mutes.js';

interface MutesRow {
  source_ids: number[];
  keywords: string[];
  tickers: string[];
}

const toMutes = (row: MutesRow): Mutes => ({ sources: row.source_ids, keywords: row.keywords, tickers: row.tickers });

export type MutesRepository = ReturnType<typeof createMutesRepository>;

/** All SQL on user_mutes: one row per member, made on the first save (migration 20261127_0220). */
export function createMutesRepository(knex: Knex) {
  return {
    /** A member's mutes as stored (a deleted source's id may linger: it matches nothing); null before the first save. */
    async find(userId: number): Promise<Mutes | null> {
      const row = await knex('user_mutes').where({ user_id: userId }).first<MutesRow | undefined>('source_ids', 'keywords', 'tickers');
      return row ? toMutes(row) : null;
    },

    /** The mutes of these members, by member; those who never saved any are left out. */
    async findMany(userIds: readonly number[]): Promise<Map<number, Mutes>> {
      if (userIds.length === 0) return new Map();
      const rows = await knex('user_mutes').whereIn('user_id', userIds).select<(MutesRow & { user_id: number })[]>('user_id', 'source_ids', 'keywords', 'tickers');
      return new Map(rows.map((row) => [row.user_id, toMutes(row)]));
    },

    /**
     * Saves what `next` makes of the stored mutes (null before the first save), with the member's
     * row held from the read to the write: two saves of different lists at once each keep the
     * other's, where read, merged and written apart, one was lost.
     */
    async update(userId: number, next: (current: Mutes | null) => Mutes): Promise<Mutes> {
      return knex.transaction(async (trx) => {
        await trx.raw('select 1 from users where id = ? for no key update', [userId]);
        const row = await trx('user_mutes').where({ user_id: userId }).first<MutesRow | undefined>('source_ids', 'keywords', 'tickers');
        const mutes = next(row ? toMutes(row) : null);
        await trx('user_mutes')
          .insert({ user_id: userId, source_ids: mutes.sources, keywords: mutes.keywords, tickers: mutes.tickers, updated_at: trx.fn.now() })
          .onConflict('user_id')
          .merge();
        return mutes;
      });
    },

    /** The names of those of these sources that exist, by id. */
    async sourceNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await knex('sources').whereIn('id', ids).select<{ id: number; name: string }[]>('id', 'name');
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
