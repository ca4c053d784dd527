import * as oidc from 'openid-client';
import { z } from 'zod';
import type { ProviderProfile } from '../accounts/provider-sign-in.js';

export interface OidcClientOptions {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: `${PUBLIC_URL}/auth/callback`. */
  redirectUri: string;
}

/** What the browser must bring back to finish a sign-in; it waits in a sealed cookie meanwhile. */
export const pendingSignInSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  issuedAt: z.number().int(),
});
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

export type OidcClient = ReturnType<typeof createOidcClient>;

const SCOPE = 'openid email profile';
const TIMEOUT_SECONDS = 10;
// Providers change their endpoints rarely; signing keys rotate and openid-client refetches those.
const DISCOVERY_TTL_MS = 24 * 3_600_000;

function discover(options: OidcClientOptions): Promise<oidc.Configuration> {
  const issuer = new URL(options.issuerUrl);
  // Config only lets plain http through for a loopback issuer (a test provider).
  const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  return oidc.discovery(issuer, options.clientId, options.clientSecret, undefined, { execute, timeout: TIMEOUT_SECONDS });
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true'; // some providers send the string
}

function toProfile(subject: string, claims: Record<string, unknown>): ProviderProfile {
  return {
    subject,
    email: typeof claims.email === 'string' && claims.email !== '' ? claims.email : null,
    emailVerified: isTrue(claims.email_verified),
    name: typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : null,
  };
}

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce against one issuer (Google by
 * default). The discovery document is fetched on first use and kept for a day.
 */
export function createOidcClient(options: OidcClientOptions) {
  let cached: { config: Promise<oidc.Configuration>; at: number } | null = null;

  function configuration(): Promise<oidc.Configuration> {
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const config = discover(options);
    const entry = { config, at: Date.now() };
    cached = entry;
    // A failed discovery is not kept, so the next sign-in tries again.
    config.catch(() => {
      if (cached === entry) cached = null;
    });
    return config;
  }

  return {
    /** The provider's authorization URL and the secrets the callback must match. */
    async start(): Promise<{ url: URL; pending: PendingSignIn }> {
      const config = await configuration();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        issuedAt: Date.now(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: SCOPE,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },

    /**
     * Exchanges the callback's code (checking state, nonce and PKCE and the ID token's signature)
     * and reads who signed in. Claims missing from the ID token come from the userinfo endpoint.
     */
    async finish(callbackQuery: URLSearchParams, pending: PendingSignIn): Promise<ProviderProfile> {
      const config = await configuration();
      const callbackUrl = new URL(options.redirectUri);
      callbackUrl.search = callbackQuery.toString();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new oidc.ClientError('the provider returned no ID token');
      if (typeof claims.email === 'string') return toProfile(claims.sub, claims);
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return toProfile(claims.sub, { ...claims, ...userInfo });
    },
  };
}
