import { randomUUID } from 'node:crypto';
import type { ChannelRef, TestResult } from '../../../contracts/alerts.js';
import type { Clock } from '../../clock.js';
import type { Repositories } from '../../db/repositories.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RateLimiter } from '../rate-limits/service.js';
import type { SendThrough } from './channel-sender.js';
import type { InboxService } from './inbox.js';
import { alertLine, alertMessage, sampleArticle, sampleLink } from './message.js';

/** Tests a member may send a minute: each reaches outside services in their name. */
const TESTS_PER_MINUTE = 10;

export type TestChannels = (userId: number, refs: ChannelRef[], rule: { id: number; name: string }) => Promise<TestResult[]>;

interface Deps {
  repos: Repositories;
  sendThrough: SendThrough;
  inbox: InboxService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  publicUrl: string;
}

/**
 * The Test button (docs/alerts.md#test): a sample alert through each channel named, now, with each
 * channel's answer. A channel that takes it is active again (a paused one resumes).
 */
export function createTestChannels(deps: Deps): TestChannels {
  return async (userId, refs, rule) => {
    await deps.rateLimiter.consume({ key: `alert-test:${userId}`, max: TESTS_PER_MINUTE, windowSeconds: 60, message: 'Too many tests: wait a minute and try again' });
    const article = sampleArticle(deps.clock());
    const channels = new Map((await deps.repos.alertChannels.list(userId)).map((c) => [c.id, c]));
    const one = async (ref: ChannelRef): Promise<TestResult> => {
      const channel = typeof ref === 'number' ? channels.get(ref) : undefined;
      const name = ref === 'inapp' ? 'In-app' : ref === 'email' ? 'E-mail' : (channel?.name ?? String(ref));
      try {
        if (ref === 'inapp') {
          await deps.inbox.add({ user_id: userId, kind: 'test', title: article.title, body: alertLine(rule.name, article), article_id: null, rule_id: rule.id > 0 ? rule.id : null });
        } else if (ref === 'email') {
          const user = await deps.repos.users.findById(userId);
          if (!deps.mailer.configured || !user) throw new Error('E-mail is not set up on this server');
          await deps.mailer.send({ to: user.email, subject: 'AlphaWire test alert', text: `${article.title}\n${alertLine(rule.name, article)}\n\n${article.summary}\n` });
        } else {
          if (!channel) throw new Error('Channel not found');
          await deps.sendThrough(channel, alertMessage({ deliveryId: randomUUID(), rule, article, publicUrl: deps.publicUrl, now: deps.clock(), event: 'test', link: sampleLink(deps.publicUrl) }));
          await deps.repos.alertChannels.succeeded(channel.id);
        }
        return { channel: ref, name, ok: true, error: null };
      } catch (error) {
        return { channel: ref, name, ok: false, error: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
      }
    };
    return Promise.all(refs.map(one));
  };
}
