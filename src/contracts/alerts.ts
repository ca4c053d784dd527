import { z } from 'zod';
import { bodyObject } from './body.js';
import { queryObject } from './query.js';
import { paramNumber } from './param-number.js';
import { MAX_ID } from './ids.js';
import { hasControlCharacters } from './control-characters.js';
import { cleanKeywords } from './preferences-constants.js';
import { symbolListSchema, tooManySymbols } from './symbol-list.js';
import { TOPIC_IDS } from './topics.js';

// Alerts (docs/alerts.md): a member's rules, the channels they send through, each channel's
// deliveries, and the in-app inbox.

/** The most rules a member may keep. */
export const MAX_ALERT_RULES = 50;
/** The most alerts one rule sends in an hour; further matches are held back and the member is told. */
export const ALERTS_PER_RULE_PER_HOUR = 20;
/** The most channels a member may keep. */
export const MAX_CHANNELS = 20;
/** A channel is paused after this many failed deliveries in a row. */
export const CHANNEL_PAUSE_AFTER = 10;
export const MAX_RULE_TICKERS = 50;
/** The message refusing a rule with more tickers, counted as stored (aliases folded). */
export const RULE_TICKERS_TOO_MANY = tooManySymbols('tickers', MAX_RULE_TICKERS);
export const MAX_RULE_KEYWORDS = 50;
export const MAX_RULE_KEYWORD_LENGTH = 60;
/** The two channels every member has, besides those they add. */
export const BUILT_IN_CHANNELS = ['inapp', 'email'] as const;

export const ALERT_MESSAGES = {
  name: 'Name must be 1 to 80 characters',
  // As a source's name: it is sent on in Telegram, Slack, ntfy and e-mail messages and notices.
  nameControl: 'Name may not hold control characters',
  needsMatch: 'A rule needs at least one ticker, keyword or topic',
  minImportance: 'minImportance must be a whole number from 0 to 100',
  sentiment: 'sentiment must be bullish, bearish, neutral or null',
  channels: 'channels must be a list of channel ids, "inapp" or "email"',
  needsChannel: 'A rule needs at least one channel',
  unknownChannel: 'channels: no such channel of yours',
  enabled: 'enabled must be true or false',
  tooManyRules: `You have ${MAX_ALERT_RULES} alert rules already: delete one first`,
  ruleNotFound: 'Alert rule not found',
  channelName: 'Name must be 1 to 60 characters',
  channelType: 'type must be one of the channel types this server offers',
  tooManyChannels: `You have ${MAX_CHANNELS} channels already: delete one first`,
  channelNotFound: 'Channel not found',
  noEmail: 'This server cannot send e-mail (SMTP_URL is not set)',
} as const;

const topicList = z
  .array(z.enum(TOPIC_IDS.filter((t) => t !== 'all') as [string, ...string[]], { error: `topics must be among ${TOPIC_IDS.filter((t) => t !== 'all').join(', ')}` }), {
    error: 'topics must be a list of topic ids',
  })
  .transform((list) => [...new Set(list)].sort());

const keywordList = z
  .array(z.string({ error: 'keywords must be a list of text' }), { error: 'keywords must be a list of text' })
  .transform(cleanKeywords)
  .refine((list) => list.every((k) => k.length <= MAX_RULE_KEYWORD_LENGTH), `keywords: each at most ${MAX_RULE_KEYWORD_LENGTH} characters`)
  .refine((list) => list.length <= MAX_RULE_KEYWORDS, `keywords: at most ${MAX_RULE_KEYWORDS}`);

/**
 * A channel as a rule names it: a channel's id, or one of the built-in ones. Each check carries
 * the message: a union reports the issues of the one option a value fails only by its checks (a
 * number out of range), and zod's own words ("Too big: expected number to be <=2147483647") would
 * reach the member.
 */
