import type { Knex } from 'knex';
import type { AlertRuleInput, ChannelRef } from '../../../contracts/alerts.js';

export interface RuleRow {
  id: number;
  user_id: number;
  name: string;
  tickers: string[];
  keywords: string[];
  topics: string[];
  min_importance: number;
  sentiment: 'bullish' | 'bearish' | 'neutral' | null;
  channels: ChannelRef[];
  enabled: boolean;
  created_at: Date;
}

/** A rule with what it sent and held back in the last hour. */
export interface RuleWithCounts extends RuleRow {
  sent_last_hour: number;
  held_last_hour: number;
}

export type RulesRepository = ReturnType<typeof createRulesRepository>;

function columns(input: AlertRuleInput) {
  return {
    name: input.name,
    tickers: input.tickers,
    keywords: input.keywords,
    topics: input.topics,
    min_importance: input.minImportance,
    sentiment: input.sentiment,
    channels: JSON.stringify(input.channels),
    enabled: input.enabled,
  };
}

/** All SQL on alert_rules (migration 20261128_0260). */
export function createRulesRepository(knex: Knex) {
  const table = () => knex<RuleRow>('alert_rules');
  return {
    /** The member's rules, oldest first, with their last hour's counts (one article counts once, whatever its channels). */
    async list(userId: number, since: Date): Promise<RuleWithCounts[]> {
      const result = await knex.raw<{ rows: RuleWithCounts[] }>(
        `select r.*,
           (select count(distinct d.article_id) from alert_deliveries d where d.rule_id = r.id and d.created_at > ? and d.status <> 'held')::int as sent_last_hour,
           (select count(distinct d.article_id) from alert_deliveries d where d.rule_id = r.id and d.created_at > ? and d.status = 'held')::int as held_last_hour
         from alert_rules r where r.user_id = ? order by r.id`,
        [since, since, userId],
      );
      return result.rows;
    },

    find: async (userId: number, id: number): Promise<RuleRow | null> => (await table().where({ user_id: userId, id }).first()) ?? null,

    /** What an alert says of its rules: their names (a sender's batch names about 1,000; whole rows were most of what the driver parsed). */
    namesByIds: (ids: number[]): Promise<Pick<RuleRow, 'id' | 'name'>[]> => (ids.length === 0 ? Promise.resolve([]) : table().whereIn('id', ids).select('id', 'name')),

    /** Holds the member's row for this transaction: counting then adding rules or channels is then one step. */
    async lockMember(userId: number): Promise<void> {
      await knex.raw('select 1 from users where id = ? for update', [userId]);
    },

    /**
     * Holds these rules for this transaction, in id order (two holders never wait on each other
     * crosswise): a rule's alerts of the hour are then counted and added in one step. No key is
     * changed, so deliveries naming the rules are still written meanwhile.
     */
    async lockForCount(ids: number[]): Promise<void> {
      await knex.raw('select id from alert_rules where id = any(?::int[]) order by id for no key update', [ids]);
    },

    count: async (userId: number): Promise<number> => Number((await table().where({ user_id: userId }).count<{ count: string }[]>('id as count'))[0]?.count ?? 0),

    async insert(userId: number, input: AlertRuleInput): Promise<RuleRow> {
      const [row] = await table().insert({ user_id: userId, ...columns(input) } as never).returning('*');
      return row!;
    },

    async update(userId: number, id: number, input: AlertRuleInput): Promise<RuleRow | null> {
      const [row] = await table().where({ user_id: userId, id }).update({ ...columns(input), updated_at: knex.fn.now() } as never).returning('*');
      return row ?? null;
    },

    remove: async (userId: number, id: number): Promise<boolean> => (await table().where({ user_id: userId, id }).delete()) > 0,

    /**
     * A deleted channel leaves the member's rules. A rule left with none is turned off: a rule needs a
     * channel, and one shown as on would send nothing (the member turns it on again with a channel).
     */
    async dropChannel(userId: number, channelId: number): Promise<void> {
      await knex.raw(
        `update alert_rules r set channels = kept.channels, enabled = r.enabled and jsonb_array_length(kept.channels) > 0
         from (select id, coalesce((select jsonb_agg(c) from jsonb_array_elements(channels) c where c <> to_jsonb(?::int)), '[]'::jsonb) as channels
               from alert_rules where user_id = ? and channels @> to_jsonb(array[?::int])) kept
         where r.id = kept.id`,
        [channelId, userId, channelId],
      );
    },

    /** Every enabled rule: what the matcher checks new articles against. */
    enabled: (): Promise<RuleRow[]> => table().where({ enabled: true }).orderBy('id'),
  };
}
