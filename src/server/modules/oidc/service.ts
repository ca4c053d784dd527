import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { TooManyRequestsError } from '../../errors.js';
import { type ProviderRefusal, ProviderSignInError } from '../accounts/provider-sign-in.js';
import type { AccountsService, RequestMeta } from '../accounts/service.js';
import type { SignInResult } from '../accounts/sign-in.js';
import type { RateLimiter } from '../rate-limits/service.js';
import { createOidcClient, type OidcClient, type PendingSignIn } from './client.js';

/** Why a sign-in ended at /?auth=error; the short code travels in `reason=`. */
export type SignInFailure =
  | 'not_configured'
  | 'rate_limited'
  | 'denied'
  | 'expired'
  | 'invalid_state'
  | 'provider_unreachable'
  | 'provider_error'
  | ProviderRefusal
  | 'failed';

/** A sign-in that cannot go on; the route sends the browser home with its reason. */
export class SignInFailedError extends Error {
  constructor(
    readonly reason: SignInFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SignInFailedError';
  }
}

/** How long the browser has between leaving for the provider and coming back. */
export const PENDING_TTL_MS = 10 * 60_000;

interface Deps {
  config: Config;
  logger: Logger;
  accounts: AccountsService;
  rateLimiter: RateLimiter;
}

export interface OidcService {
  /** Throttles by address and returns where to send the browser, with what to remember. */
  start(ip: string): Promise<{
    url: string;
    pending: PendingSignIn;
  }>;
  /** Finishes the sign-in the callback reports: the user and a new session token (or a pending two-factor sign-in). */
  finish(query: URLSearchParams, pending: PendingSignIn | null, meta: RequestMeta): Promise<SignInResult>;
  /** Logs a failed sign-in without secrets and names its reason. */
  failureReason(error: unknown): SignInFailure;
}

function clientFor(config: Config): OidcClient | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return createOidcClient({
    issuerUrl: config.OIDC_ISSUER_URL,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: new URL('/auth/callback', config.PUBLIC_URL).toString(),
  });
}

/** Sign-in with Google (or any OpenID provider at OIDC_ISSUER_URL) for the /auth routes. */
export function createOidcService({ config, logger, accounts, rateLimiter }: Deps): OidcService {
  const client = clientFor(config);

  function requireClient(): OidcClient {
    if (client) return client;
    throw new SignInFailedError('not_configured', 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set');
  }

  async function consumeStart(ip: string): Promise<void> {
    try {
      await rateLimiter.consume({
        key: `oidc:ip:${ip}`,
        max: config.LOGIN_MAX_PER_IP,
        windowSeconds: config.LOGIN_WINDOW_SECONDS,
        message: 'Too many sign-in attempts',
      });
    } catch (error) {
      if (error instanceof TooManyRequestsError) throw new SignInFailedError('rate_limited', error.message);
      throw error;
    }
  }

  // The callback's own parameters are checked before any call to the provider.
  function checkCallback(query: URLSearchParams, pending: PendingSignIn | null): PendingSignIn {
    const error = query.get('error');
    if (error) throw new SignInFailedError(error === 'access_denied' ? 'denied' : 'provider_error', `provider answered ${error}`);
    if (!pending || Date.now() - pending.issuedAt > PENDING_TTL_MS) {
      throw new SignInFailedError('expired', 'no sign-in in progress for this browser');
    }
    if (query.get('state') !== pending.state) throw new SignInFailedError('invalid_state', 'state does not match');
    return pending;
  }

  return {
    /** Throttles by address and returns where to send the browser, with what to remember. */
    async start(ip: string): Promise<{ url: string; pending: PendingSignIn }> {
      const oidcClient = requireClient();
      await consumeStart(ip);
      const { url, pending } = await oidcClient.start().catch(rethrowProviderError);
      return { url: url.toString(), pending };
    },

    /** Finishes the sign-in the callback reports: the user and a new session token (or a pending two-factor sign-in). */
    async finish(query: URLSearchParams, pending: PendingSignIn | null, meta: RequestMeta) {
      const oidcClient = requireClient();
      const checked = checkCallback(query, pending);
      const profile = await oidcClient.finish(query, checked).catch(rethrowProviderError);
      try {
        return await accounts.signInWithProvider(profile, meta);
      } catch (error) {
        if (error instanceof ProviderSignInError) throw new SignInFailedError(error.reason, error.message);
        throw error;
      }
    },

    /** Logs a failed sign-in without secrets and names its reason. */
    failureReason(error: unknown): SignInFailure {
      if (error instanceof SignInFailedError) {
        const level = error.reason === 'denied' || error.reason === 'not_configured' ? 'info' : 'warn';
        logger[level]({ reason: error.reason, detail: error.message }, 'Google sign-in failed');
        return error.reason;
      }
      logger.error({ err: error }, 'Google sign-in failed');
      return 'failed';
    },
  };
}

// openid-client's errors may carry response bodies (tokens included) as their cause; only the
// message and code go on, so no log line ever holds them.
function rethrowProviderError(error: unknown): never {
  if (isNetworkError(error)) throw new SignInFailedError('provider_unreachable', describe(error));
  if (error instanceof oidc.ResponseBodyError) {
    throw new SignInFailedError('provider_error', `${error.status} ${error.error}: ${error.error_description ?? ''}`.trim());
  }
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ClientError) {
    throw new SignInFailedError('provider_error', describe(error));
  }
  throw error;
}

function isNetworkError(error: unknown): boolean {
  if (error instanceof oidc.ClientError) return error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT';
  // undici's fetch rejects with TypeError('fetch failed') whose cause is the socket error.
  return error instanceof TypeError && error.message === 'fetch failed';
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? `: ${(error.cause as { code?: string }).code ?? error.cause.message}` : '';
  return `${error.message}${typeof code === 'string' ? ` (${code})` : ''}${cause}`;
}
