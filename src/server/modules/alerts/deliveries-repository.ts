import type { Knex } from 'knex';

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'held';

export interface DeliveryRow {
  id: string;
  delivery_id: string;
  user_id: number;
  rule_id: number;
  article_id: number;
  channel: string;
  channel_id: number | null;
  status: DeliveryStatus;
  attempts: number;
  /** Failed tries, which the back-off doubles with; a try the service asked to wait for (429) is none. */
  failures: number;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
  sent_at: Date | null;
}

export type NewDelivery = Pick<DeliveryRow, 'delivery_id' | 'user_id' | 'rule_id' | 'article_id' | 'channel' | 'channel_id' | 'status' | 'next_attempt_at'>;

/**
 * What a sender reads back of the rows it claims; `stale` for a channel's delivery made more than
 * a day ago (held by its paused channel), which is then given up rather than sent late.
 */
export type ClaimedDelivery = Pick<DeliveryRow, 'id' | 'delivery_id' | 'user_id' | 'rule_id' | 'article_id' | 'channel' | 'channel_id' | 'attempts' | 'failures'> & { stale: boolean };

/** A delivery as a channel's log lists it. */
export interface LoggedDelivery extends DeliveryRow {
  rule_name: string | null;
  article_title: string | null;
}

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;

/** A delivery still failing, or still held by a paused channel, this long after it was made is given up. */
const GIVE_UP_AFTER = "interval '24 hours'";
const CLAIMED_COLUMNS = `d.id, d.delivery_id, d.user_id, d.rule_id, d.article_id, d.channel, d.channel_id, d.attempts, d.failures, (d.channel_id is not null and d.created_at < now() - ${GIVE_UP_AFTER}) as stale`;

/**
 * All SQL on alert_deliveries (migrations 20261128_0260 and 0310). Times that claims and leases judge are
 * the database's (`now()`), as every instance must agree on them. A claim is a lease of
 * JOB_LEASE_SECONDS, renewed while its sender works, as other claims are.
 */
