import { AuthError, type PosterCredentials, type PosterTokens } from '../../../plugins/sdk/index.js';
import type { UserProfile, XCredentialsPayload } from '../../../contracts/x.js';
import { BadRequestError } from '../../errors.js';
import type { SealedTokens, XCredentialsRow } from './credentials-repository.js';
import type { XDeps } from './deps.js';
import { maskId, maskSecret } from './mask.js';

export const CREDENTIALS_REQUIRED = 'Twitter API credentials required';
export const NEEDS_REAUTHORIZATION = 'needs_reauthorization';
export const AUTHORIZED = 'authorized';
/** A token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 2 * 60_000;

/** Thrown when the member must authorize (again) before X can be used. */
export class AuthorizationNeededError extends Error {
  constructor(
    message: string,
    readonly reauthorize: boolean,
  ) {
    super(message);
    this.name = 'AuthorizationNeededError';
  }
}

export interface XCredentialsService {
  credentialsOf: (row: XCredentialsRow) => PosterCredentials;
  sealTokens: (tokens: PosterTokens, previous?: XCredentialsRow) => SealedTokens;
  canWrite: (row: XCredentialsRow) => boolean;
  save(userId: number, payload: XCredentialsPayload): Promise<void>;
  profile(user: {
    id: number;
    username: string;
    email: string;
  }): Promise<UserProfile>;
  /**
  * The member's credentials ready for a call that needs the member's token: refreshed when
  * close to expiry. Throws BadRequestError without stored credentials and
  * AuthorizationNeededError when the member must authorize (again).
  */
  forPosting(userId: number): Promise<PosterCredentials>;
  /**
  * Runs a call with the member's token; when X refuses the token (401) it is refreshed once and
  * the call made again (a refused call did nothing at X), and then the member is asked to
  * authorize again.
  */
  withToken<T>(userId: number, call: (credentials: PosterCredentials) => Promise<T>): Promise<T>;
  /** Marks the member as needing to authorize again (X refused the token). */
  needsReauthorization(userId: number): Promise<void>;
  /** Connection test: the form's values alone, or the stored ones (with the token when there is one). */
  test(userId: number, form: XCredentialsPayload | null): Promise<{
    success: boolean;
    message: string;
    username?: string;
  }>;
}

