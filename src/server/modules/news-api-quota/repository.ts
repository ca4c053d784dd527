import type { Knex } from 'knex';
import type { TierKey } from '../../../contracts/provider.js';

export interface ProviderConfigRow {
  provider: string;
  tier: TierKey;
  poll_interval_minutes: number;
  categorized_enabled: boolean;
  enabled_languages: string[];
  is_working: boolean;
  last_error: string | null;
  last_call_at: Date | null;
  updated_at: Date;
}

export type NewsApiQuotaRepository = ReturnType<typeof createNewsApiQuotaRepository>;

/** The news-API quota's SQL: each provider's tier and health (provider_config) and its calls per day (provider_calls). */
export function createNewsApiQuotaRepository(knex: Knex) {
  return {
    /** The provider's settings, created with the defaults on first use. */
    async config(provider: string): Promise<ProviderConfigRow> {
      await knex('provider_config').insert({ provider }).onConflict('provider').ignore();
      return knex<ProviderConfigRow>('provider_config').where({ provider }).first() as Promise<ProviderConfigRow>;
    },

    /** API calls made today (UTC) across all categories. */
    async callsToday(provider: string): Promise<number> {
      const row = await knex('provider_calls')
        .where({ provider })
        .andWhereRaw("day = (now() at time zone 'utc')::date")
        .sum<{ calls: number | null }[]>('calls as calls')
        .first();
      return Number(row?.calls ?? 0);
    },

    /** Adds calls and articles to today's count for a category. */
    async addCalls(provider: string, category: string, calls: number, articles: number): Promise<void> {
      await knex.raw(
        `insert into provider_calls (provider, day, category, calls, articles, last_call_at)
         values (?, (now() at time zone 'utc')::date, ?, ?, ?, now())
         on conflict (provider, day, category) do update set
           calls = provider_calls.calls + excluded.calls,
           articles = provider_calls.articles + excluded.articles,
           last_call_at = now()`,
        [provider, category, calls, articles],
      );
    },

    /** Records whether the last call worked, for the admin status card. */
    async setHealth(provider: string, error: string | null): Promise<void> {
      await knex('provider_config')
        .where({ provider })
        .update({ is_working: error === null, last_error: error, last_call_at: knex.fn.now() });
    },
  };
}
