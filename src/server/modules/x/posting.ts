import { AuthError, PluginError, RateLimitedError, RejectedError, TransientError } from '../../../plugins/sdk/index.js';
import type { PostToXAnswer, XTestPostAnswer } from '../../../contracts/x.js';
import { AppError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../errors.js';
import { AuthorizationNeededError, type XCredentialsService } from './credentials.js';
import type { XDeps } from './deps.js';
import type { XPostMode } from './posts-repository.js';
import { postTextFor } from './post-text.js';

export const NEWS_NOT_FOUND = 'News item not found';

/** An X failure as our API's answer: the member can act on every message. */
export class XPostError extends AppError {}

function toAppError(error: unknown): AppError {
  if (error instanceof AuthorizationNeededError) return new ForbiddenError(error.message);
  if (error instanceof RateLimitedError) return new TooManyRequestsError(error.message, error.retryAfterSeconds);
  if (error instanceof RejectedError) return new XPostError(422, error.message);
  if (error instanceof AuthError) return new ForbiddenError(error.message);
  if (error instanceof TransientError || error instanceof PluginError) return new XPostError(502, error.message);
  throw error;
}

/**
 * A failure of the outbound client, in words that name X: its own ("Server too slow…") name no
 * service. A request that reached X and got no full answer may still have posted, which the member
 * needs to know before trying again; one that never connected did not.
 */
export function unreachableMessage(clientMessage: string): string {
  if (clientMessage.startsWith('Could not connect')) return `Could not reach X (${clientMessage}). Nothing was posted.`;
  return `X did not answer in full (${clientMessage}). The post may still have gone out: look at your X profile before posting it again.`;
}

/** The link to a post on X (the web address X itself uses for a post id). */
export function postUrl(username: string | null, id: string): string {
  return `https://x.com/${username ?? 'i/web'}/status/${id}`;
}

/** The test post's hint: authorize for the first time, or again with write access. */
const authorizationHint = (error: AuthorizationNeededError) => (error.reauthorize ? { needsReauthorization: true } : { needsAuthorization: true });

export interface XPostingService {
  testPost(userId: number, input: {
    customMessage?: string;
    confirmed?: boolean;
  }): Promise<XTestPostAnswer>;
  postNews(userId: number, articleId: number, customMessage?: string): Promise<PostToXAnswer>;
  list(userId: number, limit: number): Promise<{
    url: string | null;
    id: number;
    user_id: number;
    article_id: number | null;
    mode: XPostMode;
    text: string;
    status: "pending" | "posted" | "failed";
    x_post_id: string | null;
    error: string | null;
    attempted_at: Date | null;
    created_at: Date;
    article_title: string | null;
  }[]>;
}

/** Posting by hand: the test post with its confirmation round trip, and a news item. */
export function createXPostingService(deps: XDeps, credentials: XCredentialsService): XPostingService {
  /** Publishes and records the outcome (failures too, with X's reason in plain words). */
  async function publish(userId: number, articleId: number | null, mode: XPostMode, text: string): Promise<{ id: string }> {
    const created_at = deps.clock();
    try {
      const post = await credentials.withToken(userId, (c) => deps.x().poster.publish(c, text));
      await deps.xPosts.record({ user_id: userId, article_id: articleId, mode, text, status: 'posted', x_post_id: post.id, error: null, created_at });
      deps.countPost(mode, 'posted');
      return post;
    } catch (error) {
      if (error instanceof TransientError && !/\bX\b/.test(error.message)) error.message = unreachableMessage(error.message);
      if (error instanceof PluginError || error instanceof AuthorizationNeededError) {
        if (error instanceof AuthError) await credentials.needsReauthorization(userId);
        await deps.xPosts.record({ user_id: userId, article_id: articleId, mode, text, status: 'failed', x_post_id: null, error: error.message, created_at });
        deps.countPost(mode, 'failed');
      }
      throw error;
    }
  }

  return {
    async testPost(userId: number, input: { customMessage?: string; confirmed?: boolean }): Promise<XTestPostAnswer> {
      try {
        await credentials.forPosting(userId);
      } catch (error) {
        if (!(error instanceof AuthorizationNeededError)) throw error;
        return { success: false, message: error.message, ...authorizationHint(error) };
      }
      const stamp = deps.clock().toISOString().slice(0, 16).replace('T', ' ');
      const text = postTextFor({ tweet: null, title: `Testing my AlphaWire connection to X (${stamp} UTC)` }, deps.x().limits, input.customMessage);
      if (!input.confirmed) {
        return { success: false, requiresConfirmation: true, postContent: text, message: 'This will post a public message to your X account.' };
      }
      try {
        await publish(userId, null, 'test', text);
        return { success: true, postContent: text, message: 'Test message posted to X.' };
      } catch (error) {
        if (error instanceof AuthorizationNeededError) {
          return { success: false, message: error.message, postContent: text, ...authorizationHint(error) };
        }
        if (error instanceof PluginError) {
          return { success: false, message: `Failed to post test message. ${error.message}`, postContent: text, ...(error instanceof AuthError ? { needsReauthorization: true } : {}) };
        }
        throw error;
      }
    },

    async postNews(userId: number, articleId: number, customMessage?: string): Promise<PostToXAnswer> {
      const article = await deps.xPosts.article(articleId);
      if (!article) throw new NotFoundError(NEWS_NOT_FOUND);
      const text = postTextFor(article, deps.x().limits, customMessage);
      try {
        await credentials.forPosting(userId);
        const post = await publish(userId, articleId, 'manual', text);
        const profile = await deps.xCredentials.find(userId);
        return { success: true, message: 'Posted to X.', postId: post.id, url: postUrl(profile?.x_username ?? null, post.id), text };
      } catch (error) {
        throw toAppError(error);
      }
    },

    async list(userId: number, limit: number) {
      const [rows, row] = await Promise.all([deps.xPosts.list(userId, limit), deps.xCredentials.find(userId)]);
      return rows.map((post) => ({ ...post, url: post.x_post_id ? postUrl(row?.x_username ?? null, post.x_post_id) : null }));
    },
  };
}
