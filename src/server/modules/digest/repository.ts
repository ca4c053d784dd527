import type { Knex } from 'knex';

/** A member whose digest hour has come today, in their own time zone, with no digest sent today. */
export interface DueMember {
  userId: number;
  username: string;
  email: string;
  /** The member's local date (YYYY-MM-DD) the digest is for. */
  localDate: string;
}

export type DigestRepository = ReturnType<typeof createDigestRepository>;

/** All SQL of the daily digest: who is due (from preferences) and the once-a-day claims. */
export function createDigestRepository(knex: Knex) {
  return {
    /**
     * Members who opted in and whose local hour at `now` is at or past their digest hour, with no
     * digest claimed for that local date. Past the hour counts too, so a stopped server catches up
     * later the same day.
     */
    async due(now: Date, limit: number): Promise<DueMember[]> {
      const { rows } = await knex.raw<{ rows: { user_id: number; username: string; email: string; local_date: string }[] }>(
        `select u.id as user_id, u.username, u.email, local.day as local_date
           from preferences p
           join users u on u.id = p.user_id
           cross join lateral (select (?::timestamptz at time zone p.time_zone) as at) as l
           cross join lateral (select to_char(l.at, 'YYYY-MM-DD') as day) as local
          where p.daily_digest
            and extract(hour from l.at) >= p.digest_hour
            and not exists (select 1 from digest_sends d where d.user_id = p.user_id and d.local_date = local.day::date)
          order by u.id
          limit ?`,
        [now.toISOString(), limit],
      );
      return rows.map((row) => ({ userId: Number(row.user_id), username: row.username, email: row.email, localDate: row.local_date }));
    },

    /** Claims the member's digest for a local date; true for exactly one caller. */
    async claim(userId: number, localDate: string): Promise<boolean> {
      const rows = await knex('digest_sends')
        .insert({ user_id: userId, local_date: localDate })
        .onConflict(['user_id', 'local_date'])
        .ignore()
        .returning('user_id');
      return rows.length === 1;
    },

    async recordArticles(userId: number, localDate: string, articleIds: number[]): Promise<void> {
      await knex('digest_sends').where({ user_id: userId, local_date: localDate }).update({ article_ids: articleIds });
    },

    /** The articles of the member's last digest before this local date (none when there was none). */
    async lastArticleIds(userId: number, localDate: string): Promise<number[]> {
      const row = await knex('digest_sends').where({ user_id: userId }).where('local_date', '<', localDate).orderBy('local_date', 'desc').first('article_ids');
      return (row?.article_ids as number[] | undefined) ?? [];
    },

    /** Gives a claim back after the mail server refused the mail, so a later run tries again. */
    async release(userId: number, localDate: string): Promise<void> {
      await knex('digest_sends').where({ user_id: userId, local_date: localDate }).delete();
    },

    /**
     * Turns the member's digest off. An update only: a member without preferences has it off
     * already, and one who deleted the account has no row to write (an insert there failed, and
     * an old mail's link answered 500).
     */
    async optOut(userId: number): Promise<void> {
      await knex('preferences').where({ user_id: userId }).update({ daily_digest: false, updated_at: knex.fn.now() });
    },
  };
}
