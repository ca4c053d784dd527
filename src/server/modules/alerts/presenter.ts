import type { AlertRule, Channel, Delivery, Notification } from '../../../contracts/alerts.js';
import type { ChannelRow } from './channels-repository.js';
import type { LoggedDelivery } from './deliveries-repository.js';
import type { NotificationRow } from './notifications-repository.js';
import type { RuleRow, RuleWithCounts } from './rules-repository.js';

export function presentRule(row: RuleRow | RuleWithCounts): AlertRule {
  return {
    id: row.id,
    name: row.name,
    tickers: row.tickers,
    keywords: row.keywords,
    topics: row.topics,
    minImportance: row.min_importance,
    sentiment: row.sentiment,
    channels: row.channels,
    enabled: row.enabled,
    sentLastHour: 'sent_last_hour' in row ? row.sent_last_hour : 0,
    heldLastHour: 'held_last_hour' in row ? row.held_last_hour : 0,
    createdAt: row.created_at.toISOString(),
  };
}

/** A channel as the member sees it: never a secret, only which secrets are set. */
export function presentChannel(row: ChannelRow, secretKeys: string[]): Channel {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    settings: Object.fromEntries(Object.entries(row.settings).map(([key, value]) => [key, String(value)])),
    secretsSet: row.secrets_sealed ? secretKeys : [],
    status: row.status,
    pausedReason: row.paused_reason,
    failuresInARow: row.failures_in_a_row,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentDelivery(row: LoggedDelivery): Delivery {
  const waiting = row.status === 'pending' || row.status === 'sending';
  return {
    id: row.delivery_id,
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    articleId: row.article_id,
    articleTitle: row.article_title,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    nextAttemptAt: waiting ? row.next_attempt_at.toISOString() : null,
  };
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    articleId: row.article_id,
    ruleId: row.rule_id,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}