/** The member's own X app: stored sealed, shown masked, opened only for a call to X. */
export function createXCredentialsService(deps: XDeps): XCredentialsService {
  const { secretBox: box } = deps;
  const open = (sealed: string | null) => (sealed ? box.open(sealed) : undefined);

  function credentialsOf(row: XCredentialsRow): PosterCredentials {
    return {
      clientId: box.open(row.client_id_enc),
      clientSecret: box.open(row.client_secret_enc),
      accessToken: open(row.access_token_enc),
      refreshToken: open(row.refresh_token_enc),
      scopes: row.scopes?.split(' ').filter(Boolean) ?? [],
    };
  }

  function sealTokens(tokens: PosterTokens, previous?: XCredentialsRow): SealedTokens {
    return {
      access_token_enc: box.seal(tokens.accessToken),
      // X rotates refresh tokens; one that is not rotated stays.
      refresh_token_enc: tokens.refreshToken ? box.seal(tokens.refreshToken) : (previous?.refresh_token_enc ?? null),
      token_expires_at: tokens.expiresAt ?? null,
      scopes: tokens.scopes.join(' '),
    };
  }

  const canWrite = (row: XCredentialsRow) => (row.scopes ?? '').split(' ').includes('tweet.write');
  const expiring = (row: XCredentialsRow) => row.token_expires_at !== null && new Date(row.token_expires_at).getTime() - deps.clock().getTime() < REFRESH_MARGIN_MS;

  /**
   * Refreshes under the row's lock, so two callers never spend the same (rotating) refresh token:
   * when the token is close to expiry, or when X refused `refusedToken` (sealed) and nobody has
   * replaced it meanwhile.
   */
  async function refreshed(userId: number, refusedToken?: string | null): Promise<XCredentialsRow> {
    return deps.transact(async (repos) => {
      const row = await repos.xCredentials.lock(userId);
      if (!row) throw new BadRequestError(CREDENTIALS_REQUIRED);
      const due = refusedToken === undefined ? expiring(row) : row.access_token_enc === refusedToken;
      if (!due) return row; // another caller refreshed it meanwhile
      try {
        const tokens = await deps.x().poster.refresh(credentialsOf(row));
        const sealed = sealTokens(tokens, row);
        const status = tokens.scopes.includes('tweet.write') ? AUTHORIZED : NEEDS_REAUTHORIZATION;
        await repos.xCredentials.saveTokens(userId, sealed, status);
        return { ...row, ...sealed, oauth_status: status };
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        await repos.xCredentials.setStatus(userId, NEEDS_REAUTHORIZATION);
        deps.logger.info({ userId, reason: error.message }, 'X token refresh refused: the member must authorize again');
        return { ...row, oauth_status: NEEDS_REAUTHORIZATION };
      }
    });
  }

  /** The member's row with a usable token (refreshed when close to expiry), or the reason there is none. */
  async function usableRow(userId: number): Promise<XCredentialsRow> {
    let row = await deps.xCredentials.find(userId);
    if (!row) throw new BadRequestError(CREDENTIALS_REQUIRED);
    if (!row.access_token_enc) throw new AuthorizationNeededError('AlphaWire is not authorized to post on your X account yet: click Authorize in the X Integration settings.', false);
    if (expiring(row) && row.oauth_status !== NEEDS_REAUTHORIZATION) row = await refreshed(userId);
    if (row.oauth_status === NEEDS_REAUTHORIZATION || !canWrite(row)) {
      throw new AuthorizationNeededError('Your X authorization needs renewal with Read and Write permissions: click Authorize in the X Integration settings.', true);
    }
    return row;
  }

  return {
    credentialsOf,
    sealTokens,
    canWrite,

    async save(userId: number, payload: XCredentialsPayload): Promise<void> {
      const existing = await deps.xCredentials.find(userId);
      const sameApp = existing !== null && box.open(existing.client_id_enc) === payload.x_client_id && box.open(existing.client_secret_enc) === payload.x_client_secret;
      await deps.xCredentials.save(userId, { client_id_enc: box.seal(payload.x_client_id), client_secret_enc: box.seal(payload.x_client_secret) }, sameApp);
    },

    async profile(user: { id: number; username: string; email: string }): Promise<UserProfile> {
      const row = await deps.xCredentials.find(user.id);
      const hasTokens = Boolean(row?.access_token_enc && row.refresh_token_enc);
      const status = row?.oauth_status === NEEDS_REAUTHORIZATION || row?.oauth_status === AUTHORIZED ? row.oauth_status : null;
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        hasXCredentials: row !== null,
        masked_x_client_id: row ? maskId(box.open(row.client_id_enc)) : null,
        masked_x_client_secret: row ? maskSecret(box.open(row.client_secret_enc)) : null,
        x_oauth_access_token: Boolean(row?.access_token_enc),
        x_oauth_refresh_token: Boolean(row?.refresh_token_enc),
        x_oauth_status: status,
        hasXAuthorizationWithWriteAccess: row !== null && hasTokens && status === AUTHORIZED && canWrite(row),
        x_username: row?.x_username ?? null,
        x_callback_url: deps.callbackUrl,
      };
    },

    /**
     * The member's credentials ready for a call that needs the member's token: refreshed when
     * close to expiry. Throws BadRequestError without stored credentials and
     * AuthorizationNeededError when the member must authorize (again).
     */
    async forPosting(userId: number): Promise<PosterCredentials> {
      return credentialsOf(await usableRow(userId));
    },

    /**
     * Runs a call with the member's token; when X refuses the token (401) it is refreshed once and
     * the call made again (a refused call did nothing at X), and then the member is asked to
     * authorize again.
     */
    async withToken<T>(userId: number, call: (credentials: PosterCredentials) => Promise<T>): Promise<T> {
      const row = await usableRow(userId);
      try {
        return await call(credentialsOf(row));
      } catch (error) {
        if (!(error instanceof AuthError) || !error.message.includes('HTTP 401')) throw error;
        const again = await refreshed(userId, row.access_token_enc);
        if (again.oauth_status === NEEDS_REAUTHORIZATION) throw error;
        try {
          return await call(credentialsOf(again));
        } catch (retryError) {
          if (retryError instanceof AuthError) await deps.xCredentials.setStatus(userId, NEEDS_REAUTHORIZATION);
          throw retryError;
        }
      }
    },
    /** Marks the member as needing to authorize again (X refused the token). */
    async needsReauthorization(userId: number): Promise<void> {
      await deps.xCredentials.setStatus(userId, NEEDS_REAUTHORIZATION);
    },

    /** Connection test: the form's values alone, or the stored ones (with the token when there is one). */
    async test(userId: number, form: XCredentialsPayload | null): Promise<{ success: boolean; message: string; username?: string }> {
      const failed = (error: unknown, fallback: string) => ({ success: false, message: error instanceof Error && error.name !== 'Error' ? `${fallback} ${error.message}` : fallback });
      if (form) {
        try {
          await deps.x().poster.checkClient({ clientId: form.x_client_id, clientSecret: form.x_client_secret });
          return { success: true, message: 'Connection successful: X accepts this Client ID and Client Secret. Save them, then click Authorize.' };
        } catch (error) {
          return failed(error, 'Connection failed. Please check your OAuth 2.0 credentials.');
        }
      }
      const row = await deps.xCredentials.find(userId);
      if (!row) throw new BadRequestError(CREDENTIALS_REQUIRED);
      try {
        if (!row.access_token_enc) {
          await deps.x().poster.checkClient(credentialsOf(row));
          return { success: true, message: 'Connection successful: X accepts your stored credentials. Click Authorize to let AlphaWire post for you.' };
        }
        const who = await deps.x().poster.verify(credentialsOf(await usableRow(userId)));
        return { success: true, message: `Connection successful! Connected to X as @${who.username}.`, username: who.username };
      } catch (error) {
        if (error instanceof AuthError) await deps.xCredentials.setStatus(userId, NEEDS_REAUTHORIZATION);
        return failed(error, 'Your stored credentials may be invalid.');
      }
    },
  };
}
