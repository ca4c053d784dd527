import PQueue from 'p-queue';
import type { Logger } from 'pino';
import { CHANNEL_PAUSE_AFTER } from '../../../contracts/alerts.js';
import { AuthError, RateLimitedError, RejectedError } from '../../../plugins/sdk/index.js';
import type { Clock } from '../../clock.js';
import type { Repositories, Transact } from '../../db/repositories.js';
import type { Mailer } from '../../mail/mailer.js';
import type { ChannelRow } from './channels-repository.js';
import type { SendThrough } from './channel-sender.js';
import type { ClaimedDelivery } from './deliveries-repository.js';
import { alertLine, alertMessage } from './message.js';
import type { NotificationRow } from './notifications-repository.js';
import type { AlertArticle } from './queue-repository.js';

/**
 * Deliveries claimed per pass. The batch's sends all end before the next claim, so the sending
 * idles at each batch's tail: 1,000 rather than 200 sent 20,000 webhooks at 4,568 a second
 * instead of 3,958 (bench:alerts, docs/alerts.md#figures).
 */
const BATCH = 1000;
/**
 * Sends of one member's deliveries at a time, at most: a member whose endpoints never answer (ten
 * seconds each) holds these of the sender's slots, never the other members' (an audit's 100 such
 * deliveries had held everyone's alerts, in-app ones too, for 30 s).
 */
const PER_MEMBER = 4;
/**
 * How long a pass waits for its batch's sends before it claims the next. Those still out then go
 * on, and each is completed when it ends: a slow endpoint holds its own deliveries, not the next
 * batch's.
 */
const BATCH_WAIT_MS = 2_000;
/** Why a delivery made more than a day ago, held meanwhile by its paused channel, is not sent. */
const STALE = 'Not sent: more than a day old when its channel could take it';
/** The first retry waits this long; each next one twice as long, up to MAX_BACKOFF_S. */
const FIRST_BACKOFF_S = 30;
const MAX_BACKOFF_S = 3_600;
/** A service's Retry-After is honoured up to this. */
const MAX_RETRY_AFTER_S = 6 * 3_600;

export interface AlertSenderDeps {
  repos: Repositories;
  transact: Transact;
  sendThrough: SendThrough;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** Tells the member's open pages of notifications stored (in-app alerts, paused channels). */
  announce: (rows: NotificationRow[]) => void;
  /** JOB_LEASE_SECONDS: a claim lapses this long after its sender stops renewing it (docs/operations.md#roles). */
  leaseSeconds: number;
  concurrency?: number;
}

export interface AlertSender {
  /** Sends one batch of due deliveries, waiting up to BATCH_WAIT_MS for its sends; how many it claimed (0: nothing is due). */
  runOnce(): Promise<number>;
  /** Waits for the sends still out from earlier batches. */
  settle(): Promise<void>;
}

