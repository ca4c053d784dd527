import type { Knex } from 'knex';

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;

/** All SQL on rate_limits: one atomic upsert per hit, so every instance shares the counters. */
export function createRateLimitsRepository(knex: Knex) {
  return {
    /** Counts a hit on key within a fixed window; returns the count so far and when the window started. */
    async hit(key: string, windowSeconds: number): Promise<{ count: number; windowStart: Date }> {
      const { rows } = await knex.raw<{ rows: { count: number; window_start: Date }[] }>(
        `insert into rate_limits (key, window_start, count) values (?, now(), 1)
         on conflict (key) do update set
           count = case when rate_limits.window_start <= now() - make_interval(secs => ?) then 1 else rate_limits.count + 1 end,
           window_start = case when rate_limits.window_start <= now() - make_interval(secs => ?) then now() else rate_limits.window_start end
         returning count, window_start`,
        [key, windowSeconds, windowSeconds],
      );
      const row = rows[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: row.count, windowStart: row.window_start };
    },

    async reset(key: string): Promise<void> {
      await knex('rate_limits').where({ key }).delete();
    },

    /** Drops counters whose window ended long ago. */
    async deleteOlderThan(seconds: number): Promise<number> {
      return knex('rate_limits').whereRaw('window_start < now() - make_interval(secs => ?)', [seconds]).delete();
    },
  };
}