export function createDeliveriesRepository(knex: Knex) {
  const table = () => knex<DeliveryRow>('alert_deliveries');
  return {
    /**
     * Writes the deliveries that are not there yet (unique per rule, article and channel); returns
     * how many it wrote. One statement however many: the rows go as one array per column, which
     * PostgreSQL unnests. As VALUES lists of 2,000 rows (a statement takes at most 65,535
     * parameters), knex spent longer building them and PostgreSQL planning them than writing the
     * rows, while every alert of the fetch waited.
     *
     * The table has no foreign keys (migration 0310: checked row by row, they were a third of the
     * time of writing a fetch's rows). The same guarantee, once per statement: the rules, articles
     * and channels the rows name are locked FOR KEY SHARE, as a key check locks them, until the
     * transaction ends, so none can be deleted meanwhile (their delete triggers then delete these
     * rows), and a row whose rule, article or channel is already gone is not written.
     */
    async insert(rows: NewDelivery[]): Promise<number> {
      if (rows.length === 0) return 0;
      const column = <K extends keyof NewDelivery>(key: K) => rows.map((row) => row[key]);
      const ids = <K extends 'rule_id' | 'article_id' | 'channel_id'>(key: K) => [...new Set(rows.flatMap((row) => (row[key] === null ? [] : [row[key] as number])))];
      const result = await knex.raw<{ rows: [{ written: number }] }>(
        `with rules as (select id from alert_rules where id = any(?::int[]) for key share),
              articles as (select id from articles where id = any(?::int[]) for key share),
              channels as (select id from alert_channels where id = any(?::int[]) for key share),
              written as (
           insert into alert_deliveries (delivery_id, user_id, rule_id, article_id, channel, channel_id, status, next_attempt_at)
           select * from unnest(?::uuid[], ?::int[], ?::int[], ?::int[], ?::text[], ?::int[], ?::text[], ?::timestamptz[])
             as d(delivery_id, user_id, rule_id, article_id, channel, channel_id, status, next_attempt_at)
           where d.rule_id in (select id from rules) and d.article_id in (select id from articles)
             and (d.channel_id is null or d.channel_id in (select id from channels))
           on conflict (rule_id, article_id, channel) do nothing
           returning 1)
         select count(*)::int as written from written`,
        [
          ids('rule_id'), ids('article_id'), ids('channel_id'),
          column('delivery_id'), column('user_id'), column('rule_id'), column('article_id'), column('channel'),
          // knex's types know no array holding nulls; the driver writes a null element as NULL.
          column('channel_id') as number[],
          column('status'),
          rows.map((row) => row.next_attempt_at.toISOString()),
        ],
      );
      return result.rows[0].written;
    },

    /** Per rule, the articles it sent (or will) and held back since the time given. */
    async hourCounts(ruleIds: number[], since: Date): Promise<Map<number, { sent: number; held: number }>> {
      const counts = new Map<number, { sent: number; held: number }>();
      if (ruleIds.length === 0) return counts;
      const rows = await knex.raw<{ rows: { rule_id: number; sent: number; held: number }[] }>(
        `select rule_id, count(distinct article_id) filter (where status <> 'held')::int as sent,
                count(distinct article_id) filter (where status = 'held')::int as held
         from alert_deliveries where rule_id = any(?::int[]) and created_at > ? group by rule_id`,
        [ruleIds, since],
      );
      for (const row of rows.rows) counts.set(row.rule_id, { sent: row.sent, held: row.held });
      return counts;
    },

    /**
     * Claims deliveries that are due, and those whose sender died (lease run out), on active
     * channels, oldest first; each claim counts an attempt. A claim is the lease alone: the status
     * stays 'pending', so the update touches no indexed column and PostgreSQL writes it on the same
     * page without index entries (migration 0310). The due rows are read in order off
     * alert_deliveries_due_idx, stopping at the limit; paused channels, which are few, are left out
     * by their ids. Joined to every channel instead, PostgreSQL read and sorted all the due rows for
     * each claim (20,000 when a fetch fanned out: 70 ms a claim instead of 35), and then found the
     * claimed rows by reading the whole table, sent ones included. Only what a sender uses is read
     * back: parsing the rows' four dates was most of the driver's work on the answer.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
      const result = await knex.raw<{ rows: ClaimedDelivery[] }>(
        `update alert_deliveries d set lease_until = now() + make_interval(secs => ?), attempts = d.attempts + 1
         where d.id = any(array(
           select d2.id from alert_deliveries d2
           where d2.status = 'pending' and d2.next_attempt_at <= now() and (d2.lease_until is null or d2.lease_until < now())
             and (d2.channel_id is null or d2.channel_id not in (select id from alert_channels where status <> 'active'))
           order by d2.next_attempt_at limit ? for update of d2 skip locked))
         returning ${CLAIMED_COLUMNS}`,
        [leaseSeconds, limit],
      );
      return result.rows;
    },

    /** Claims the member's other e-mail alerts waiting, due or not: one mail carries them all. */
    async claimEmailsOf(userId: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
      const result = await knex.raw<{ rows: ClaimedDelivery[] }>(
        `update alert_deliveries d set lease_until = now() + make_interval(secs => ?), attempts = d.attempts + 1
         where d.id in (select id from alert_deliveries where user_id = ? and channel = 'email' and status = 'pending'
                          and (lease_until is null or lease_until < now()) for update skip locked)
         returning ${CLAIMED_COLUMNS}`,
        [leaseSeconds, userId],
      );
      return result.rows;
    },

    /** Pushes forward the leases of deliveries still being sent, so a slow send keeps its claim (a row completed or set to retry holds none). */
    async renew(ids: string[], leaseSeconds: number): Promise<void> {
      if (ids.length === 0) return;
      await knex.raw(`update alert_deliveries set lease_until = now() + make_interval(secs => ?) where id = any(?::bigint[]) and status = 'pending' and lease_until is not null`, [leaseSeconds, ids]);
    },

    async sent(ids: string[]): Promise<void> {
      await table().whereIn('id', ids).update({ status: 'sent', sent_at: knex.fn.now() as never, last_error: null, lease_until: null } as never);
    },

    /** Tries again after the delay, unless the delivery is older than a day: then it is given up. */
    /** Tries again after `delaySeconds`; `failure` counts the try as a failure (a 429 is not one). */
    async retry(ids: string[], delaySeconds: number, error: string, { failure }: { failure: boolean }): Promise<void> {
      await knex.raw(
        `update alert_deliveries set last_error = ?, lease_until = null, failures = failures + ?,
           status = case when created_at < now() - ${GIVE_UP_AFTER} then 'failed' else 'pending' end,
           next_attempt_at = now() + make_interval(secs => ?)
         where id = any(?::bigint[])`,
        [error, failure ? 1 : 0, delaySeconds, ids],
      );
    },

    async failed(ids: string[], error: string): Promise<void> {
      await table().whereIn('id', ids).update({ status: 'failed', last_error: error, lease_until: null } as never);
    },

    /** The channel's latest deliveries, newest first, with their rules' names and articles' titles. */
    async ofChannel(channelId: number, limit: number): Promise<LoggedDelivery[]> {
      return table()
        .leftJoin('alert_rules as r', 'r.id', 'alert_deliveries.rule_id')
        .leftJoin('articles as a', 'a.id', 'alert_deliveries.article_id')
        .where('alert_deliveries.channel_id', channelId)
        .orderBy('alert_deliveries.id', 'desc')
        .limit(limit)
        .select(
          'alert_deliveries.*',
          // A claimed row is 'pending' with a lease running (see claimDue): the log calls it sending.
          knex.raw("case when alert_deliveries.status = 'pending' and alert_deliveries.lease_until > now() then 'sending' else alert_deliveries.status end as status"),
          'r.name as rule_name',
          'a.title as article_title',
        ) as unknown as Promise<LoggedDelivery[]>;
    },
  };
}
