import PQueue from 'p-queue';
import { AuthError, PluginError, RateLimitedError, RejectedError } from '../../../plugins/sdk/index.js';
import type { NewsItem } from '../../../contracts/news.js';
import type { AutopostStatus } from '../../../contracts/x.js';
import { AuthorizationNeededError, NEEDS_REAUTHORIZATION, type XCredentialsService } from './credentials.js';
import type { XDeps } from './deps.js';
import type { DueMember, XPostRow } from './posts-repository.js';
import { postTextFor } from './post-text.js';

/** Picks the next articles for a member: the recommendation ranking, restricted to the auto-post topics. */
export interface AutoPostPicker {
  recommend(userId: number, options: { limit: number; categories?: string[]; excludeArticleIds?: number[] }): Promise<NewsItem[]>;
}

/**
 * A pending post whose call to X started longer ago than this was left by a run that died between
 * the call and the update. A run marks the time right before each call, and a call to X times out
 * after 15 s (the client's timeout in context.ts), so a live run never looks this old; a worker's
 * sweep (every SCHEDULER_TICK_SECONDS) then resolves a dead run's post within about a minute.
 */
export const STALE_PENDING_MS = 30_000;
/** How many of the member's latest posts are read from X to find a post a crashed run lost. */
const RECENT_POSTS_CHECKED = 20;
const BATCH = 500;

export interface AutoPostReport {
  posted: number;
  failed: number;
  /** Members skipped, with the reason (needing reauthorization, nothing to post). */
  skipped: { userId: number; reason: string }[];
  /** Pending posts of crashed runs resolved: found on X, or posted now after X showed they were not. */
  recovered: number;
}

const REAUTHORIZE_REASON = 'Auto-posting is paused: your X authorization needs renewal. Click Authorize in the X Integration settings.';

export interface XAutoPostService {
  /** One pass: resolves crashed runs' posts, then posts for every member who is due. */
  runOnce(): Promise<AutoPostReport>;
  /** Resolves the pending posts of runs that died (on any instance); how many turned out posted. */
  recoverStale(): Promise<number>;
  /** The member's auto-posting state, with the reason nothing is posted when it is paused. */
  status(userId: number, prefs: {
    enabled: boolean;
    frequency: number;
  }): Promise<AutopostStatus>;
  /** What auto-posting would post next for the member (the queue tab). */
  queue(userId: number, topics: string[], limit: number): Promise<NewsItem[]>;
}

/**
 * Auto-posting, exactly once per member and article across restarts and instances: the pending
 * row (unique per member and article) is written before X is called and completed after it; a
 * pending row left by a crash is resolved by reading the member's latest posts on X first, and
 * posted again only when X shows it did not go out. That is the at-most-once choice: a post is
 * never sent without a row, a row is resolved by one run at a time (claimStale), and a dead run's
 * post is sent again only when X does not list it; a double would need X to leave a post it
 * accepted out of the member's latest posts.
 */
