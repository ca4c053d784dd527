import type { Knex } from 'knex';
import type { Preferences } from '../../../contracts/preferences.js';

const COLUMNS = [
  'news_categories', 'keywords', 'automated_posting_enabled', 'posting_frequency', 'auto_post_topics',
  'daily_digest', 'digest_hour', 'time_zone',
] as const;

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;

/** All SQL on the preferences table: one row per member, made on the first save. */
export function createPreferencesRepository(knex: Knex) {
  return {
    async find(userId: number): Promise<Preferences | null> {
      const row = await knex('preferences').where({ user_id: userId }).first(COLUMNS);
      return (row as Preferences | undefined) ?? null;
    },

    async save(userId: number, preferences: Preferences): Promise<Preferences> {
      const [row] = await knex('preferences')
        .insert({ user_id: userId, ...preferences, updated_at: knex.fn.now() })
        .onConflict('user_id')
        .merge()
        .returning(COLUMNS);
      return row as Preferences;
    },
  };
}
