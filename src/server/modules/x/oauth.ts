import { createHash, randomBytes } from 'node:crypto';
import { PluginError } from '../../../plugins/sdk/index.js';
import type { XAuthorizeAnswer } from '../../../contracts/x.js';
import { type XAuthFailure, X_AUTH_FAILURES } from '../../../contracts/x-auth-constants.js';
import { BadRequestError } from '../../errors.js';
import { AUTHORIZED, CREDENTIALS_REQUIRED, NEEDS_REAUTHORIZATION, type XCredentialsService } from './credentials.js';
import type { XDeps } from './deps.js';

/** An authorization not finished within this time is refused. */
export const STATE_TTL_MS = 10 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** PKCE (RFC 7636): a 43-128 character verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url'); // 64 characters
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Why a callback is refused: a reason the result page has its own words for (contracts/x-auth-constants.ts). */
export class AuthorizationRefusedError extends Error {
  constructor(readonly reason: XAuthFailure) {
    super(X_AUTH_FAILURES[reason]);
  }
}

export interface XOAuthService {
  /** The authorize answer: already authorized, or the URL to send the member to. */
  authorize(userId: number, sessionToken: string, options: {
    auto: boolean;
    force: boolean;
  }): Promise<XAuthorizeAnswer>;
  /**
  * X's redirect back: checks the state, exchanges the code with the verifier, stores the sealed
  * tokens and the X username. Returns whether the flow was the whole-page (auto) one.
  */
  finish(query: {
    code?: string;
    state?: string;
    error?: string;
  }, sessionToken: string | undefined): Promise<{
    auto: boolean;
    username: string;
  }>;
}

/**
 * OAuth 2.0 authorization code with PKCE for the member's own X app. The state is random, stored
 * only as its hash with the session that asked (also hashed) and an expiry, and taken (cleared)
 * by the first callback of that session that presents it, so it works once, for that session, for
 * ten minutes. Another session presenting it is refused and leaves it for the rightful one.
 */
export function createXOAuthService(deps: XDeps, credentials: XCredentialsService): XOAuthService {
  return {
    /** The authorize answer: already authorized, or the URL to send the member to. */
    async authorize(userId: number, sessionToken: string, options: { auto: boolean; force: boolean }): Promise<XAuthorizeAnswer> {
      const row = await deps.xCredentials.find(userId);
      if (!row) throw new BadRequestError(CREDENTIALS_REQUIRED);
      if (!options.force && row.access_token_enc && row.oauth_status === AUTHORIZED && credentials.canWrite(row)) {
        const username = row.x_username ?? undefined;
        return { success: true, isAuthorized: true, username, message: 'AlphaWire may post to your X account.' };
      }
      const state = randomBytes(32).toString('base64url');
      const { verifier, challenge } = pkcePair();
      await deps.xCredentials.startAuthorization(userId, {
        pending_state: sha256(state),
        pending_verifier_enc: deps.secretBox.seal(verifier),
        pending_session: sha256(sessionToken),
        pending_expires_at: new Date(deps.clock().getTime() + STATE_TTL_MS),
        pending_auto: options.auto,
      });
      const clientId = deps.secretBox.open(row.client_id_enc);
      const url = deps.x().poster.authorizeUrl({ clientId, redirectUri: deps.callbackUrl, state, codeChallenge: challenge });
      return { success: true, url, message: 'Open X to authorize AlphaWire' };
    },

    /**
     * X's redirect back: checks the state, exchanges the code with the verifier, stores the sealed
     * tokens and the X username. Returns whether the flow was the whole-page (auto) one.
     */
    async finish(query: { code?: string; state?: string; error?: string }, sessionToken: string | undefined): Promise<{ auto: boolean; username: string }> {
      if (!query.state) throw new AuthorizationRefusedError('no-state');
      const stateHash = sha256(query.state);
      const pending = sessionToken ? await deps.xCredentials.takePending(stateHash, sha256(sessionToken)) : null;
      if (!pending && (await deps.xCredentials.hasPending(stateHash))) {
        throw new AuthorizationRefusedError('other-session');
      }
      if (!pending || !pending.pending_verifier_enc || !pending.pending_expires_at) {
        throw new AuthorizationRefusedError('invalid');
      }
      if (new Date(pending.pending_expires_at).getTime() < deps.clock().getTime()) {
        throw new AuthorizationRefusedError('expired');
      }
      if (query.error || !query.code) throw new AuthorizationRefusedError('declined');
      const userId = pending.user_id;
      try {
        const app = credentials.credentialsOf({ ...pending, access_token_enc: null, refresh_token_enc: null });
        const tokens = await deps.x().poster.exchangeCode({ credentials: app, code: query.code, redirectUri: deps.callbackUrl, codeVerifier: deps.secretBox.open(pending.pending_verifier_enc) });
        const who = await deps.x().poster.verify({ ...app, accessToken: tokens.accessToken, scopes: tokens.scopes });
        const status = who.canWrite ? AUTHORIZED : NEEDS_REAUTHORIZATION;
        await deps.xCredentials.saveTokens(userId, credentials.sealTokens(tokens), status, who.username);
        if (!who.canWrite) throw new AuthorizationRefusedError('read-only');
        return { auto: pending.pending_auto, username: who.username };
      } catch (error) {
        if (error instanceof PluginError) {
          // X's own words stay in the log: the page has fixed ones.
          deps.logger.warn({ userId, reason: error.message }, 'X refused an authorization');
          throw new AuthorizationRefusedError('refused');
        }
        throw error;
      }
    },
  };
}