const channelId = z.number({ error: ALERT_MESSAGES.channels }).int(ALERT_MESSAGES.channels).min(1, ALERT_MESSAGES.channels).max(MAX_ID, ALERT_MESSAGES.channels);
const channelRef = z.union([channelId, z.enum(BUILT_IN_CHANNELS, { error: ALERT_MESSAGES.channels })], { error: ALERT_MESSAGES.channels });
export type ChannelRef = z.infer<typeof channelRef>;

/** POST /api/user/alerts and PUT /api/user/alerts/{id}: the whole rule. Unknown fields are refused. */
export const alertRulePayloadSchema = z
  .strictObject(
    {
      name: z.string({ error: ALERT_MESSAGES.name }).trim().min(1, ALERT_MESSAGES.name).max(80, ALERT_MESSAGES.name).refine((name) => !hasControlCharacters(name), ALERT_MESSAGES.nameControl),
      // Counted by the server, after folding aliases it alone knows (XBT is BTC): RULE_TICKERS_TOO_MANY.
      tickers: symbolListSchema('tickers').default([]),
      keywords: keywordList.default([]),
      topics: topicList.default([]),
      minImportance: z.number({ error: ALERT_MESSAGES.minImportance }).int(ALERT_MESSAGES.minImportance).min(0, ALERT_MESSAGES.minImportance).max(100, ALERT_MESSAGES.minImportance).default(0),
      sentiment: z.enum(['bullish', 'bearish', 'neutral'], { error: ALERT_MESSAGES.sentiment }).nullable().default(null),
      channels: z
        .array(channelRef, { error: ALERT_MESSAGES.channels })
        .min(1, ALERT_MESSAGES.needsChannel)
        .max(MAX_CHANNELS + BUILT_IN_CHANNELS.length, ALERT_MESSAGES.channels)
        .transform((list) => [...new Set(list)]),
      enabled: z.boolean({ error: ALERT_MESSAGES.enabled }).default(true),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((rule) => rule.tickers.length + rule.keywords.length + rule.topics.length > 0, ALERT_MESSAGES.needsMatch);
export type AlertRulePayload = z.input<typeof alertRulePayloadSchema>;
export type AlertRuleInput = z.output<typeof alertRulePayloadSchema>;

export const alertRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tickers: z.array(z.string()),
  keywords: z.array(z.string()),
  topics: z.array(z.string()),
  minImportance: z.number().int(),
  sentiment: z.enum(['bullish', 'bearish', 'neutral']).nullable(),
  channels: z.array(channelRef),
  enabled: z.boolean(),
  /** Alerts sent and held back in the last hour (at most ALERTS_PER_RULE_PER_HOUR are sent). */
  sentLastHour: z.number().int(),
  heldLastHour: z.number().int(),
  createdAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alertRuleListSchema = z.object({ items: z.array(alertRuleSchema) });
export type AlertRuleList = z.infer<typeof alertRuleListSchema>;

/** One channel's answer to a Test: sent, or why not. */
export const testResultSchema = z.object({ channel: channelRef, name: z.string(), ok: z.boolean(), error: z.string().nullable() });
export type TestResult = z.infer<typeof testResultSchema>;
export const testResultsSchema = z.object({ results: z.array(testResultSchema) });
export type TestResults = z.infer<typeof testResultsSchema>;

// Channels -------------------------------------------------------------------------------------

/** POST /api/user/channels. The settings are checked by the channel type's own schema. */
export const channelPayloadSchema = z.strictObject(
  {
    type: z.string({ error: ALERT_MESSAGES.channelType }).min(1, ALERT_MESSAGES.channelType).max(40, ALERT_MESSAGES.channelType),
    name: z.string({ error: ALERT_MESSAGES.channelName }).trim().min(1, ALERT_MESSAGES.channelName).max(60, ALERT_MESSAGES.channelName).refine((name) => !hasControlCharacters(name), ALERT_MESSAGES.nameControl),
    settings: z.record(z.string(), z.unknown(), { error: 'settings must be an object' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type ChannelPayload = z.infer<typeof channelPayloadSchema>;

/** A field of a channel type's form (from its notifier plugin). */
export const channelFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  secret: z.boolean(),
  optional: z.boolean(),
  placeholder: z.string().nullable(),
  description: z.string().nullable(),
});
export type ChannelField = z.infer<typeof channelFieldSchema>;

export const channelTypeSchema = z.object({ type: z.string(), displayName: z.string(), fields: z.array(channelFieldSchema) });
export type ChannelType = z.infer<typeof channelTypeSchema>;

/** A channel as listed: its settings without the secret ones (`secretsSet` names those stored). */
export const channelSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  settings: z.record(z.string(), z.string()),
  secretsSet: z.array(z.string()),
  /** 'paused' after CHANNEL_PAUSE_AFTER failures in a row; a successful Test resumes it. */
  status: z.enum(['active', 'paused']),
  pausedReason: z.string().nullable(),
  failuresInARow: z.number().int(),
  createdAt: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

/** GET /api/user/channels: the member's channels, and the types this server offers. */
export const channelListSchema = z.object({ items: z.array(channelSchema), types: z.array(channelTypeSchema), emailAvailable: z.boolean() });
export type ChannelList = z.infer<typeof channelListSchema>;

/** POST /api/user/channels answer: the channel, and the generated secret (a webhook's signing key), shown this once. */
export const createdChannelSchema = z.object({ channel: channelSchema, secret: z.string().nullable() });
export type CreatedChannel = z.infer<typeof createdChannelSchema>;

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;

export const deliverySchema = z.object({
  /** The X-AlphaWire-Delivery id: the same on every retry. */
  id: z.string(),
  ruleId: z.number().int().nullable(),
  ruleName: z.string().nullable(),
  articleId: z.number().int().nullable(),
  articleTitle: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = z.object({ items: z.array(deliverySchema) });
export type DeliveryList = z.infer<typeof deliveryListSchema>;

// The in-app inbox ------------------------------------------------------------------------------

export const NOTIFICATION_KINDS = ['alert', 'held', 'paused', 'test'] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  articleId: z.number().int().nullable(),
  ruleId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_MAX_LIMIT = 50;
export const notificationsQuerySchema = queryObject({
  page: paramNumber(z.number({ error: 'page must be a whole number from 1' }).int('page must be a whole number from 1').min(1, 'page must be a whole number from 1').max(10_000, 'page must be at most 10000').default(1)),
  limit: paramNumber(z.number({ error: `limit must be a whole number from 1 to ${NOTIFICATIONS_MAX_LIMIT}` })
    .int(`limit must be a whole number from 1 to ${NOTIFICATIONS_MAX_LIMIT}`)
    .min(1, `limit must be a whole number from 1 to ${NOTIFICATIONS_MAX_LIMIT}`)
    .max(NOTIFICATIONS_MAX_LIMIT, `limit must be a whole number from 1 to ${NOTIFICATIONS_MAX_LIMIT}`).default(20)),
});

export const notificationPageSchema = z.object({ items: z.array(notificationSchema), unreadCount: z.number().int(), hasMore: z.boolean() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const READ_MESSAGE = 'Send {"ids": [notification ids]} or {"all": true}';
/**
 * POST /api/user/notifications/read. Notification ids are 64-bit (a busy server makes more than
 * 2^31 of them), so any whole number JSON carries exactly is taken.
 */
export const markReadPayloadSchema = z.union(
  [
    bodyObject({ ids: z.array(z.number({ error: READ_MESSAGE }).int(READ_MESSAGE).min(1, READ_MESSAGE).max(Number.MAX_SAFE_INTEGER, READ_MESSAGE), { error: READ_MESSAGE }).min(1, READ_MESSAGE).max(500, READ_MESSAGE) }),
    bodyObject({ all: z.literal(true, { error: READ_MESSAGE }) }),
  ],
  { error: READ_MESSAGE },
);
export type MarkReadPayload = z.infer<typeof markReadPayloadSchema>;
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });

/** The live stream's `notification` event, sent only to the member's own streams. */
export const notificationEventSchema = z.object({ unreadCount: z.number().int(), item: notificationSchema.nullable() });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