/** The wait before the next try after `attempts` tries. */
export function backoffSeconds(attempts: number): number {
  return Math.min(FIRST_BACKOFF_S * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_S);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends claimed deliveries (docs/alerts.md#how-alerts-are-sent). A row is claimed (status
 * 'sending', a lease) before anything is sent and completed after; a sender that dies leaves the
 * lease to run out, and the row is sent again with the same X-AlphaWire-Delivery id, by which a
 * receiver drops a repeat. In-app alerts are written in the transaction that completes their row,
 * so they are exactly once. Failures retry with back-off for a day; a 429's Retry-After is
 * honoured; a channel failing CHANNEL_PAUSE_AFTER times in a row is paused and its member told.
 */
export function createAlertSender(deps: AlertSenderDeps): AlertSender {
  const queue = new PQueue({ concurrency: deps.concurrency ?? 32 });
  /**
   * Each member's places taken and sends waiting for one. Plain counters, not a queue per member:
   * a batch spread over a thousand members made a thousand queues (bench:alerts' p95 0.2 s worse).
   */
  const lanes = new Map<number, { taken: number; waiting: (() => void)[] }>();
  /** Batches whose sends outlived BATCH_WAIT_MS. */
  const lingering = new Set<Promise<void>>();

  /** Runs `task` in one of the sender's slots once the member has one of their PER_MEMBER places. */
  async function inLane(userId: number, task: () => Promise<void>): Promise<void> {
    let lane = lanes.get(userId);
    if (!lane) lanes.set(userId, (lane = { taken: 0, waiting: [] }));
    const mine = lane;
    if (mine.taken < PER_MEMBER) mine.taken += 1;
    else await new Promise<void>((resolve) => mine.waiting.push(resolve));
    try {
      await queue.add(task);
    } finally {
      // The place goes straight to the next waiting send, so none can slip in between.
      const next = mine.waiting.shift();
      if (next) next();
      else if (--mine.taken === 0) lanes.delete(userId);
    }
  }

  async function inApp(row: ClaimedDelivery, rule: { id: number; name: string }, article: AlertArticle): Promise<NotificationRow> {
    return deps.transact(async (repos) => {
      const notice = await repos.notifications.insert({ user_id: row.user_id, kind: 'alert', title: article.title, body: alertLine(rule.name, article), article_id: article.id, rule_id: rule.id });
      await repos.alertDeliveries.sent([row.id]);
      return notice;
    });
  }

  /**
   * A failed send: retried later or given up, and counted against the channel (a 429 is not its
   * fault) once a batch: a batch's sends to one channel fail together when it is down for a second,
   * and counted one by one, eleven of them had paused it instead of the back-off's next try.
   */
  async function failed(rows: ClaimedDelivery[], channel: ChannelRow | null, error: unknown, counted = new Set<number>()): Promise<void> {
    const ids = rows.map((r) => r.id);
    const text = messageOf(error);
    if (error instanceof RateLimitedError) return deps.repos.alertDeliveries.retry(ids, Math.min(Math.max(error.retryAfterSeconds, 1), MAX_RETRY_AFTER_S), text, { failure: false });
    if (error instanceof AuthError || error instanceof RejectedError) await deps.repos.alertDeliveries.failed(ids, text);
    // Doubling with the failures only: tries a 429 asked to wait for are not the endpoint failing.
    else await deps.repos.alertDeliveries.retry(ids, backoffSeconds(Math.max(...rows.map((r) => r.failures + 1))), text, { failure: true });
    if (!channel || counted.has(channel.id)) return;
    counted.add(channel.id);
    const reason = `Paused after ${CHANNEL_PAUSE_AFTER} failed deliveries in a row; the last: ${text}. Once the service answers again (or the channel is added again with new settings), press Test to resume.`;
    if (await deps.repos.alertChannels.failed(channel.id, CHANNEL_PAUSE_AFTER, reason)) {
      const notice = await deps.repos.notifications.insert({ user_id: channel.user_id, kind: 'paused', title: `Channel “${channel.name}” is paused`, body: reason, article_id: null, rule_id: null });
      deps.announce([notice]);
    }
  }

  async function email(rows: ClaimedDelivery[], rules: Map<number, { id: number; name: string }>, articles: Map<number, AlertArticle>): Promise<void> {
    const user = await deps.repos.users.findById(rows[0]!.user_id);
    const items = rows.flatMap((row) => {
      const article = articles.get(row.article_id);
      return article ? [{ row, article, rule: rules.get(row.rule_id) ?? { id: row.rule_id, name: '' } }] : [];
    });
    if (!user || !deps.mailer.configured) return deps.repos.alertDeliveries.failed(rows.map((r) => r.id), 'E-mail is not set up on this server');
    const lines = items.map(({ article, rule }, i) => [`${i + 1}. ${article.title}`, `   ${alertLine(rule.name, article)}`, `   ${new URL(`/news/${article.id}`, deps.publicUrl).toString()}`].join('\n'));
    const subject = items.length === 1 ? `AlphaWire alert: ${items[0]!.article.title}` : `AlphaWire: ${items.length} alerts`;
    try {
      await deps.mailer.send({ to: user.email, subject: subject.slice(0, 200), text: `${lines.join('\n\n')}\n\nManage your alerts: ${new URL('/settings?section=alerts', deps.publicUrl).toString()}\n` });
      await deps.repos.alertDeliveries.sent(rows.map((r) => r.id));
    } catch (error) {
      await failed(rows, null, error);
    }
  }

  /** Sends one delivery through its channel; true when it went through (its row is completed with the batch's). */
  async function viaChannel(row: ClaimedDelivery, channel: ChannelRow | undefined, rule: { id: number; name: string }, article: AlertArticle, counted: Set<number>): Promise<boolean> {
    if (!channel) {
      await deps.repos.alertDeliveries.failed([row.id], 'The channel was deleted');
      return false;
    }
    try {
      await deps.sendThrough(channel, alertMessage({ deliveryId: row.delivery_id, rule, article, publicUrl: deps.publicUrl, now: deps.clock() }));
      if (channel.failures_in_a_row > 0) await deps.repos.alertChannels.succeeded(channel.id);
      return true;
    } catch (error) {
      deps.logger.warn({ channelId: channel.id, type: channel.type, deliveryId: row.delivery_id, error: messageOf(error) }, 'alert delivery failed');
      await failed([row], channel, error, counted);
      return false;
    }
  }

  /**
   * Sends a claimed batch and waits for it up to BATCH_WAIT_MS; `inFlight` gets the ids of the
   * e-mail alerts claimed on the way, for renewal. Returns the sends still out, settled when they end.
   */
  async function send(claimed: ClaimedDelivery[], inFlight: string[]): Promise<{ rest: Promise<void> }> {
    const emailUsers = [...new Set(claimed.filter((r) => r.channel === 'email').map((r) => r.user_id))];
    const emails = new Map<number, ClaimedDelivery[]>();
    for (const userId of emailUsers) {
      const more = await deps.repos.alertDeliveries.claimEmailsOf(userId, deps.leaseSeconds);
      inFlight.push(...more.map((r) => r.id));
      emails.set(userId, [...claimed.filter((r) => r.channel === 'email' && r.user_id === userId), ...more]);
    }
    const rows = [...claimed.filter((r) => r.channel !== 'email'), ...[...emails.values()].flat()];
    const [articles, rules, channels] = await Promise.all([
      deps.repos.alertQueue.articles([...new Set(rows.map((r) => r.article_id))]),
      deps.repos.alertRules.namesByIds([...new Set(rows.map((r) => r.rule_id))]),
      deps.repos.alertChannels.byIds([...new Set(rows.flatMap((r) => (r.channel_id === null ? [] : [r.channel_id])))]),
    ]);
    const articleById = new Map(articles.map((a) => [a.id, a]));
    const ruleById = new Map(rules.map((r) => [r.id, r]));
    const channelById = new Map(channels.map((c) => [c.id, c]));
    const counted = new Set<number>();
    // Completed together, in one statement: a crash before it sends these again, with their ids.
    // Those that end after the batch's wait are completed one by one as they end.
    let sent: string[] | null = [];
    const completed = async (id: string) => {
      if (sent) sent.push(id);
      else await deps.repos.alertDeliveries.sent([id]);
    };
    const work = rows.filter((r) => r.channel !== 'email').map((row) => async () => {
      const article = articleById.get(row.article_id);
      const rule = ruleById.get(row.rule_id);
      if (row.stale) return deps.repos.alertDeliveries.failed([row.id], STALE);
      if (!article || !rule) return deps.repos.alertDeliveries.failed([row.id], 'The article or the rule was deleted');
      if (row.channel === 'inapp') deps.announce([await inApp(row, rule, article)]);
      else if (await viaChannel(row, channelById.get(row.channel_id!), rule, article, counted)) await completed(row.id);
    });
    const all = Promise.all([
      ...work.map((task, i) => inLane(rows[i]!.user_id, task)),
      ...[...emails.entries()].map(([userId, group]) => inLane(userId, () => email(group, ruleById, articleById))),
    ]).then(() => undefined);
    let waited: NodeJS.Timeout | undefined;
    const batchWait = new Promise<void>((resolve) => (waited = setTimeout(resolve, BATCH_WAIT_MS)));
    try {
      await Promise.race([all, batchWait]);
    } finally {
      clearTimeout(waited);
      const done = sent;
      sent = null;
      if (done.length > 0) await deps.repos.alertDeliveries.sent(done);
    }
    return { rest: all };
  }

  return {
    async runOnce() {
      const claimed = await deps.repos.alertDeliveries.claimDue(BATCH, deps.leaseSeconds);
      if (claimed.length === 0) return 0;
      // Renewed every third of the lease while the batch is out, so a slow receiver never makes a
      // live sender's deliveries look abandoned (completed rows are left alone by the renewal).
      const inFlight = claimed.map((r) => r.id);
      const renewal = setInterval(() => {
        deps.repos.alertDeliveries.renew(inFlight, deps.leaseSeconds).catch((error: unknown) => deps.logger.warn({ err: error }, 'alert delivery leases not renewed'));
      }, (deps.leaseSeconds * 1000) / 3);
      let rest: Promise<void>;
      try {
        ({ rest } = await send(claimed, inFlight));
      } catch (error) {
        clearInterval(renewal);
        throw error;
      }
      // The sends still out keep their leases renewed until they end.
      const lingers = rest
        .catch((error: unknown) => deps.logger.error({ err: error }, 'alert sends failed'))
        .finally(() => {
          clearInterval(renewal);
          lingering.delete(lingers);
        });
      lingering.add(lingers);
      return claimed.length;
    },
    async settle() {
      while (lingering.size > 0) await Promise.all(lingering);
    },
  };
}
