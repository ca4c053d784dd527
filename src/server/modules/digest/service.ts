import PQueue from 'p-queue';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.js';
import type { Mailer } from '../../mail/mailer.js';
import type { DigestRepository, DueMember } from './repository.js';
import { composeDigestMail, type DigestItem } from './mail.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

export const DIGEST_SIZE = 5;
/** Members served per run; the rest are due on the next run a minute later. */
const BATCH = 200;
/** Digests prepared and sent at once: the ranking waits on the database, the mail on SMTP. */
const CONCURRENCY = 4;

export interface DigestDeps {
  repository: DigestRepository;
  /** The member's ranked news (modules/recommendations). */
  recommend(userId: number, options: { limit: number; excludeArticleIds?: number[] }): Promise<DigestItem[]>;
  /** Turns the member's daily_digest preference off (modules/preferences). */
  optOut(userId: number): Promise<void>;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** Counts each digest sent or failed, for the metrics. */
  countDigest(outcome: 'sent' | 'failed'): void;
}

export interface DigestRun {
  sent: number;
  failed: number;
}

export interface DigestService {
  unsubscribeUrl: (userId: number) => string;
  /** One pass: every member now due gets their digest (mail failures are logged and retried later). */
  runOnce(): Promise<DigestRun>;
  /** Whether a link's token is one of ours (it changes nothing). */
  isValidLink(token: string): boolean;
  /** Turns the digest off for the member a link's token names; false for a bad token. */
  unsubscribe(token: string): Promise<boolean>;
}

/**
 * The daily digest: at each member's chosen hour in their time zone, their top five
 * recommendations by mail, once per member per local day. The day is claimed (a row in
 * digest_sends) before the mail goes out, so two runs at once, or two instances, send it once,
 * and a restart never sends it again; a mail the server refused gives the claim back for a retry.
 */
export function createDigestService(deps: DigestDeps): DigestService {
  const { repository, logger } = deps;

  function unsubscribeUrl(userId: number): string {
    const url = new URL('/api/digest/unsubscribe', deps.publicUrl);
    url.searchParams.set('token', deps.tokens.tokenFor(userId));
    return url.toString();
  }

  /** Sends one member's digest if this run wins its day; true when a mail went out. */
  async function sendTo(member: DueMember): Promise<boolean> {
    if (!(await repository.claim(member.userId, member.localDate))) return false;
    try {
      // Yesterday's stories are not news again today.
      const excludeArticleIds = await repository.lastArticleIds(member.userId, member.localDate);
      const items = await deps.recommend(member.userId, { limit: DIGEST_SIZE, excludeArticleIds });
      // Nothing to tell today: the day stays claimed, so the member is not looked at every minute.
      if (items.length === 0) return false;
      await deps.mailer.send(
        composeDigestMail({
          to: member.email,
          username: member.username,
          localDate: member.localDate,
          items,
          publicUrl: deps.publicUrl,
          unsubscribeUrl: unsubscribeUrl(member.userId),
        }),
      );
      // Sent is sent: a failure to note the articles must not give the day back.
      await repository
        .recordArticles(member.userId, member.localDate, items.map((item) => item.id))
        .catch((error: unknown) => logger.warn({ err: error }, 'digest articles not recorded'));
      return true;
    } catch (error) {
      // Not sent (the mail server refused it, or the ranking failed): a later run tries again.
      await repository.release(member.userId, member.localDate);
      throw error;
    }
  }

  return {
    unsubscribeUrl,

    /** One pass: every member now due gets their digest (mail failures are logged and retried later). */
    async runOnce(): Promise<DigestRun> {
      const run: DigestRun = { sent: 0, failed: 0 };
      if (!deps.mailer.configured) return run;
      const queue = new PQueue({ concurrency: CONCURRENCY });
      await queue.addAll(
        (await repository.due(deps.clock(), BATCH)).map((member) => async () => {
          try {
            if (!(await sendTo(member))) return;
            run.sent += 1;
            deps.countDigest('sent');
          } catch (error) {
            run.failed += 1;
            deps.countDigest('failed');
            logger.error({ err: error, userId: member.userId }, 'daily digest not sent');
          }
        }),
      );
      if (run.sent > 0 || run.failed > 0) logger.info(run, 'daily digests sent');
      return run;
    },

    isValidLink(token: string): boolean {
      return deps.tokens.userIdOf(token) !== null;
    },

    /** Turns the digest off for the member a link's token names; false for a bad token. */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = deps.tokens.userIdOf(token);
      if (userId === null) return false;
      await deps.optOut(userId);
      logger.info({ userId }, 'daily digest unsubscribed by link');
      return true;
    },
  };
}
