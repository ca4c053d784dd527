import type { Knex } from 'knex';
import type { TierKey } from '../../../contracts/provider.js';

export interface ProviderConfigRow {
  provider: string;
  tier: TierKey;
  poll_interval_minutes: number;
  categorized_enabled: boolean;
  enabled_languages: string[];
  endpoint_templates: Record<string, string>;
  is_working: boolean;
  last_error: string | null;
  last_call_at: Date | null;
  updated_at: Date;
}

/** What an admin may change of a provider's settings. */
export type ProviderConfigChange = Partial<Pick<ProviderConfigRow, 'tier' | 'poll_interval_minutes' | 'categorized_enabled' | 'enabled_languages' | 'endpoint_templates'>>;

/** One API call as the host saw it leave and come back. */
export interface ProviderCallRecord {
  category: string;
  ok: boolean;
  httpStatus: number | null;
  durationMs: number;
}

export type NewsApiQuotaRepository = ReturnType<typeof createNewsApiQuotaRepository>;

const TODAY = "(now() at time zone 'utc')::date";

/** The news-API quota's SQL: each provider's tier and health (provider_config) and its calls per day (provider_calls). */
export function createNewsApiQuotaRepository(knex: Knex) {
  async function addCalls(db: Knex, provider: string, day: string, category: string, calls: number, articles: number): Promise<void> {
    await db.raw(
      `insert into provider_calls (provider, day, category, calls, articles, last_call_at)
       values (?, ?::date, ?, ?, ?, now())
       on conflict (provider, day, category) do update set
         calls = provider_calls.calls + excluded.calls,
         articles = provider_calls.articles + excluded.articles,
         last_call_at = now()`,
      [provider, day, category, calls, articles],
    );
  }

  async function callsToday(db: Knex, provider: string): Promise<number> {
    const row = await db('provider_calls').where({ provider }).andWhereRaw(`day = ${TODAY}`).sum<{ calls: number | null }[]>('calls as calls').first();
    return Number(row?.calls ?? 0);
  }

  return {
    /** The provider's settings, created with the defaults on first use. */
    async config(provider: string): Promise<ProviderConfigRow> {
      await knex('provider_config').insert({ provider }).onConflict('provider').ignore();
      return knex<ProviderConfigRow>('provider_config').where({ provider }).first() as Promise<ProviderConfigRow>;
    },

    async updateConfig(provider: string, change: ProviderConfigChange): Promise<ProviderConfigRow> {
      await this.config(provider);
      const values = { ...change, ...(change.endpoint_templates ? { endpoint_templates: JSON.stringify(change.endpoint_templates) } : {}) };
      const [row] = await knex('provider_config').where({ provider }).update({ ...values, updated_at: knex.fn.now() }).returning('*');
      return row as ProviderConfigRow;
    },

    /** API calls made today (UTC) across all categories. */
    callsToday: (provider: string) => callsToday(knex, provider),

    /**
     * Takes up to `wanted` of today's remaining calls under a lock per provider, so that fetches
     * running at once (here or in another instance) never together pass the daily limit; 0 when
     * none is left. What a fetch does not use is given back by `addCalls` with a negative count, on
     * the `day` (UTC, YYYY-MM-DD) it reserved them: the transaction's one now() judged that day.
     */
    async reserveCalls(provider: string, category: string, wanted: number, maxPerDay: number): Promise<{ reserved: number; usedBefore: number; day: string }> {
      return knex.transaction(async (trx) => {
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`provider_calls:${provider}`]);
        const { rows } = await trx.raw<{ rows: { day: string }[] }>(`select ${TODAY}::text as day`);
        const day = rows[0]!.day;
        const used = await callsToday(trx, provider);
        const reserved = Math.max(0, Math.min(wanted, maxPerDay - used));
        if (reserved > 0) await addCalls(trx, provider, day, category, reserved, 0);
        return { reserved, usedBefore: used, day };
      });
    },

    /** Adds calls (negative: gives reserved ones back) and articles to a day's count for a category. */
    addCalls: (provider: string, day: string, category: string, calls: number, articles: number) => addCalls(knex, provider, day, category, calls, articles),

    async logCalls(provider: string, calls: ProviderCallRecord[]): Promise<void> {
      if (calls.length === 0) return;
      await knex('provider_call_log').insert(
        calls.map((c) => ({ provider, category: c.category, ok: c.ok, http_status: c.httpStatus, duration_ms: Math.round(c.durationMs) })),
      );
    },

    /** Adds a fetch's articles per language to a day's counts. */
    async addLanguages(provider: string, day: string, counts: Record<string, number>): Promise<void> {
      const rows = Object.entries(counts).map(([language, articles]) => ({ provider, language, articles, day }));
      if (rows.length === 0) return;
      await knex('provider_languages')
        .insert(rows)
        .onConflict(['provider', 'day', 'language'])
        .merge({ articles: knex.raw('provider_languages.articles + excluded.articles') });
    },

    /** Records whether the last call worked, for the admin status card. */
    async setHealth(provider: string, error: string | null): Promise<void> {
      await knex('provider_config')
        .where({ provider })
        .update({ is_working: error === null, last_error: error, last_call_at: knex.fn.now() });
    },
  };
}