export function createXAutoPostService(deps: XDeps, credentials: XCredentialsService, picker: AutoPostPicker, options: { concurrency?: number } = {}): XAutoPostService {
  const queue = new PQueue({ concurrency: options.concurrency ?? 16 });

  /** Calls X for a claimed pending row and completes it. */
  async function send(row: XPostRow): Promise<'posted' | 'failed' | 'pending'> {
    try {
      const post = await credentials.withToken(row.user_id, async (c) => {
        // Marked right before the call, so no other run takes this row as a dead run's while it is under way.
        await deps.xPosts.touch(row.id, deps.clock());
        return deps.x().poster.publish(c, row.text);
      });
      await deps.xPosts.complete(row.id, { status: 'posted', x_post_id: post.id });
      deps.countPost('auto', 'posted');
      return 'posted';
    } catch (error) {
      // Refused outright: X did not post, and the reason is kept for the message centre.
      if (error instanceof AuthorizationNeededError || error instanceof AuthError || error instanceof RejectedError || error instanceof RateLimitedError) {
        if (error instanceof AuthError) await credentials.needsReauthorization(row.user_id);
        await deps.xPosts.complete(row.id, { status: 'failed', error: error.message });
        deps.countPost('auto', 'failed');
        return 'failed';
      }
      // A 5xx or a lost connection may or may not have posted: the row stays pending, to be resolved by asking X.
      deps.logger.warn({ userId: row.user_id, postId: row.id, err: error }, 'auto post outcome unknown; it will be checked on X');
      return 'pending';
    }
  }

  /** A crashed run's pending post: found among the member's latest posts on X, or sent now. */
  async function resolve(row: XPostRow): Promise<'posted' | 'failed' | 'pending'> {
    let recent;
    try {
      recent = await credentials.withToken(row.user_id, (c) => deps.x().poster.recentPosts(c, RECENT_POSTS_CHECKED));
    } catch (error) {
      if (error instanceof AuthorizationNeededError || error instanceof AuthError) {
        await deps.xPosts.complete(row.id, { status: 'failed', error: `Whether this post went out could not be checked on X: ${error.message}` });
        deps.countPost('auto', 'failed');
        return 'failed';
      }
      if (error instanceof PluginError) return 'pending'; // X is unreachable: ask again next run
      throw error;
    }
    const found = recent.find((post) => post.text === row.text);
    if (found) {
      await deps.xPosts.complete(row.id, { status: 'posted', x_post_id: found.id });
      deps.countPost('auto', 'posted');
      return 'posted';
    }
    return send(row);
  }

  async function postFor(member: DueMember, report: AutoPostReport): Promise<void> {
    if (member.oauth_status === NEEDS_REAUTHORIZATION) {
      report.skipped.push({ userId: member.user_id, reason: REAUTHORIZE_REASON });
      return;
    }
    const exclude = await deps.xPosts.autoPostedArticleIds(member.user_id);
    const [pick] = await picker.recommend(member.user_id, { limit: 1, categories: member.auto_post_topics, excludeArticleIds: exclude });
    const article = pick ? await deps.xPosts.article(pick.id) : null;
    if (!article) {
      report.skipped.push({ userId: member.user_id, reason: 'No news in your auto-post topics is waiting to be posted.' });
      return;
    }
    const text = postTextFor(article, deps.x().limits);
    const row = await deps.transact((repos) => repos.xPosts.claimAutoPost(member.user_id, article.id, text, deps.clock()));
    if (!row) return; // another run (here or on another instance) has this member's post for the period
    const outcome = await send(row);
    if (outcome === 'posted') report.posted += 1;
    if (outcome === 'failed') report.failed += 1;
  }

  async function recoverStale(): Promise<number> {
    const now = deps.clock();
    const stale = await deps.xPosts.claimStale(new Date(now.getTime() - STALE_PENDING_MS), now, BATCH);
    let recovered = 0;
    await Promise.all(stale.map((row) => queue.add(async () => {
      if ((await resolve(row)) === 'posted') recovered += 1;
    })));
    return recovered;
  }

  return {
    recoverStale,

    /** One pass: resolves crashed runs' posts, then posts for every member who is due. */
    async runOnce(): Promise<AutoPostReport> {
      const report: AutoPostReport = { posted: 0, failed: 0, skipped: [], recovered: 0 };
      const now = deps.clock();
      report.recovered = await recoverStale();
      let after = 0;
      for (;;) {
        const due = await deps.xPosts.dueMembers(now, after, BATCH);
        if (due.length === 0) break;
        after = due[due.length - 1]!.user_id;
        await Promise.all(due.map((member) => queue.add(() => postFor(member, report).catch((error: unknown) => {
          deps.logger.error({ err: error, userId: member.user_id }, 'auto post failed');
        }))));
      }
      if (report.posted + report.failed + report.recovered > 0) deps.logger.info({ ...report, skipped: report.skipped.length }, 'auto posts sent');
      return report;
    },

    /** The member's auto-posting state, with the reason nothing is posted when it is paused. */
    async status(userId: number, prefs: { enabled: boolean; frequency: number }): Promise<AutopostStatus> {
      const [last, row] = await Promise.all([deps.xPosts.lastAutoPost(userId), deps.xCredentials.find(userId)]);
      let pausedReason: string | null = null;
      if (!prefs.enabled) pausedReason = 'Auto-posting is off. Turn it on in News Preferences.';
      else if (!row) pausedReason = 'Add your X API credentials in the X Integration settings to auto-post.';
      else if (!row.access_token_enc) pausedReason = 'Authorize AlphaWire on X in the X Integration settings to auto-post.';
      else if (row.oauth_status === NEEDS_REAUTHORIZATION || !credentials.canWrite(row)) pausedReason = REAUTHORIZE_REASON;
      const next = last ? new Date(Math.max(last.getTime() + prefs.frequency * 3_600_000, deps.clock().getTime())) : deps.clock();
      return {
        enabled: prefs.enabled,
        postingFrequencyHours: prefs.frequency,
        lastPostedAt: last?.toISOString() ?? null,
        nextPostAt: pausedReason ? null : next.toISOString(),
        pausedReason,
      };
    },

    /** What auto-posting would post next for the member (the queue tab). */
    async queue(userId: number, topics: string[], limit: number): Promise<NewsItem[]> {
      const exclude = await deps.xPosts.autoPostedArticleIds(userId);
      return picker.recommend(userId, { limit, categories: topics, excludeArticleIds: exclude });
    },
  };
}
