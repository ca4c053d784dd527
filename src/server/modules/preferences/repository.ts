import type { Knex } from 'knex';
import type { Preferences } from '../../../contracts/preferences.js';

const COLUMNS = [
  'news_categories', 'keywords', 'automated_posting_enabled', 'posting_frequency', 'auto_post_topics',
  'daily_digest', 'digest_hour', 'time_zone', 'languages',
] as const;

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;

/** All SQL on the preferences table: one row per member, made on the first save. */
export function createPreferencesRepository(knex: Knex) {
  return {
    async find(userId: number): Promise<Preferences | null> {
      const row = await knex('preferences').where({ user_id: userId }).first(COLUMNS);
      return (row as Preferences | undefined) ?? null;
    },

    /** The languages the member reads ([] for all), without the rest. */
    async languages(userId: number): Promise<string[]> {
      const row = await knex('preferences').where({ user_id: userId }).first<{ languages: string[] } | undefined>('languages');
      return row?.languages ?? [];
    },

    /** The languages each of these members reads, for those who chose some. */
    async languagesOfMany(userIds: number[]): Promise<Map<number, string[]>> {
      if (userIds.length === 0) return new Map();
      const rows = await knex('preferences').whereIn('user_id', userIds).whereRaw('cardinality(languages) > 0').select<{ user_id: number; languages: string[] }[]>('user_id', 'languages');
      return new Map(rows.map((row) => [row.user_id, row.languages]));
    },

    /**
     * Saves what `next` makes of the stored preferences (null before the first save), with the
     * member's row held from the read to the write: two partial saves at once each keep the
     * other's fields, where read, merged and written apart, one was lost.
     */
    async update(userId: number, next: (current: Preferences | null) => Preferences): Promise<Preferences> {
      return knex.transaction(async (trx) => {
        await trx.raw('select 1 from users where id = ? for no key update', [userId]);
        const current = ((await trx('preferences').where({ user_id: userId }).first(COLUMNS)) as Preferences | undefined) ?? null;
        const [row] = await trx('preferences')
          .insert({ user_id: userId, ...next(current), updated_at: trx.fn.now() })
          .onConflict('user_id')
          .merge()
          .returning(COLUMNS);
        return row as Preferences;
      });
    },
  };
}
