import type { Knex } from 'knex';

export type XPostMode = 'manual' | 'auto' | 'test';

export interface XPostRow {
  id: number;
  user_id: number;
  article_id: number | null;
  mode: XPostMode;
  text: string;
  status: 'pending' | 'posted' | 'failed';
  x_post_id: string | null;
  error: string | null;
  attempted_at: Date | null;
  created_at: Date;
}

/** A member due for an auto post: auto-posting on, and no auto post in the last posting_frequency hours. */
export interface DueMember {
  user_id: number;
  oauth_status: string | null;
  auto_post_topics: string[];
  posting_frequency: number;
}

export type XPostsRepository = ReturnType<typeof createXPostsRepository>;

/** All SQL on x_posts, and the auto-post reads of preferences it needs. */
export function createXPostsRepository(knex: Knex) {
  const table = () => knex<XPostRow>('x_posts');
  return {
    async record(post: Pick<XPostRow, 'user_id' | 'article_id' | 'mode' | 'text' | 'status' | 'x_post_id' | 'error' | 'created_at'>): Promise<XPostRow> {
      const [row] = await table().insert(post, '*');
      return row!;
    },

    async list(userId: number, limit: number): Promise<(XPostRow & { article_title: string | null })[]> {
      return table()
        .leftJoin('articles', 'articles.id', 'x_posts.article_id')
        .where('x_posts.user_id', userId)
        .select('x_posts.*', 'articles.title as article_title')
        .orderBy([{ column: 'x_posts.created_at', order: 'desc' }, { column: 'x_posts.id', order: 'desc' }])
        .limit(limit);
    },

    /** Members whose auto post is due at `now`, by user id after `afterUserId`, at most `limit`. */
    async dueMembers(now: Date, afterUserId: number, limit: number): Promise<DueMember[]> {
      return knex('preferences as p')
        .join('x_credentials as c', 'c.user_id', 'p.user_id')
        .where('p.automated_posting_enabled', true)
        .where('p.user_id', '>', afterUserId)
        .whereNotExists(
          knex('x_posts as x')
            .whereRaw('x.user_id = p.user_id')
            .where('x.mode', 'auto')
            .whereRaw("x.created_at > ?::timestamptz - make_interval(hours => p.posting_frequency)", [now]),
        )
        .select('p.user_id', 'c.oauth_status', 'p.auto_post_topics', 'p.posting_frequency')
        .orderBy('p.user_id')
        .limit(limit);
    },

    /**
     * Inside a transaction: locks the member's preferences row, checks the member is still due,
     * and writes the pending auto post. Null when another run got there first.
     */
    async claimAutoPost(userId: number, articleId: number, text: string, now: Date): Promise<XPostRow | null> {
      const prefs = await knex('preferences').where({ user_id: userId }).forUpdate().first('posting_frequency', 'automated_posting_enabled');
      if (!prefs?.automated_posting_enabled) return null;
      const recent = await table()
        .where({ user_id: userId, mode: 'auto' })
        .whereRaw("created_at > ?::timestamptz - make_interval(hours => ?)", [now, prefs.posting_frequency])
        .first('id');
      if (recent) return null;
      const rows = await knex.raw<{ rows: XPostRow[] }>(
        `insert into x_posts (user_id, article_id, mode, text, status, attempted_at, created_at)
         values (?, ?, 'auto', ?, 'pending', ?, ?)
         on conflict (user_id, article_id) where mode = 'auto' do nothing returning *`,
        [userId, articleId, text, now, now],
      );
      return rows.rows[0] ?? null;
    },

    /** The articles already auto-posted (or attempted) for a member: never again. */
    async autoPostedArticleIds(userId: number): Promise<number[]> {
      const rows = await table().where({ user_id: userId, mode: 'auto' }).whereNotNull('article_id').select('article_id');
      return rows.map((r) => r.article_id!);
    },

    async complete(id: number, outcome: { status: 'posted'; x_post_id: string } | { status: 'failed'; error: string }): Promise<void> {
      await table().where({ id, status: 'pending' }).update({ x_post_id: null, error: null, ...outcome });
    },

    /** Records that a call to X for a pending post starts now. */
    async touch(id: number, now: Date): Promise<void> {
      await table().where({ id, status: 'pending' }).update({ attempted_at: now });
    },

    /** Takes one pending post whose call started before `staleBefore` (a crashed run's), for this run to resolve. */
    async claimStale(staleBefore: Date, now: Date, limit: number): Promise<XPostRow[]> {
      const result = await knex.raw<{ rows: XPostRow[] }>(
        `update x_posts set attempted_at = ?
          where id in (select id from x_posts where status = 'pending' and attempted_at < ? order by id limit ? for update skip locked)
          returning *`,
        [now, staleBefore, limit],
      );
      return result.rows;
    },

    async lastAutoPost(userId: number): Promise<Date | null> {
      const row = await table().where({ user_id: userId, mode: 'auto' }).orderBy('created_at', 'desc').first('created_at');
      return row ? new Date(row.created_at) : null;
    },

    /** What a post of an article is written from. */
    async article(id: number): Promise<{ id: number; title: string; tweet: string | null } | null> {
      return (await knex('articles').where({ id }).first('id', 'title', 'tweet')) ?? null;
    },
  };
}
