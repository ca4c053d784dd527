import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ALERTS_PER_RULE_PER_HOUR } from '../../../contracts/alerts.js';
import { unreadTest } from '../../../contracts/languages.js';
import type { Clock } from '../../clock.js';
import type { Repositories, Transact } from '../../db/repositories.js';
import type { NewDelivery } from './deliveries-repository.js';
import { mutedTest, ruleIndex } from './matcher.js';
import type { NotificationRow } from './notifications-repository.js';
import { alertLine } from './message.js';
import type { AlertArticle } from './queue-repository.js';
import type { RuleRow } from './rules-repository.js';

/** Articles taken from the queue per transaction. */
const BATCH = 200;
/** News older than this when it is scored (an old article re-scored, a back-filled feed) alerts no one. */
const MAX_AGE_MS = 24 * 3_600_000;
/** E-mail alerts wait this long, so those arriving within a minute go out as one mail. */
export const EMAIL_GROUP_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface AlertMatchingDeps {
  transact: Transact;
  clock: Clock;
  logger: Logger;
  /** Whether SMTP_URL is set: without it e-mail is left out of every rule. */
  emailAvailable: boolean;
  /** Told of the notifications written (held-back notices, in-app alerts are the sender's), after they commit. */
  announce: (rows: NotificationRow[]) => void;
}

export interface AlertMatching {
  /** Matches one batch of queued articles; how many deliveries it wrote (0: the queue is empty). */
  runOnce(): Promise<{ articles: number; deliveries: number }>;
}

interface Match {
  rule: RuleRow;
  article: AlertArticle;
}

/**
 * Turns newly scored articles into deliveries (docs/alerts.md#how-alerts-are-sent): each enabled
 * rule is tested against each article (mutes apply), and a match writes one delivery row per
 * channel of the rule, in the transaction that takes the articles off the queue. A rule past its
 * hourly allowance gets rows marked held instead, and its member is told once that hour.
 */
export function createAlertMatching(deps: AlertMatchingDeps): AlertMatching {
  async function matches(repos: Repositories, articles: AlertArticle[]): Promise<Match[]> {
    const rules = await repos.alertRules.enabled();
    if (rules.length === 0) return [];
    const matching = ruleIndex(rules);
    const found: Match[] = [];
    for (const article of articles) for (const rule of matching(article)) found.push({ rule, article });
    const members = [...new Set(found.map((m) => m.rule.user_id))];
    const mutes = await repos.mutes.findMany(members);
    const muted = new Map([...mutes].map(([userId, m]) => [userId, mutedTest(m)]));
    // A member who reads some languages only is alerted in those (and where the language could not be told).
    const reads = await repos.preferences.languagesOfMany(members);
    const unread = new Map([...reads].map(([userId, languages]) => [userId, unreadTest(languages)]));
    return found.filter(({ rule, article }) => !muted.get(rule.user_id)?.(article) && !unread.get(rule.user_id)?.(article));
  }

  /** The rule's channels that still exist and are its member's: ids are checked, as a channel may have gone. */
  async function channelsOf(repos: Repositories, found: Match[]): Promise<Map<number, number>> {
    const ids = [...new Set(found.flatMap(({ rule }) => rule.channels.filter((c): c is number => typeof c === 'number')))];
    const rows = await repos.alertChannels.byIds(ids);
    return new Map(rows.map((row) => [row.id, row.user_id]));
  }

  /**
   * Each matched rule's alerts of the hour, sent and held. A rule this batch could take past its
   * allowance is counted again under its lock: two workers matching batches at once had each found
   * room for 20 more, and sent 40 in the hour. The others, most, are not locked.
   */
  async function hourCounts(repos: Repositories, found: Match[], since: Date): Promise<Map<number, { sent: number; held: number }>> {
    const matched = new Map<number, number>();
    for (const { rule } of found) matched.set(rule.id, (matched.get(rule.id) ?? 0) + 1);
    const counts = await repos.alertDeliveries.hourCounts([...matched.keys()], since);
    const near = [...matched].filter(([id, n]) => (counts.get(id)?.sent ?? 0) + n > ALERTS_PER_RULE_PER_HOUR).map(([id]) => id);
    if (near.length === 0) return counts;
    await repos.alertRules.lockForCount(near);
    for (const id of near) counts.delete(id);
    for (const [id, count] of await repos.alertDeliveries.hourCounts(near, since)) counts.set(id, count);
    return counts;
  }

  async function run(repos: Repositories): Promise<{ articles: number; deliveries: number; notices: NotificationRow[] }> {
    const ids = await repos.alertQueue.take(BATCH);
    if (ids.length === 0) return { articles: 0, deliveries: 0, notices: [] };
    const oldest = deps.clock().getTime() - MAX_AGE_MS;
    const articles = (await repos.alertQueue.articles(ids)).filter((a) => a.published_at.getTime() >= oldest);
    const found = await matches(repos, articles);
    if (found.length === 0) return { articles: ids.length, deliveries: 0, notices: [] };
    const owners = await channelsOf(repos, found);
    const now = new Date();
    const emailDue = new Date(now.getTime() + EMAIL_GROUP_MS);
    const counts = await hourCounts(repos, found, new Date(now.getTime() - HOUR_MS));
    const rows: NewDelivery[] = [];
    const heldNow = new Map<number, Match>();
    for (const match of found) {
      const { rule, article } = match;
      const count = counts.get(rule.id) ?? { sent: 0, held: 0 };
      counts.set(rule.id, count);
      const held = count.sent >= ALERTS_PER_RULE_PER_HOUR;
      if (held) {
        count.held += 1;
        if (count.held === 1) heldNow.set(rule.id, match);
      } else count.sent += 1;
      for (const channel of rule.channels) {
        if (channel === 'email' && !deps.emailAvailable) continue;
        if (typeof channel === 'number' && owners.get(channel) !== rule.user_id) continue;
        rows.push({
          delivery_id: randomUUID(),
          user_id: rule.user_id,
          rule_id: rule.id,
          article_id: article.id,
          channel: String(channel),
          channel_id: typeof channel === 'number' ? channel : null,
          status: held ? 'held' : 'pending',
          next_attempt_at: channel === 'email' ? emailDue : now,
        });
      }
    }
    const written = await repos.alertDeliveries.insert(rows);
    const notices: NotificationRow[] = [];
    for (const { rule, article } of heldNow.values()) {
      notices.push(
        await repos.notifications.insert({
          user_id: rule.user_id,
          kind: 'held',
          title: `Alert rule “${rule.name}” is holding alerts back`,
          body: `It sends at most ${ALERTS_PER_RULE_PER_HOUR} alerts an hour; later matches this hour are held back, not sent, and counted on the rule as held. First held: ${article.title} (${alertLine(rule.name, article)})`,
          article_id: article.id,
          rule_id: rule.id,
        }),
      );
    }
    return { articles: ids.length, deliveries: written, notices };
  }

  return {
    async runOnce() {
      const result = await deps.transact(run);
      if (result.notices.length > 0) deps.announce(result.notices);
      if (result.deliveries > 0) deps.logger.debug({ articles: result.articles, deliveries: result.deliveries }, 'alerts matched');
      return { articles: result.articles, deliveries: result.deliveries };
    },
  };
}
