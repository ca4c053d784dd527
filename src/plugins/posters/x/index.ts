import { AuthError, definePoster, type PluginContext, type PosterInstance } from '../../sdk/index.js';
import { createXClient } from './client.js';
import { CLIENT_REFUSED } from './errors.js';
import { type XSettings, xSettingsSchema } from './settings.js';

const SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access'];

function createXPoster(ctx: PluginContext, settings: XSettings): PosterInstance {
  const client = createXClient(ctx, settings);
  return {
    authorizeUrl({ clientId, redirectUri, state, codeChallenge }) {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: SCOPES.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    exchangeCode: ({ credentials, code, redirectUri, codeVerifier }) =>
      client.token(credentials, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier }),
    refresh(credentials) {
      if (!credentials.refreshToken) return Promise.reject(new AuthError('There is no refresh token: authorize again'));
      return client.token(credentials, { grant_type: 'refresh_token', refresh_token: credentials.refreshToken });
    },
    async checkClient(credentials) {
      // X checks the client before the grant: a refused client is a 401, a known one with this
      // made-up refresh token a 400 (invalid_grant), which tokenError reports as an AuthError too.
      try {
        await client.token(credentials, { grant_type: 'refresh_token', refresh_token: 'connection-test' });
      } catch (error) {
        if (!(error instanceof AuthError) || error.message === CLIENT_REFUSED) throw error;
      }
    },
    async verify(credentials) {
      const { id, username } = await client.me(credentials);
      return { id, username, canWrite: (credentials.scopes ?? []).includes('tweet.write') };
    },
    publish: (credentials, text) => client.publish(credentials, text),
    recentPosts: (credentials, limit) => client.recentPosts(credentials, limit),
  };
}

/** Posting to X with each member's own app: OAuth 2.0 with PKCE, API v2. See README.md. */
export const xPoster = definePoster<XSettings>({
  id: 'x',
  displayName: 'X',
  limits: { maxLength: 280, linkLength: 23 },
  scopes: SCOPES,
  settingsSchema: xSettingsSchema,
  env: [
    { name: 'X_AUTHORIZE_URL', key: 'authorizeUrl', description: 'where members grant access (default https://x.com/i/oauth2/authorize)' },
    { name: 'X_TOKEN_URL', key: 'tokenUrl', description: 'the OAuth 2.0 token endpoint (default https://api.x.com/2/oauth2/token)' },
    { name: 'X_API_BASE_URL', key: 'apiBaseUrl', description: 'the API root (default https://api.x.com)' },
  ],
  apiHosts: ['x.com', 'api.x.com'],
  create: createXPoster,
});
