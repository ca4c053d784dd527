import type { Plugin, Request } from '@hapi/hapi';
import { idParamsSchema } from '../../../contracts/ids.js';
import {
  autopostNewsQuerySchema,
  autopostNewsSchema,
  autopostStatusSchema,
  postToXAnswerSchema,
  postToXPayloadSchema,
  userProfileSchema,
  xAuthorizeAnswerSchema,
  xAuthorizeQuerySchema,
  xCallbackQuerySchema,
  xConnectionTestAnswerSchema,
  xConnectionTestPayloadSchema,
  xCredentialsPayloadSchema,
  xCredentialsSavedSchema,
  xPostListQuerySchema,
  xPostListSchema,
  xTestPostAnswerSchema,
  xTestPostPayloadSchema,
} from '../../../contracts/x.js';
import { ForbiddenError } from '../../errors.js';
import { AUTH } from '../../http/auth.js';
import { route } from '../../http/route.js';
import type { XAutoPostService } from './autopost.js';
import type { XCredentialsService } from './credentials.js';
import { AuthorizationRefusedError, type XOAuthService } from './oauth.js';
import type { XPostingService } from './posting.js';
import { presentXPost } from './presenter.js';

interface Deps {
  credentials: XCredentialsService;
  oauth: XOAuthService;
  posting: XPostingService;
  autopost: XAutoPostService;
  autoPostPreferences(userId: number): Promise<{ enabled: boolean; frequency: number; topics: string[] }>;
}

const sessionOf = (request: Request) => request.auth.credentials?.sessionToken;

/** The X integration's API (docs/product.md#x-integration-calls): credentials, authorization, posting, the message centre and auto-posting. */
export const xRoutes: Plugin<Deps> = {
  name: 'x',
  register(server, deps) {
    const { credentials, oauth, posting, autopost } = deps;
    server.route([
      route({
        method: 'GET',
        path: '/api/user/profile',
        summary: 'The member’s X connection: credentials and tokens set, masked ids',
        response: userProfileSchema,
        auth: AUTH.member,
        handler: ({ user, h }) => credentials.profile(user).then((p) => h.response(p).header('cache-control', 'no-store')),
      }),
      route({
        method: 'PUT',
        path: '/api/user/x-credentials',
        summary: 'Saves the member’s X app credentials',
        response: xCredentialsSavedSchema,
        auth: AUTH.member,
        payload: xCredentialsPayloadSchema,
        handler: async ({ user, payload }) => {
          await credentials.save(user.id, payload);
          return { success: true, message: 'X API credentials saved', profile: await credentials.profile(user) };
        },
      }),
      route({
        method: 'POST',
        path: '/api/user/x-credentials/test',
        summary: 'Checks X credentials without saving them',
        response: xConnectionTestAnswerSchema,
        auth: AUTH.member,
        payload: xConnectionTestPayloadSchema,
        handler: ({ user, payload }) => credentials.test(user.id, payload),
      }),
      route({
        method: 'POST',
        path: '/api/user/x-credentials/post-test',
        summary: 'Posts a test tweet, after asking for confirmation',
        response: xTestPostAnswerSchema,
        auth: AUTH.member,
        payload: xTestPostPayloadSchema,
        handler: ({ user, payload }) => posting.testPost(user.id, payload),
      }),
      route({
        method: 'POST',
        path: '/api/news/{id}/post-to-x',
        summary: 'Posts an article to the member’s X account',
        response: postToXAnswerSchema,
        auth: AUTH.member,
        params: idParamsSchema('News id'),
        payload: postToXPayloadSchema,
        handler: ({ user, params, payload }) => posting.postNews(user.id, params.id, payload.customMessage),
      }),
      route({
        method: 'GET',
        path: '/api/user/x-posts',
        summary: 'The member’s posts to X, newest first',
        response: xPostListSchema,
        auth: AUTH.member,
        query: xPostListQuerySchema,
        handler: async ({ user, query }) => ({ items: (await posting.list(user.id, query.limit)).map(presentXPost) }),
      }),
      route({
        method: 'GET',
        path: '/api/auth/x/authorize',
        summary: 'Starts authorising AlphaWire on X: a URL to open (or a redirect)',
        response: { schema: xAuthorizeAnswerSchema, redirects: true },
        // A browser's flow, bound to its session: never started by an API token.
        auth: AUTH.session,
        query: xAuthorizeQuerySchema,
        handler: async ({ user, request, query, h }) => {
          // Another site's link (the member's cookies ride along on a top-level GET) must not
          // replace the authorization the member has under way with one of its choosing.
          if (request.headers['sec-fetch-site'] === 'cross-site') throw new ForbiddenError('X authorization can only be started from AlphaWire itself: open Settings and press Authorize.');
          const answer = await oauth.authorize(user.id, sessionOf(request)!, { auto: query.auto, force: query.redirect });
          if (query.redirect && answer.url) return h.redirect(answer.url).header('cache-control', 'no-store');
          return h.response(answer).header('cache-control', 'no-store');
        },
      }),
      route({
        method: 'GET',
        path: '/api/auth/x/callback',
        summary: 'Where X sends the browser back after authorising',
        response: { status: 302 },
        auth: AUTH.optional,
        query: xCallbackQuerySchema,
        handler: async ({ request, query, h }) => {
          try {
            const { auto } = await oauth.finish(query, sessionOf(request));
            return h.redirect(`/auth/x/success?auto=${auto}`).header('cache-control', 'no-store');
          } catch (error) {
            if (!(error instanceof AuthorizationRefusedError)) throw error;
            return h.redirect(`/auth/x/success?error=${error.reason}`).header('cache-control', 'no-store');
          }
        },
      }),
      route({
        method: 'GET',
        path: '/api/autopost/news',
        summary: 'The articles next in the member’s auto-post queue',
        response: autopostNewsSchema,
        auth: AUTH.member,
        query: autopostNewsQuerySchema,
        handler: async ({ user, query }) => {
          const prefs = await deps.autoPostPreferences(user.id);
          return autopost.queue(user.id, prefs.topics, query.limit);
        },
      }),
      route({
        method: 'GET',
        path: '/api/autopost/status',
        summary: 'The member’s auto-posting: on or off, last and next post',
        response: autopostStatusSchema,
        auth: AUTH.member,
        handler: async ({ user }) => autopost.status(user.id, await deps.autoPostPreferences(user.id)),
      }),
    ]);
  },
};
